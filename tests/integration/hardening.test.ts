import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';

const allowedOrigin = 'https://partenaire.example.com';

describe('security headers, CORS and compression', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { CORS_ORIGINS: allowedOrigin }, serveSite: true });
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
    expect(directives['script-src']).toBe("'self'");
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
    const scriptPath = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(scriptPath).toBeDefined();
    const brotli = await fetch(`${t.url}${scriptPath}`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect((await brotli.text()).length).toBeGreaterThan(0);
    const gzip = await fetch(`${t.url}${scriptPath}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });
});
