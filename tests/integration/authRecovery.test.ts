import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { authFetch, signedUpClient, uniqueEmail, userWithToken } from './authFixtures';

/** The recovery mails queued for an address, newest first. */
async function recoveryMails(t: TestServer, email: string) {
  const found = await t.server.ctx.db.query<{ subject: string; body_text: string }>(
    "select subject, body_text from public.notifications where kind = 'password_recovery' and recipient = $1 order by id desc",
    [email],
  );
  return found.rows;
}

/** The link of the latest recovery mail, pointed at the test server (SITE_URL is not known to it). */
async function recoveryLink(t: TestServer, email: string): Promise<URL> {
  const [mail] = await recoveryMails(t, email);
  const written = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.body_text)![0];
  const link = new URL(written);
  expect(link.origin).toBe(new URL(t.server.ctx.config.siteUrl).origin);
  return new URL(`${link.pathname}${link.search}`, t.url);
}

const fragmentOf = (location: string) => new URLSearchParams(new URL(location).hash.slice(1));

describe('auth API: password recovery', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('mails a French link that opens a recovery session; the new password then signs in', async () => {
    const { email, user } = await signedUpClient(t);
    const redirectTo = `${t.url}/reset-password`;
    const sent = await t.client().auth.resetPasswordForEmail(email, { redirectTo });
    expect(sent).toEqual({ data: {}, error: null });

    const [mail] = await recoveryMails(t, email);
    expect(mail.subject).toContain('Réinitialisation de votre mot de passe');
    expect(mail.body_text).toContain('Bonjour');
    const link = await recoveryLink(t, email);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(redirectTo);

    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const location = opened.headers.get('location')!;
    expect(location.startsWith(`${redirectTo}#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');

    const browser = t.client();
    const { error: sessionError } = await browser.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(sessionError).toBeNull();
    const { data: updated, error } = await browser.auth.updateUser({ password: 'retrouvé-2026' });
    expect(error).toBeNull();
    expect(updated.user?.id).toBe(user.id);
    const signIn = await t.client().auth.signInWithPassword({ email, password: 'retrouvé-2026' });
    expect(signIn.error).toBeNull();
  });

  it('lets a link work only once', async () => {
    const { email } = await signedUpClient(t);
    await t.client().auth.resetPasswordForEmail(email, { redirectTo: `${t.url}/reset-password` });
    const link = await recoveryLink(t, email);
    expect(fragmentOf((await fetch(link, { redirect: 'manual' })).headers.get('location')!).get('access_token')).toBeTruthy();

    const again = await fetch(link, { redirect: 'manual' });
    expect(again.status).toBe(303);
    const fragment = fragmentOf(again.headers.get('location')!);
    expect(fragment.get('access_token')).toBeNull();
    expect(fragment.get('error')).toBe('access_denied');
    expect(fragment.get('error_code')).toBe('otp_expired');
  });

  it('refuses a link older than an hour', async () => {
    const { email, user } = await signedUpClient(t);
    await t.client().auth.resetPasswordForEmail(email);
    const link = await recoveryLink(t, email);
    await t.server.ctx.db.query("update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1", [user.id]);
    const opened = await fetch(link, { redirect: 'manual' });
    expect(fragmentOf(opened.headers.get('location')!).get('error_code')).toBe('otp_expired');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('inconnu');
    const { data, error } = await t.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await recoveryMails(t, email)).toEqual([]);
  });

  it('never redirects to another site', async () => {
    const { email } = await signedUpClient(t);
    await t.client().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example.net/steal' });
    const link = await recoveryLink(t, email);
    expect(link.searchParams.get('redirect_to')).toBe(t.server.ctx.config.siteUrl);

    link.searchParams.set('redirect_to', 'https://evil.example.net/steal');
    const opened = await fetch(link, { redirect: 'manual' });
    const location = new URL(opened.headers.get('location')!);
    expect(location.origin).toBe(new URL(t.server.ctx.config.siteUrl).origin);
  });

  it('verifies a token posted by the page (POST /verify) once, with a session in JSON', async () => {
    const { email, user } = await signedUpClient(t);
    await t.client().auth.resetPasswordForEmail(email);
    const token = (await recoveryLink(t, email)).searchParams.get('token')!;
    const client = t.client();
    const { data, error } = await client.auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect((await userWithToken(t, data.session!.access_token)).status).toBe(200);

    const again = await t.client().auth.verifyOtp({ token_hash: token, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('refuses a recovery request without a valid e-mail', async () => {
    const response = await authFetch(t, '/recover', { method: 'POST', body: JSON.stringify({ email: 'nulle part' }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'validation_failed' });
  });
});
