import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { mailsTo } from '../helpers/sentMails';
import { authFetch, goodPassword, signedUpClient, uniqueEmail } from './authFixtures';

/** A raw call with the service role key as bearer, as supabase-js admin sends it. */
const asServiceRole = (t: TestServer, path: string, init: RequestInit = {}) =>
  authFetch(t, path, { ...init, token: t.serviceRoleKey, headers: { apikey: t.serviceRoleKey } });

describe('auth API: admin users (service role)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('creates a confirmed user with metadata, whose profile row the trigger makes, and who signs in', async () => {
    const admin = t.serviceClient().auth.admin;
    const email = uniqueEmail('cree');
    const { data, error } = await admin.createUser({
      email,
      password: goodPassword,
      email_confirm: true,
      user_metadata: { full_name: 'Issa Kaboré' },
      app_metadata: { plan: 'pro' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Issa Kaboré' }, app_metadata: { provider: 'email', plan: 'pro' } });
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const profile = await t.serviceClient().from('profiles').select('email, full_name, role').eq('id', data.user!.id).single();
    expect(profile.data).toEqual({ email, full_name: 'Issa Kaboré', role: 'customer' });
    const signIn = await t.client().auth.signInWithPassword({ email, password: goodPassword });
    expect(signIn.error).toBeNull();

    const again = await admin.createUser({ email, password: goodPassword });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('email_exists');
  });

  it('creates an unconfirmed user without email_confirm, who cannot sign in yet', async () => {
    const email = uniqueEmail('nonconfirme');
    const { data } = await t.serviceClient().auth.admin.createUser({ email, password: goodPassword });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const signIn = await t.client().auth.signInWithPassword({ email, password: goodPassword });
    expect(signIn.error?.code).toBe('email_not_confirmed');
  });

  it('lists users by page with GoTrue’s Link and X-Total-Count headers, which supabase-js reads', async () => {
    for (let index = 0; index < 3; index += 1) await t.serviceClient().auth.admin.createUser({ email: uniqueEmail('liste') });
    const response = await asServiceRole(t, '/admin/users?page=1&per_page=2');
    expect(response.status).toBe(200);
    const total = Number(response.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(3);
    const lastPage = Math.ceil(total / 2);
    expect(response.headers.get('link')).toBe(`</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${lastPage}&per_page=2>; rel="last"`);
    const body = (await response.json()) as { users: unknown[]; aud: string };
    expect(body.users).toHaveLength(2);
    expect(body.aud).toBe('authenticated');

    const { data, error } = await t.serviceClient().auth.admin.listUsers({ page: 2, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    expect(data).toMatchObject({ total, lastPage });
    const bad = await asServiceRole(t, '/admin/users?page=abc');
    expect(bad.status).toBe(400);
  });

  it('reads and updates a user: metadata merged, e-mail and password changed, and refuses an unknown id', async () => {
    const admin = t.serviceClient().auth.admin;
    const { user } = await signedUpClient(t);
    const read = await admin.getUserById(user.id);
    expect(read.data.user?.id).toBe(user.id);

    const newEmail = uniqueEmail('nouvelle');
    const { data, error } = await admin.updateUserById(user.id, {
      email: newEmail,
      password: 'nouveau-mot-2026',
      user_metadata: { company: 'SONABEL' },
      app_metadata: { tier: 'gold' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: newEmail, user_metadata: { full_name: 'Awa Ouédraogo', company: 'SONABEL' }, app_metadata: { tier: 'gold' } });
    expect((await t.client().auth.signInWithPassword({ email: newEmail, password: 'nouveau-mot-2026' })).error).toBeNull();

    const missing = await admin.getUserById('00000000-0000-4000-8000-000000000000');
    expect(missing.error?.status).toBe(404);
    expect(missing.error?.code).toBe('user_not_found');
    const malformed = await asServiceRole(t, '/admin/users/pas-un-uuid');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error_code: 'validation_failed', msg: 'user_id must be an UUID' });
  });

  it('bans a user (no sign-in, no refresh), then lifts the ban with "none"; a bad duration is a 400', async () => {
    const admin = t.serviceClient().auth.admin;
    const { user, email, password, session } = await signedUpClient(t);
    const banned = await admin.updateUserById(user.id, { ban_duration: '24h' });
    expect(banned.error).toBeNull();
    expect(new Date((banned.data.user as unknown as { banned_until: string }).banned_until).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);

    const signIn = await t.client().auth.signInWithPassword({ email, password });
    expect(signIn.error?.code).toBe('user_banned');
    const refresh = await authFetch(t, '/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: session.refresh_token }) });
    expect(refresh.status).toBe(400);
    expect((await authFetch(t, '/user', { token: session.access_token })).status).toBe(403);

    const bad = await admin.updateUserById(user.id, { ban_duration: 'deux jours' });
    expect(bad.error?.status).toBe(400);
    expect((await admin.updateUserById(user.id, { ban_duration: 'none' })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it('deletes a user for good, or softly (the row stays with deleted_at; no one signs in)', async () => {
    const admin = t.serviceClient().auth.admin;
    const hard = await signedUpClient(t);
    expect(await admin.deleteUser(hard.user.id)).toEqual({ data: { user: {} }, error: null });
    expect((await admin.getUserById(hard.user.id)).error?.code).toBe('user_not_found');
    const profile = await t.serviceClient().from('profiles').select('id').eq('id', hard.user.id);
    expect(profile.data).toEqual([]);
    // Issue 49: as GoTrue (maybeLoadUserOrSession), the token of a user deleted for good names no user.
    const gone = { status: 403, body: { code: 403, error_code: 'user_not_found', msg: 'User from sub claim in JWT does not exist' } };
    for (const [path, init] of [
      ['/user', {}],
      ['/user', { method: 'PUT', body: JSON.stringify({ data: { full_name: 'X' } }) }],
      ['/logout', { method: 'POST' }],
      ['/reauthenticate', {}],
      ['/factors', { method: 'POST', body: JSON.stringify({ factor_type: 'totp' }) }],
      ['/admin/users', {}],
    ] as const) {
      const response = await authFetch(t, path, { ...init, token: hard.session.access_token });
      expect({ status: response.status, body: await response.json() }, `${init.method ?? 'GET'} ${path}`).toMatchObject(gone);
    }

    const soft = await signedUpClient(t);
    expect((await admin.deleteUser(soft.user.id, true)).error).toBeNull();
    const kept = await admin.getUserById(soft.user.id);
    expect((kept.data.user as unknown as { deleted_at?: string }).deleted_at).toBeTruthy();
    expect((await t.client().auth.signInWithPassword({ email: soft.email, password: soft.password })).error?.code).toBe('invalid_credentials');
    // A soft-deleted user still exists (GoTrue keeps the row): its ended session is what is refused.
    const softUser = await authFetch(t, '/user', { token: soft.session.access_token });
    expect({ status: softUser.status, body: await softUser.json() }).toMatchObject({ status: 403, body: { error_code: 'session_not_found' } });
    // No « mot de passe / adresse modifié(e) » notice about an account an administrator closed.
    expect((await mailsTo(t, soft.email)).map((mail) => mail.subject)).toEqual([]);
  });

  it('lists and deletes a user’s factors', async () => {
    const { client, user } = await signedUpClient(t);
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Téléphone' });
    expect(enrolled.error).toBeNull();
    const admin = t.serviceClient().auth.admin;
    const listed = await admin.mfa.listFactors({ userId: user.id });
    expect(listed.data?.factors.map((factor) => factor.id)).toEqual([enrolled.data!.id]);
    const removed = await asServiceRole(t, `/admin/users/${user.id}/factors/${enrolled.data!.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ id: enrolled.data!.id, friendly_name: 'Téléphone', factor_type: 'totp' });
    expect((await admin.mfa.listFactors({ userId: user.id })).data?.factors).toEqual([]);
    const again = await admin.mfa.deleteFactor({ userId: user.id, id: enrolled.data!.id });
    expect(again.error?.status).toBe(404);
  });

  it('refuses every other role with GoTrue’s errors', async () => {
    const { session } = await signedUpClient(t);
    const customer = await authFetch(t, '/admin/users', { token: session.access_token });
    expect(customer.status).toBe(403);
    expect(await customer.json()).toMatchObject({ code: 403, error_code: 'not_admin', msg: 'User not allowed' });
    const anon = await authFetch(t, '/admin/users', { token: t.anonKey });
    expect(anon.status).toBe(403);
    expect((await anon.json()).error_code).toBe('not_admin');
    const none = await authFetch(t, '/admin/users');
    expect(none.status).toBe(401);
    const viaClient = await t.client().auth.admin.createUser({ email: uniqueEmail() });
    expect(viaClient.error?.code).toBe('not_admin');
    const generate = await authFetch(t, '/admin/generate_link', { method: 'POST', token: session.access_token, body: JSON.stringify({ type: 'magiclink', email: uniqueEmail() }) });
    expect(generate.status).toBe(403);
    const invite = await authFetch(t, '/invite', { method: 'POST', token: t.anonKey, body: JSON.stringify({ email: uniqueEmail() }) });
    expect(invite.status).toBe(403);
  });

  it('accepts a supabase_admin token as an administrator, as GoTrue’s requireAdmin does, and only there', async () => {
    const token = await new SignJWT({ role: 'supabase_admin', iss: 'supabase' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.server.ctx.jwtSecret));
    const platform = createClient(t.url, t.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const email = uniqueEmail('plateforme');
    const created = await platform.auth.admin.createUser({ email, email_confirm: true });
    expect(created.error).toBeNull();
    expect(created.data.user?.email).toBe(email);
    expect((await platform.auth.admin.getUserById(created.data.user!.id)).data.user?.email).toBe(email);
    const rows = await platform.from('profiles').select('id');
    expect(rows.error?.code).toBe('PGRST301');
  });
});
