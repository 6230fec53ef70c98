import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signedUpClient } from './authFixtures';

describe('auth API: a ban as GoTrue bans (the sessions stay, refused while it lasts)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  const refreshWith = (refreshToken: string) => t.client().auth.refreshSession({ refresh_token: refreshToken });

  it('refuses every use of the session with user_banned, then serves the same refresh token once the ban is lifted', async () => {
    const admin = t.serviceClient().auth.admin;
    const { client, user, email, password, session } = await signedUpClient(t);
    expect((await admin.updateUserById(user.id, { ban_duration: '24h' })).error).toBeNull();

    const signIn = await t.client().auth.signInWithPassword({ email, password });
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned' });
    const refresh = await refreshWith(session.refresh_token);
    expect(refresh.error).toMatchObject({ status: 400, code: 'user_banned', message: 'Invalid Refresh Token: User Banned' });
    const read = await t.client().auth.getUser(session.access_token);
    expect(read.error).toMatchObject({ status: 403, code: 'user_banned' });
    const rows = await client.from('profiles').select('id');
    expect(rows.error?.code).toBe('PGRST301');

    expect((await admin.updateUserById(user.id, { ban_duration: 'none' })).error).toBeNull();
    const after = await refreshWith(session.refresh_token);
    expect(after.error).toBeNull();
    expect(after.data.session?.user.id).toBe(user.id);
    expect((await t.client().auth.getUser(session.access_token)).data.user?.id).toBe(user.id);
    const own = await client.from('profiles').select('id');
    expect(own.data).toEqual([{ id: user.id }]);
  });

  it('lets the session serve again by itself when a short ban ends', async () => {
    const admin = t.serviceClient().auth.admin;
    const { user, session } = await signedUpClient(t);
    expect((await admin.updateUserById(user.id, { ban_duration: '2s' })).error).toBeNull();
    expect((await refreshWith(session.refresh_token)).error?.code).toBe('user_banned');
    await expect.poll(async () => (await refreshWith(session.refresh_token)).error, { timeout: 10_000, interval: 500 }).toBeNull();
  });
});
