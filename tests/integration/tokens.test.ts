import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signedUpClient } from './authFixtures';

const testSecret = 'test-secret-that-is-long-enough-for-hs256-signing';
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

interface HostileToken {
  label: string;
  token: string;
  /** What /auth/v1/user answers: GoTrue's error_code. */
  authCode: 'bad_jwt' | 'session_not_found';
}

describe('hostile and stale tokens on both APIs', () => {
  let t: TestServer;
  let customer: Awaited<ReturnType<typeof signedUpClient>>;
  const hostile: HostileToken[] = [];

  beforeAll(async () => {
    t = await startTestServer();
    customer = await signedUpClient(t);
    const claims = {
      sub: customer.user.id,
      email: customer.email,
      role: 'authenticated',
      aud: 'authenticated',
      session_id: (JSON.parse(Buffer.from(customer.session.access_token.split('.')[1], 'base64url').toString()) as { session_id: string }).session_id,
    };
    const rightKey = new TextEncoder().encode(testSecret);
    const sign = (payload: Record<string, unknown>, alg = 'HS256', key: Uint8Array | CryptoKey = rightKey) =>
      new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).setIssuedAt().setExpirationTime('1h').sign(key);

    const [header, payload] = customer.session.access_token.split('.');
    const { privateKey } = await generateKeyPair('RS256');
    hostile.push(
      { label: 'forged signature', token: await sign(claims, 'HS256', new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256')), authCode: 'bad_jwt' },
      { label: 'signature of another token', token: `${header}.${payload}.${customer.session.refresh_token}`, authCode: 'bad_jwt' },
      { label: 'alg none', token: `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, exp: now() + 3600 })}.`, authCode: 'bad_jwt' },
      { label: 'HS512 with the right secret', token: await sign(claims, 'HS512'), authCode: 'bad_jwt' },
      { label: 'RS256', token: await sign(claims, 'RS256', privateKey), authCode: 'bad_jwt' },
      {
        label: 'expired',
        token: await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now() - 7200).setExpirationTime(now() - 3600).sign(rightKey),
        authCode: 'bad_jwt',
      },
      { label: 'wrong audience', token: await sign({ ...claims, aud: 'another-project' }), authCode: 'bad_jwt' },
      { label: 'role postgres', token: await sign({ ...claims, role: 'postgres' }), authCode: 'bad_jwt' },
      { label: 'role that does not exist', token: await sign({ ...claims, role: 'superadmin' }), authCode: 'bad_jwt' },
      { label: 'not a JWT at all', token: 'bonjour', authCode: 'bad_jwt' },
    );
  });
  afterAll(() => t?.close());

  const restWith = (token: string) =>
    fetch(`${t.url}/rest/v1/appointments?select=id`, { headers: { apikey: t.anonKey, authorization: `Bearer ${token}` } });
  const userWith = (token: string) =>
    fetch(`${t.url}/auth/v1/user`, { headers: { apikey: t.anonKey, authorization: `Bearer ${token}` } });

  it('accepts the real access token, as a control', async () => {
    expect((await restWith(customer.session.access_token)).status).toBe(200);
    expect((await userWith(customer.session.access_token)).status).toBe(200);
  });

  it('refuses every hostile token with 401 on /rest/v1 and 403 on /auth/v1/user', async () => {
    const answers: Record<string, unknown> = {};
    for (const { label, token, authCode } of hostile) {
      const rest = await restWith(token);
      const restBody = (await rest.json()) as { code?: string };
      const user = await userWith(token);
      const userBody = (await user.json()) as { error_code?: string };
      answers[label] = { rest: rest.status, restCode: restBody.code, auth: user.status, authCode: userBody.error_code };
      expect(answers[label], label).toEqual({
        rest: 401,
        restCode: label === 'expired' ? 'PGRST303' : 'PGRST301',
        auth: 403,
        authCode,
      });
    }
  });

  it('refuses an API key carrying an unknown role as the apikey header too', async () => {
    const rogueKey = await new SignJWT({ role: 'postgres' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(testSecret));
    const rest = await fetch(`${t.url}/rest/v1/products?select=id`, { headers: { apikey: rogueKey } });
    expect(rest.status).toBe(401);
  });

  it("refuses a signed-out session's access token everywhere, though its signature is still valid", async () => {
    const { client, session } = await signedUpClient(t);
    expect((await restWith(session.access_token)).status).toBe(200);
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();

    const rest = await restWith(session.access_token);
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ code: 'PGRST301' });
    const user = await userWith(session.access_token);
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error_code: 'session_not_found' });
    const refresh = await fetch(`${t.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(refresh.status).toBeGreaterThanOrEqual(400);
    expect(refresh.status).toBeLessThan(500);
  });
});
