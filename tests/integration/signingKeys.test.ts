import { createClient } from '@supabase/supabase-js';
import { decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoRealtimeSocket } from '../../server/http/site/renderClient';
import { quoteRequest } from '../fixtures/requests';
import { signUpAdmin } from '../fixtures/users';
import { subscribeToInserts } from '../helpers/liveChanges';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { upgradeStatus } from '../helpers/upgradeStatus';
import { signedUpClient } from './authFixtures';
import { aliceId, prepareRestSchema, userToken } from './restFixture';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** supabase-js as an application would create it, with every request it sends counted by path. */
function countingClient(t: TestServer, key: string) {
  const requests: string[] = [];
  const client = createClient(t.url, key, {
    auth: noSession,
    realtime: { transport: NoRealtimeSocket as unknown as typeof WebSocket },
    global: {
      fetch: (input, init) => {
        requests.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
        return fetch(input, init);
      },
    },
  });
  return { client, requests };
}

/** A token with the same claims and key id as a real one, signed with a key that is not the server's. */
async function foreignToken(realToken: string): Promise<string> {
  const { kid } = decodeProtectedHeader(realToken);
  const claims = JSON.parse(Buffer.from(realToken.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
  const { privateKey } = await generateKeyPair('ES256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' }).sign(privateKey);
}

const browserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('asymmetric signing keys (ES256) and the JWKS', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
    await prepareRestSchema(t);
  });
  afterAll(() => t?.close());

  it('signs new access tokens with ES256 and names the key, whose public half alone the JWKS serves, cacheable', async () => {
    const { session } = await signedUpClient(t);
    const header = decodeProtectedHeader(session.access_token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });

    const response = await fetch(`${t.url}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: header.kid });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('lets supabase-js getClaims() verify a session locally with the JWKS, without asking /user', async () => {
    const { email, password } = await signedUpClient(t);
    const { client, requests } = countingClient(t, t.anonKey);
    const signedIn = await client.auth.signInWithPassword({ email, password });
    expect(signedIn.error).toBeNull();

    const first = await client.auth.getClaims();
    expect(first.error).toBeNull();
    expect(first.data?.claims).toMatchObject({ sub: signedIn.data.user!.id, email, role: 'authenticated' });
    const second = await client.auth.getClaims();
    expect(second.data?.claims.sub).toBe(signedIn.data.user!.id);

    expect(requests.filter((path) => path === '/auth/v1/user')).toEqual([]);
    // Fetched once, then kept: the second call sent nothing at all.
    expect(requests.filter((path) => path === '/auth/v1/.well-known/jwks.json')).toHaveLength(1);
  });

  it('has getClaims() refuse a token signed with another key under the same kid', async () => {
    const { client, session } = await signedUpClient(t);
    const { data, error } = await client.auth.getClaims(await foreignToken(session.access_token));
    expect(data).toBeNull();
    expect(error?.message).toContain('Invalid JWT signature');
  });

  it('accepts an ES256 session token on REST, and still the HS256 tokens signed with JWT_SECRET', async () => {
    const { session } = await signedUpClient(t);
    const rest = (token: string) => fetch(`${t.url}/rest/v1/test_notes?select=id&order=id`, { headers: { apikey: t.anonKey, authorization: `Bearer ${token}` } });

    const asCustomer = await rest(session.access_token);
    expect(asCustomer.status).toBe(200);
    expect(await asCustomer.json()).toEqual([{ id: 1 }, { id: 3 }]);

    const legacy = await rest(await userToken(t, aliceId));
    expect(legacy.status).toBe(200);
    expect(await legacy.json()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);

    // The legacy JWT keys as well: service_role still bypasses RLS.
    const service = await rest(t.serviceRoleKey);
    expect((await service.json()) as unknown[]).toHaveLength(4);
  });

  it('refuses a token signed with a foreign key on every API, each in its own error format', async () => {
    const { session } = await signedUpClient(t);
    const forged = await foreignToken(session.access_token);

    const rest = await fetch(`${t.url}/rest/v1/test_notes?select=id`, { headers: { apikey: t.anonKey, authorization: `Bearer ${forged}` } });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ code: 'PGRST301', message: expect.any(String) });

    const auth = await fetch(`${t.url}/auth/v1/user`, { headers: { apikey: t.anonKey, authorization: `Bearer ${forged}` } });
    expect(auth.status).toBe(403);
    expect(await auth.json()).toMatchObject({ code: 403, error_code: 'bad_jwt' });

    const storage = await fetch(`${t.url}/storage/v1/object/list/product-images`, {
      method: 'POST',
      headers: { apikey: t.anonKey, authorization: `Bearer ${forged}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(storage.status).toBe(401);
    expect(await storage.json()).toMatchObject({ statusCode: '401', error: 'Unauthorized' });

    const realtime = `${t.url}/realtime/v1/websocket?vsn=2.0.0&apikey=`;
    expect(await upgradeStatus(realtime + forged)).toBe(401);
    expect(await upgradeStatus(realtime + session.access_token)).toBe(101);
  });

  it('lets an administrator signed in with an ES256 token upload to storage', async () => {
    const admin = await signUpAdmin(t, 'Chef Admin');
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 0, g: 90, b: 200 } } }).png().toBuffer();
    const uploaded = await admin.client.storage.from('product-images').upload('es256/pixel.png', new Blob([new Uint8Array(png)], { type: 'image/png' }));
    expect(uploaded.error).toBeNull();
    expect(uploaded.data?.fullPath).toBe('product-images/es256/pixel.png');
  });
});

