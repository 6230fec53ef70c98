import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { authFetch, goodPassword, signedUpClient, uniqueEmail } from './authFixtures';

describe('auth API: accounts', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('signs up with a session at once and keeps the metadata', async () => {
    const email = uniqueEmail();
    const { data, error } = await t.client().auth.signUp({
      email,
      password: goodPassword,
      options: { data: { full_name: 'Awa Ouédraogo' } },
    });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.session!.refresh_token).toEqual(expect.any(String));
    expect(data.session!.expires_at! - Date.now() / 1000).toBeGreaterThan(3500);
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Awa Ouédraogo' },
      is_anonymous: false,
    });
    expect(data.user!.email_confirmed_at).toEqual(expect.any(String));
    expect(data.user!.identities).toHaveLength(1);
    const stored = await t.server.ctx.db.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where id = $1',
      [data.user!.id],
    );
    expect(stored.rows[0].encrypted_password).toMatch(/^\$2[aby]\$10\$/);
  });

  it('refuses an address already registered, whatever its case', async () => {
    const { email } = await signedUpClient(t);
    const { data, error } = await t.client().auth.signUp({ email: email.toUpperCase(), password: goodPassword });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists' });
  });

  it('refuses a password under 8 characters as weak', async () => {
    const { error } = await t.client().auth.signUp({ email: uniqueEmail(), password: 'court12' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', name: 'AuthWeakPasswordError' });
  });

  it('refuses a missing or malformed e-mail and a missing password with 400', async () => {
    for (const body of [{ password: goodPassword }, { email: 'pas-une-adresse', password: goodPassword }, { email: uniqueEmail() }]) {
      const response = await authFetch(t, '/signup', { method: 'POST', body: JSON.stringify(body) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });
    }
  });

  it('signs in with the password and records the sign-in time', async () => {
    const { email, user } = await signedUpClient(t);
    await t.server.ctx.db.query("update auth.users set last_sign_in_at = now() - interval '1 day' where id = $1", [user.id]);
    const client = t.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password: goodPassword });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(user.id);
    expect(Date.now() - Date.parse(data.user!.last_sign_in_at!)).toBeLessThan(60_000);
    const me = await client.auth.getUser();
    expect(me.data.user).toMatchObject({ id: user.id, email, user_metadata: { full_name: 'Awa Ouédraogo' } });
  });

  it('refuses a wrong password or an unknown address with the same answer', async () => {
    const { email } = await signedUpClient(t);
    const wrongPassword = await t.client().auth.signInWithPassword({ email, password: 'pas-le-bon-mot' });
    const unknownUser = await t.client().auth.signInWithPassword({ email: uniqueEmail(), password: goodPassword });
    for (const { data, error } of [wrongPassword, unknownUser]) {
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { client, email } = await signedUpClient(t);
    const same = await client.auth.updateUser({ password: goodPassword });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.auth.updateUser({ password: 'court' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    const { error } = await client.auth.updateUser({ password: 'nouveau-secret-42' });
    expect(error).toBeNull();
    const withOld = await t.client().auth.signInWithPassword({ email, password: goodPassword });
    expect(withOld.error?.code).toBe('invalid_credentials');
    const withNew = await t.client().auth.signInWithPassword({ email, password: 'nouveau-secret-42' });
    expect(withNew.error).toBeNull();
  });

  it('merges metadata changes and drops keys set to null', async () => {
    const { client } = await signedUpClient(t);
    const { data, error } = await client.auth.updateUser({ data: { company: 'Faso Numérique', full_name: null } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toEqual({ company: 'Faso Numérique' });
    const me = await client.auth.getUser();
    expect(me.data.user!.user_metadata).toEqual({ company: 'Faso Numérique' });
  });

  // The e-mail change (confirmed from both addresses) is in authEmailChange.test.ts.
});

describe('auth API: protocol', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('answers malformed JSON and oversized bodies in GoTrue shape, with the API version header', async () => {
    const malformed = await authFetch(t, '/token?grant_type=password', { method: 'POST', body: '{"email":' });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await malformed.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });

    const huge = JSON.stringify({ email: uniqueEmail(), password: 'x'.repeat(2 * 1024 * 1024) });
    const tooLarge = await authFetch(t, '/signup', { method: 'POST', body: huge });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: 413, error_code: 'request_too_large' });

    const notAnObject = await authFetch(t, '/signup', { method: 'POST', body: '["a"]' });
    expect(notAnObject.status).toBe(400);
  });

  it('refuses a forged API key with 401', async () => {
    const response = await authFetch(t, '/settings', { headers: { apikey: `${t.anonKey.slice(0, -4)}AAAA` } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 401, msg: 'Invalid API key' });
  });

  it('answers unknown paths with a GoTrue-shaped 404 and describes itself on /settings and /health', async () => {
    const missing = await authFetch(t, '/nowhere');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 404, error_code: 'not_found' });
    const settings = await authFetch(t, '/settings');
    expect(await settings.json()).toMatchObject({ external: { email: true }, disable_signup: false, mailer_autoconfirm: true });
    const health = await authFetch(t, '/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
  });

  it('refuses an unsupported grant type', async () => {
    const response = await authFetch(t, '/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'validation_failed' });
  });
});
