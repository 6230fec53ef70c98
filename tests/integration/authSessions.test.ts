import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { authFetch, currentAccessToken, goodPassword, signedUpClient, userWithToken } from './authFixtures';

/** Exchanges a refresh token on the raw API: what a second tab or a thief would send. */
async function refresh(t: TestServer, refreshToken: string) {
  const response = await authFetch(t, '/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('auth API: sessions', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('rotates the refresh token: supabase-js gets a new pair that works', async () => {
    const { client, session } = await signedUpClient(t);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(data.session!.user.id).toBe(session.user.id);
    expect((await userWithToken(t, data.session!.access_token)).status).toBe(200);
    const stored = await t.server.ctx.db.query<{ parent: string | null; revoked: boolean }>(
      'select parent, revoked from auth.refresh_tokens where token = $1',
      [data.session!.refresh_token],
    );
    expect(stored.rows).toEqual([{ parent: session.refresh_token, revoked: false }]);
  });

  it('refuses an unknown refresh token', async () => {
    const { data, error } = await t.client().auth.refreshSession({ refresh_token: 'inconnu-0123456789' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('signs out locally: this session ends, the other devices keep theirs', async () => {
    const { client, email, password } = await signedUpClient(t);
    const phone = t.client();
    await phone.auth.signInWithPassword({ email, password });
    const laptopToken = await currentAccessToken(client);

    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await client.auth.getSession()).toMatchObject({ data: { session: null } });
    expect(await userWithToken(t, laptopToken)).toMatchObject({ status: 403, body: { error_code: 'session_not_found' } });
    expect((await userWithToken(t, await currentAccessToken(phone))).status).toBe(200);
  });

  it('has the data API refuse a signed-out session and serve a live one', async () => {
    const { client } = await signedUpClient(t);
    const token = await currentAccessToken(client);
    const readProfiles = () =>
      fetch(`${t.url}/rest/v1/profiles?select=full_name`, { headers: { apikey: t.anonKey, authorization: `Bearer ${token}` } });
    const before = await readProfiles();
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual([{ full_name: 'Awa Ouédraogo' }]);

    await client.auth.signOut({ scope: 'local' });
    expect((await readProfiles()).status).toBe(401);
  });

  it('signs out everywhere with the global scope', async () => {
    const { client, email, password } = await signedUpClient(t);
    const phone = t.client();
    await phone.auth.signInWithPassword({ email, password });
    const phoneToken = await currentAccessToken(phone);
    const phoneRefresh = (await phone.auth.getSession()).data.session!.refresh_token;

    expect((await client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await userWithToken(t, phoneToken)).status).toBe(403);
    expect((await refresh(t, phoneRefresh)).body.error_code).toBe('refresh_token_not_found');
  });

  it('signs out the other devices only with the others scope', async () => {
    const { client, email, password } = await signedUpClient(t);
    const phone = t.client();
    await phone.auth.signInWithPassword({ email, password });
    const phoneToken = await currentAccessToken(phone);

    expect((await client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await userWithToken(t, phoneToken)).status).toBe(403);
    expect((await userWithToken(t, await currentAccessToken(client))).status).toBe(200);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });

  it('ends the other sessions when the password changes', async () => {
    const { client, email } = await signedUpClient(t);
    const phone = t.client();
    await phone.auth.signInWithPassword({ email, password: goodPassword });
    const phoneToken = await currentAccessToken(phone);

    expect((await client.auth.updateUser({ password: 'changé-le-22-nov' })).error).toBeNull();
    expect((await userWithToken(t, phoneToken)).status).toBe(403);
    expect((await userWithToken(t, await currentAccessToken(client))).status).toBe(200);
  });

  it('refuses logout with an unknown scope and without a token', async () => {
    const { session } = await signedUpClient(t);
    const badScope = await authFetch(t, '/logout?scope=tout', { method: 'POST', token: session.access_token });
    expect(badScope.status).toBe(400);
    const anonymous = await authFetch(t, '/logout', { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error_code: 'no_authorization' });
  });
});