describe("Supabase's new API keys (sb_publishable_…, sb_secret_…)", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
    await prepareRestSchema(t);
  });
  afterAll(() => t?.close());

  it('lets supabase-js with the publishable key read public data as anon, sign in, then read as the user', async () => {
    const { publishableKey } = t.server.ctx.keys;
    expect(publishableKey).toMatch(/^sb_publishable_[\w-]{32}$/);
    const { client } = countingClient(t, publishableKey);
    const visitor = await client.from('test_notes').select('id').order('id');
    expect(visitor.error).toBeNull();
    expect(visitor.data).toEqual([{ id: 1 }, { id: 3 }]);

    const { email, password, user } = await signedUpClient(t);
    const signedIn = await client.auth.signInWithPassword({ email, password });
    expect(signedIn.error).toBeNull();
    expect((await client.auth.getClaims()).data?.claims.sub).toBe(user.id);
    const own = await client.from('test_notes').insert({ title: 'Note privée' }).select('owner, title').single();
    expect(own.error).toBeNull();
    expect(own.data).toEqual({ owner: user.id, title: 'Note privée' });
  });

  it('lets the secret key bypass RLS as service_role, on REST and on the admin API', async () => {
    const { client } = countingClient(t, t.server.ctx.keys.secretKey);
    const all = await client.from('test_notes').select('id').in('id', [1, 2, 3, 4]).order('id');
    expect(all.error).toBeNull();
    expect(all.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
    const users = await client.auth.admin.listUsers();
    expect(users.error).toBeNull();
    expect(users.data.users.map((user) => user.email)).toContain('alice@example.com');
  });

  it('refuses an unknown key, a secret key sent by a browser, and an opaque key in Authorization that is not the apikey', async () => {
    const { publishableKey, secretKey } = t.server.ctx.keys;
    const rest = (headers: Record<string, string>) => fetch(`${t.url}/rest/v1/test_notes?select=id`, { headers });

    const unknown = await rest({ apikey: 'sb_publishable_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ message: 'Invalid API key', hint: expect.any(String) });

    const fromBrowser = await rest({ apikey: secretKey, 'user-agent': browserAgent });
    expect(fromBrowser.status).toBe(401);
    expect(await fromBrowser.json()).toMatchObject({ message: 'Forbidden use of secret API key in browser' });
    // The publishable key is what a browser uses: it goes through.
    expect((await rest({ apikey: publishableKey, 'user-agent': browserAgent })).status).toBe(200);

    const mismatch = await rest({ apikey: publishableKey, authorization: `Bearer ${secretKey}` });
    expect(mismatch.status).toBe(401);
    expect((await mismatch.json()) as { message: string }).toMatchObject({ message: 'Invalid authorization header' });

    const auth = await fetch(`${t.url}/auth/v1/settings`, { headers: { apikey: 'sb_secret_wrong' } });
    expect(auth.status).toBe(401);

    const realtime = `${t.url}/realtime/v1/websocket?vsn=2.0.0&apikey=`;
    expect(await upgradeStatus(realtime + publishableKey)).toBe(101);
    expect(await upgradeStatus(realtime + 'sb_publishable_nope')).toBe(401);
    expect(await upgradeStatus(realtime + secretKey, { 'user-agent': browserAgent })).toBe(401);
  });
});

describe('the new API keys on realtime (supabase-js sends the key as the join token before sign-in)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ realtime: true });
  });
  afterAll(() => t?.close());

  it('subscribes with either key, each receiving what its role may read', async () => {
    const liveClient = (key: string) => createClient(t.url, key, { auth: noSession });
    const visitor = liveClient(t.server.ctx.keys.publishableKey);
    const service = liveClient(t.server.ctx.keys.secretKey);
    try {
      const visitorLive = await subscribeToInserts(visitor, 'quotes');
      const serviceLive = await subscribeToInserts(service, 'quotes');
      expect((await visitor.from('quotes').insert(quoteRequest({ name: 'Salif Kaboré' }))).error).toBeNull();
      const change = await serviceLive.waitFor((row) => row.name === 'Salif Kaboré');
      expect(change).toMatchObject({ table: 'quotes', eventType: 'INSERT' });
      // RLS keeps visitors' requests from other visitors: the anon role received nothing.
      expect(visitorLive.received).toEqual([]);
    } finally {
      await Promise.all([visitor.removeAllChannels(), service.removeAllChannels()]);
    }
  });
});

