import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, testDatabaseKind } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/testServer';

const allowedOrigin = 'https://partenaire.example.com';

describe('security headers, CORS and compression', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { CORS_ORIGINS: allowedOrigin, TRUST_PROXY: '127.0.0.1' }, serveSite: true });
  });
  afterAll(() => t?.close());

  it('sends a strict Content-Security-Policy and the usual protective headers with pages', async () => {
    const response = await fetch(`${t.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    // Scripts from the site, and one inline script named by its hash: the boot script (http/site/bootScript.ts).
    expect(directives['script-src']).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(directives['img-src']).toBe("'self' data: blob:");
    expect(directives['connect-src']).toBe("'self'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['base-uri']).toBe("'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('sends the JSON APIs the headers an API answer needs, and none meant for pages only', async () => {
    const answers = [
      await fetch(`${t.url}/rest/v1/products?select=id&limit=1`, { headers: { apikey: t.anonKey } }),
      await fetch(`${t.url}/auth/v1/settings`, { headers: { apikey: t.anonKey } }),
    ];
    for (const response of answers) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection', 'x-powered-by']) {
        expect(response.headers.get(pageOnly), pageOnly).toBeNull();
      }
    }
    const behindProxy = await fetch(`${t.url}/rest/v1/products?select=id&limit=1`, { headers: { apikey: t.anonKey, 'x-forwarded-proto': 'https' } });
    expect(behindProxy.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('asks for HTTPS only when the request came over HTTPS', async () => {
    const plain = await fetch(`${t.url}/health`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const behindProxy = await fetch(`${t.url}/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(behindProxy.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('answers the preflight supabase-js triggers from an allowed origin', async () => {
    const response = await fetch(`${t.url}/rest/v1/products?select=*`, {
      method: 'OPTIONS',
      headers: {
        origin: allowedOrigin,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'apikey,authorization,x-client-info,content-type,prefer,range,accept-profile,content-profile,x-supabase-api-version',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    const allowedHeaders = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    for (const header of ['apikey', 'authorization', 'x-client-info', 'prefer', 'range', 'accept-profile', 'content-profile', 'x-supabase-api-version']) {
      expect(allowedHeaders).toContain(header);
    }
  });

  it('exposes Content-Range to an allowed origin and gives nothing to any other site', async () => {
    const allowed = await fetch(`${t.url}/health`, { headers: { origin: allowedOrigin } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
    expect(allowed.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('content-range');

    const stranger = await fetch(`${t.url}/health`, { headers: { origin: 'https://attaquant.example.net' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const strangerPreflight = await fetch(`${t.url}/rest/v1/products`, {
      method: 'OPTIONS',
      headers: { origin: 'https://attaquant.example.net', 'access-control-request-method': 'POST' },
    });
    expect(strangerPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('compresses pages and scripts for browsers that accept brotli or gzip', async () => {
    const page = await fetch(`${t.url}/`, { headers: { 'accept-encoding': 'br' } });
    const html = await page.text();
    expect(html).toContain('<html');
    // The application's main chunk, which the boot script in the page imports.
    const scriptPath = /<meta name="app-modules" content="[^"]*?(\/assets\/main-[^" ]+\.js)/.exec(html)?.[1];
    expect(scriptPath).toBeDefined();
    const brotli = await fetch(`${t.url}${scriptPath}`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect((await brotli.text()).length).toBeGreaterThan(0);
    const gzip = await fetch(`${t.url}${scriptPath}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect((await gzip.text()).length).toBeGreaterThan(0);
  });
});

describe.skipIf(testDatabaseKind !== 'postgres')('the PostgreSQL server going away and coming back', () => {
  let t: TestServer;
  let databaseName: string;
  beforeAll(async () => {
    t = await startTestServer();
    const current = await t.server.ctx.db.query<{ name: string }>('select current_database() as name');
    databaseName = current.rows[0].name;
  });
  afterAll(async () => {
    await adminQuery(`alter database ${databaseName} allow_connections true`).catch(() => {});
    await t?.close();
  });

  const cutOff = async () => {
    await adminQuery(`alter database ${databaseName} allow_connections false`);
    await adminQuery(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${databaseName}' and pid <> pg_backend_pid()`);
  };

  it('reports the database unreachable on /health, survives its connections being killed, and recovers', async () => {
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
    await cutOff();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const health = await fetch(`${t.url}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    }
    await adminQuery(`alter database ${databaseName} allow_connections true`);
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
    // Connections killed while idle in the pool, then the next request: a fresh connection answers.
    await cutOff();
    await adminQuery(`alter database ${databaseName} allow_connections true`);
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
  });

  it('keeps serving when connections are killed in the middle of requests: only 200 or 503, never a crash', async () => {
    const statuses = new Set<number>();
    let reading = true;
    const reader = async () => {
      while (reading) {
        const response = await fetch(`${t.url}/rest/v1/products?select=id,name,price&order=name`, { headers: { apikey: t.anonKey } });
        statuses.add(response.status);
        await response.arrayBuffer();
      }
    };
    const readers = Array.from({ length: 6 }, reader);
    for (let round = 0; round < 15; round += 1) {
      await adminQuery(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${databaseName}' and pid <> pg_backend_pid()`);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    reading = false;
    await Promise.all(readers);
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const after = await fetch(`${t.url}/rest/v1/products?select=id`, { headers: { apikey: t.anonKey } });
    expect(after.status).toBe(200);
  });

  it('answers 503 in each API shape while the database is unreachable, then recovers by itself', async () => {
    const readProducts = () => fetch(`${t.url}/rest/v1/products?select=id`, { headers: { apikey: t.anonKey } });
    expect((await readProducts()).status).toBe(200);

    await cutOff();
    const health = await fetch(`${t.url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable', database: 'unreachable' });

    const rest = await readProducts();
    expect(rest.status).toBe(503);
    expect(await rest.json()).toMatchObject({ code: 'PGRST000' });

    const signIn = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'awa@example.com', password: 'motdepasse-solide' }),
    });
    expect(signIn.status).toBe(503);
    const signInBody = await signIn.text();
    expect(signInBody).not.toMatch(/select |insert |at .+\.ts:\d+/i);

    // Killing the pooled connections again while idle must not bring the process down either.
    await cutOff();
    await adminQuery(`alter database ${databaseName} allow_connections true`);
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
    expect((await readProducts()).status).toBe(200);
  });
});
