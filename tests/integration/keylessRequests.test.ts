import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';

/** What the gateway of a hosted Supabase project answers a request that carries no key at all. */
const noKey = { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' };

// Issue 14, item 6: no apikey header, no ?apikey= and no Authorization is refused as hosted Supabase refuses it.
describe('requests without any API key', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ serveSite: true });
  });
  afterAll(() => t?.close());

  const keyless = (path: string, init: RequestInit = {}) => fetch(`${t.url}${path}`, { redirect: 'manual', ...init });

  it('refuses REST, auth and storage calls with the gateway 401 and its body', async () => {
    for (const [path, init] of [
      ['/rest/v1/products?select=slug', {}],
      ['/rest/v1/', {}],
      ['/rest/v1/rpc/available_slots', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }],
      ['/rest/v1/contact_messages', { method: 'POST', body: '{"name":"x"}', headers: { 'content-type': 'application/json' } }],
      ['/auth/v1/settings', {}],
      ['/auth/v1/signup', { method: 'POST', body: '{"email":"a@example.com","password":"motdepasse-solide"}', headers: { 'content-type': 'application/json' } }],
      ['/auth/v1/token?grant_type=password', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }],
      ['/storage/v1/object/product-images', { method: 'DELETE', body: '{"prefixes":["a.webp"]}', headers: { 'content-type': 'application/json' } }],
      ['/storage/v1/object/product-images/a.webp', { method: 'POST', body: 'x' }],
    ] as Array<[string, RequestInit]>) {
      const response = await keyless(path, init);
      expect(response.status, path).toBe(401);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(await response.json(), path).toEqual(noKey);
    }
    // Spellings of the same paths reach no API without a key either.
    for (const path of ['//rest/v1/products?select=slug', '/rest/v1//products?select=slug', '/rest/v1/products/?select=slug', '/REST/v1/products', '/rest/v1/%70roducts?select=slug']) {
      const response = await keyless(path);
      expect([401, 404], path).toContain(response.status);
      expect(JSON.stringify(await response.json().catch(() => null)), path).not.toContain('slug');
    }
  });

  it('lets through what the gateway leaves open: e-mail links, provider redirects, signing keys, public files', async () => {
    const verify = await keyless('/auth/v1/verify?token=inconnu&type=signup&redirect_to=http://127.0.0.1/');
    expect(verify.status).not.toBe(401);
    const jwks = await keyless('/auth/v1/.well-known/jwks.json');
    expect(jwks.status).toBe(200);
    const authorize = await keyless('/auth/v1/authorize?provider=google');
    expect(authorize.status).not.toBe(401);
    const publicFile = await keyless('/storage/v1/object/public/product-images/absent.webp');
    expect(publicFile.status).toBe(404);
    const rendered = await keyless('/storage/v1/render/image/public/product-images/absent.webp?width=100');
    expect(rendered.status).not.toBe(401);
  });

  it('takes any one of the three: the apikey header, ?apikey=, or Authorization alone', async () => {
    expect((await keyless('/rest/v1/products?select=slug', { headers: { apikey: t.anonKey } })).status).toBe(200);
    expect((await keyless(`/rest/v1/products?select=slug&apikey=${t.anonKey}`)).status).toBe(200);
    expect((await keyless('/rest/v1/products?select=slug', { headers: { authorization: `Bearer ${t.anonKey}` } })).status).toBe(200);
    expect((await keyless('/auth/v1/settings', { headers: { apikey: t.anonKey } })).status).toBe(200);
    // A key present but not ours is still each API's own refusal, not the gateway's.
    const wrong = await keyless('/rest/v1/products?select=slug', { headers: { apikey: 'pas-une-cle' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('leaves the site, its server-rendered pages, the health check and preflights alone', async () => {
    expect((await keyless('/health')).status).toBe(200);
    const home = await keyless('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await keyless('/products')).status).toBe(200);
    expect((await keyless('/robots.txt')).status).toBe(200);
    const preflight = await keyless('/rest/v1/products', { method: 'OPTIONS', headers: { origin: t.url, 'access-control-request-method': 'GET' } });
    expect(preflight.status).not.toBe(401);
  });
});