describe('JWT_SIGNING_KEY', () => {
  let t: TestServer;
  let previous: CryptoKeyPair;
  beforeAll(async () => {
    const current = await generateKeyPair('RS256', { extractable: true });
    previous = await generateKeyPair('ES256', { extractable: true });
    const previousPublic = { ...(await exportJWK(previous.publicKey)), kid: 'cle-precedente' };
    const setting = JSON.stringify([{ ...(await exportJWK(current.privateKey)), kid: 'cle-actuelle' }, previousPublic]);
    t = await startTestServer({ env: { JWT_SIGNING_KEY: setting } });
  });
  afterAll(() => t?.close());

  it('signs with the configured key and serves it with the previous one, whose tokens still verify', async () => {
    const { session } = await signedUpClient(t);
    expect(decodeProtectedHeader(session.access_token)).toMatchObject({ alg: 'RS256', kid: 'cle-actuelle' });
    const { keys } = (await (await fetch(`${t.url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: Record<string, unknown>[] };
    expect(keys.map((key) => [key.kid, key.alg])).toEqual([['cle-actuelle', 'RS256'], ['cle-precedente', 'ES256']]);
    expect(keys[0]).not.toHaveProperty('d');
    expect(keys[0]).not.toHaveProperty('p');

    const user = (token: string) => fetch(`${t.url}/auth/v1/user`, { headers: { apikey: t.anonKey, authorization: `Bearer ${token}` } });
    expect((await user(session.access_token)).status).toBe(200);
    // A token the previous key signed before the rotation, for the same session.
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    const before = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'cle-precedente', typ: 'JWT' }).sign(previous.privateKey);
    expect((await user(before)).status).toBe(200);
  });
});
