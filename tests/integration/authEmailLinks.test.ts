import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { goodPassword, uniqueEmail, userWithToken } from './authFixtures';
import { fragmentOf, linkAndCode, magicSubject, open, signedUpAndConfirmed } from './emailLinkFixtures';

describe('auth API: e-mail links and codes (generate_link, /invite, /otp, /verify, PKCE)', () => {
  let t: TestServer;
  let site: string;
  beforeAll(async () => {
    t = await startTestServer({ env: { MAILER_AUTOCONFIRM: 'false' } });
    site = t.server.ctx.config.siteUrl;
  });
  afterAll(() => t?.close());

  it('generate_link signup: a new unconfirmed account whose action_link confirms it and signs in', async () => {
    const email = uniqueEmail('lien');
    const { data, error } = await t.serviceClient().auth.admin.generateLink({ type: 'signup', email, password: goodPassword, options: { data: { full_name: 'Salif Traoré' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Salif Traoré' } });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const properties = data.properties!;
    expect(properties.verification_type).toBe('signup');
    expect(properties.email_otp).toMatch(/^\d{6}$/);
    expect(properties.redirect_to).toBe(site);
    const action = new URL(properties.action_link);
    expect(`${action.origin}${action.pathname}`).toBe(`${site}/auth/v1/verify`);
    expect(action.searchParams.get('token')).toBe(properties.hashed_token);
    expect(action.searchParams.get('type')).toBe('signup');

    const opened = await open(t, action);
    expect(opened.status).toBe(303);
    const fragment = fragmentOf(opened.headers.get('location')!);
    expect(fragment.get('type')).toBe('signup');
    expect((await userWithToken(t, fragment.get('access_token')!)).body).toMatchObject({ email, email_confirmed_at: expect.any(String) });
    expect((await t.client().auth.signInWithPassword({ email, password: goodPassword })).error).toBeNull();
    // Spent: a second opening is GoTrue's error redirect.
    expect(fragmentOf((await open(t, action)).headers.get('location')!).get('error_code')).toBe('otp_expired');
    const again = await t.serviceClient().auth.admin.generateLink({ type: 'signup', email, password: goodPassword });
    expect(again.error?.code).toBe('email_exists');
  });

  it('generate_link magiclink and recovery: token_hash and the six-digit code both sign in, once; the stored tokens are hashes', async () => {
    const { email, user } = await signedUpAndConfirmed(t);
    const admin = t.serviceClient().auth.admin;
    const magic = await admin.generateLink({ type: 'magiclink', email });
    expect(magic.data.properties?.verification_type).toBe('magiclink');
    const byHash = await t.client().auth.verifyOtp({ token_hash: magic.data.properties!.hashed_token, type: 'magiclink' });
    expect(byHash.error).toBeNull();
    expect(byHash.data.user?.id).toBe(user.id);
    // The code of that link died with it.
    const spentCode = await t.client().auth.verifyOtp({ email, token: magic.data.properties!.email_otp, type: 'magiclink' });
    expect(spentCode.error?.code).toBe('otp_expired');

    const recovery = await admin.generateLink({ type: 'recovery', email });
    expect(recovery.data.properties?.verification_type).toBe('recovery');
    const stored = await t.server.ctx.db.query<{ recovery_token: string; codes: string }>(
      `select recovery_token, (select string_agg(code_hash, ',') from auth.email_codes where user_id = $1) as codes from auth.users where id = $1`,
      [user.id],
    );
    expect(stored.rows[0].recovery_token).not.toBe(recovery.data.properties!.hashed_token);
    expect(stored.rows[0].codes).not.toContain(recovery.data.properties!.email_otp);
    const byCode = await t.client().auth.verifyOtp({ email, token: recovery.data.properties!.email_otp, type: 'recovery' });
    expect(byCode.error).toBeNull();
    expect(byCode.data.session?.user.id).toBe(user.id);
    const replay = await t.client().auth.verifyOtp({ token_hash: recovery.data.properties!.hashed_token, type: 'recovery' });
    expect(replay.error?.code).toBe('otp_expired');

    const unknown = await admin.generateLink({ type: 'recovery', email: uniqueEmail('personne') });
    expect(unknown.error?.status).toBe(404);
    expect(unknown.error?.code).toBe('user_not_found');
  });

  it('verifyOtp with the six-digit code and the address, for signup, invite and magiclink', async () => {
    const admin = t.serviceClient().auth.admin;
    const signupEmail = uniqueEmail('code-inscription');
    const signup = await admin.generateLink({ type: 'signup', email: signupEmail, password: goodPassword });
    const inviteEmail = uniqueEmail('code-invite');
    const invite = await admin.generateLink({ type: 'invite', email: inviteEmail });
    const { email: magicEmail } = await signedUpAndConfirmed(t);
    const magic = await admin.generateLink({ type: 'magiclink', email: magicEmail });
    for (const [email, generated, type] of [
      [signupEmail, signup, 'signup'],
      [inviteEmail, invite, 'invite'],
      [magicEmail, magic, 'magiclink'],
    ] as const) {
      const { data, error } = await t.client().auth.verifyOtp({ email, token: generated.data.properties!.email_otp, type });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
      expect(data.user?.email_confirmed_at).toBeTruthy();
    }
    // Spent with its code, the magic link's own token no longer works.
    const link = await t.client().auth.verifyOtp({ token_hash: magic.data.properties!.hashed_token, type: 'magiclink' });
    expect(link.error?.code).toBe('otp_expired');
  });

  it('generate_link magiclink for an unknown address makes the account (a sign-up link); email type takes the code', async () => {
    const email = uniqueEmail('nouveau');
    const { data } = await t.serviceClient().auth.admin.generateLink({ type: 'magiclink', email });
    expect(data.properties?.verification_type).toBe('signup');
    const verified = await t.client().auth.verifyOtp({ email, token: data.properties!.email_otp, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('generate_link invite and email_change_current/new; both e-mail change links change the address', async () => {
    const admin = t.serviceClient().auth.admin;
    const invited = uniqueEmail('invite');
    const invite = await admin.generateLink({ type: 'invite', email: invited });
    expect(invite.data.properties?.verification_type).toBe('invite');
    expect(invite.data.user?.invited_at).toBeTruthy();
    const accepted = await t.client().auth.verifyOtp({ token_hash: invite.data.properties!.hashed_token, type: 'invite' });
    expect(accepted.error).toBeNull();

    const { email, user } = await signedUpAndConfirmed(t);
    const newEmail = uniqueEmail('changee');
    const current = await admin.generateLink({ type: 'email_change_current', email, newEmail });
    const next = await admin.generateLink({ type: 'email_change_new', email, newEmail });
    expect(current.data.properties?.verification_type).toBe('email_change');
    expect(next.data.user?.new_email).toBe(newEmail);
    const first = await t.client().auth.verifyOtp({ token_hash: current.data.properties!.hashed_token, type: 'email_change' });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    const second = await t.client().auth.verifyOtp({ email: newEmail, token: next.data.properties!.email_otp, type: 'email_change' });
    expect(second.error).toBeNull();
    expect(second.data.user).toMatchObject({ id: user.id, email: newEmail });
  });

  it('POST /invite mails a French invitation whose link signs the person in at redirect_to', async () => {
    const email = uniqueEmail('invitation');
    const { data, error } = await t.serviceClient().auth.admin.inviteUserByEmail(email, { data: { full_name: 'Mariam Sawadogo' }, redirectTo: `${t.url}/bienvenue` });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, invited_at: expect.any(String) });
    const { link, code } = await linkAndCode(t, email, /Invitation à rejoindre/);
    expect(link.searchParams.get('type')).toBe('invite');
    expect(code).toMatch(/^\d{6}$/);
    const opened = await open(t, link);
    const location = new URL(opened.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${t.url}/bienvenue`);
    expect(fragmentOf(location.toString()).get('type')).toBe('invite');
    const profile = await t.serviceClient().from('profiles').select('full_name').eq('id', data.user!.id).single();
    expect(profile.data?.full_name).toBe('Mariam Sawadogo');
    const twice = await t.serviceClient().auth.admin.inviteUserByEmail(email);
    expect(twice.error?.code).toBe('email_exists');
  });

  it('signInWithOtp mails a link and a six-digit code for an existing address; the code signs in once; wrong codes are limited', async () => {
    const { email, user } = await signedUpAndConfirmed(t);
    const sent = await t.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: `${t.url}/espace-client` } });
    expect(sent).toEqual({ data: { user: null, session: null, messageId: undefined }, error: null });
    const { link, code, text } = await linkAndCode(t, email, magicSubject);
    expect(text).toContain('Bonjour');
    expect(link.searchParams.get('type')).toBe('magiclink');
    const row = await t.server.ctx.db.query<{ body_text: string | null; data: unknown }>(`select body_text, data from public.notifications where recipient = $1 and kind = 'magic_link'`, [email]);
    expect(JSON.stringify(row.rows)).not.toContain(code);

    const wrong = await t.client().auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'email' });
    expect(wrong.error?.code).toBe('otp_expired');
    const verified = await t.client().auth.verifyOtp({ email, token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(user.id);
    expect(fragmentOf((await open(t, link)).headers.get('location')!).get('error_code')).toBe('otp_expired');

    const tooMany = [];
    for (let attempt = 0; attempt < 6; attempt += 1) tooMany.push((await t.client().auth.verifyOtp({ email, token: '123456', type: 'magiclink' })).error?.status);
    expect(tooMany.at(-1)).toBe(429);
  });

  it('signInWithOtp honours create_user: refused for an unknown address without it, an account made with it', async () => {
    const unknown = uniqueEmail('otp');
    const refused = await t.client().auth.signInWithOtp({ email: unknown, options: { shouldCreateUser: false } });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('otp_disabled');
    expect(await mailsTo(t, unknown)).toEqual([]);

    const created = await t.client().auth.signInWithOtp({ email: unknown, options: { data: { full_name: 'Aïcha Zongo' } } });
    expect(created.error).toBeNull();
    const { link } = await linkAndCode(t, unknown, magicSubject);
    const opened = await open(t, link);
    const fragment = fragmentOf(opened.headers.get('location')!);
    expect((await userWithToken(t, fragment.get('access_token')!)).body).toMatchObject({ email: unknown, email_confirmed_at: expect.any(String), user_metadata: { full_name: 'Aïcha Zongo' } });
  });

});
