import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { authFetch, goodPassword, signedUpClient, uniqueEmail, userWithToken } from './authFixtures';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('auth API: tokens that must be refused on /user', () => {
  let t: TestServer;
  let userId: string;
  const sign = (claims: Record<string, unknown>, secret = 'test-secret-that-is-long-enough-for-hs256-signing') =>
    new SignJWT({ role: 'authenticated', aud: 'authenticated', sub: userId, ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(typeof claims.exp === 'number' ? claims.exp : '1h')
      .sign(new TextEncoder().encode(secret));

  beforeAll(async () => {
    t = await startTestServer();
    userId = (await signedUpClient(t)).user.id;
  });
  afterAll(() => t?.close());

  it('accepts a token signed with the secret, as a control', async () => {
    expect((await userWithToken(t, await sign({}))).status).toBe(200);
  });

  it('refuses a bad signature, alg none, an expired token, a wrong audience and an unknown role with 403 bad_jwt', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = [
      await sign({}, 'another-secret-that-is-long-enough-for-hs256'),
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'authenticated', aud: 'authenticated', sub: userId, exp: now + 3600 })}.`,
      await sign({ exp: now - 60 }),
      await sign({ aud: 'somebody-else' }),
      await sign({ role: 'supabase_admin' }),
      await sign({ role: 'anon', sub: undefined }),
      'pas.un.jeton',
    ];
    for (const token of forged) {
      const answer = await userWithToken(t, token);
      expect(answer, token).toMatchObject({ status: 403, body: { code: 403, error_code: 'bad_jwt' } });
    }
  });

  it('refuses a token whose user is gone', async () => {
    const { user, session } = await signedUpClient(t);
    await t.server.ctx.db.query('delete from auth.users where id = $1', [user.id]);
    const answer = await userWithToken(t, session.access_token);
    expect(answer.status).toBe(403);
  });

  it('reports a signed-out session to supabase-js as a missing session', async () => {
    const { client, session } = await signedUpClient(t);
    await authFetch(t, '/logout?scope=local', { method: 'POST', token: session.access_token });
    const { data, error } = await client.auth.getUser();
    expect(data.user).toBeNull();
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('puts the claims the database reads in the access token', async () => {
    const { session, user } = await signedUpClient(t);
    const [, payload] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: user.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: user.email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      session_id: expect.any(String),
      user_metadata: { full_name: 'Awa Ouédraogo' },
      app_metadata: { provider: 'email' },
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });
});

describe('auth API: rate limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { AUTH_RATE_LIMITS: 'login=100/300,login_account=3/300,signup=4/600,recover=2/600' } });
  });
  afterAll(() => t?.close());

  const login = (email: string, password: string) =>
    authFetch(t, '/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password }) });

  it('slows down repeated failed logins for one account, even with the right password, but not others', async () => {
    const { email } = await signedUpClient(t);
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(email, 'mauvais-mot')).status).toBe(400);
    const blocked = await login(email, goodPassword);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({ code: 429, error_code: 'over_request_rate_limit' });

    const { error } = await t.client().auth.signInWithPassword({ email, password: goodPassword });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    const other = await signedUpClient(t);
    expect((await login(other.email, goodPassword)).status).toBe(200);
  });

  it('limits sign-ups and recovery requests per client address', async () => {
    const signups = [];
    for (let n = 0; n < 3; n++) {
      const response = await authFetch(t, '/signup', {
        method: 'POST',
        body: JSON.stringify({ email: uniqueEmail('flot'), password: goodPassword }),
      });
      signups.push(response.status);
    }
    // Two sign-ups were spent by the previous test.
    expect(signups).toEqual([200, 200, 429]);

    const recover = () => authFetch(t, '/recover', { method: 'POST', body: JSON.stringify({ email: uniqueEmail() }) });
    expect((await recover()).status).toBe(200);
    expect((await recover()).status).toBe(200);
    const third = await recover();
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
