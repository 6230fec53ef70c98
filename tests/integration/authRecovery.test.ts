import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/server';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { authFetch, signedUpClient, uniqueEmail, userWithToken } from './authFixtures';
import { latestLink, mailsTo } from '../helpers/sentMails';

const recoverySubject = /Réinitialisation de votre mot de passe/;

/** The token of the latest recovery mail, and the link it came in. */
async function recoveryLink(t: TestServer, email: string) {
  const link = await latestLink(t, email, recoverySubject);
  return { link, tokenHash: link.searchParams.get('token_hash')! };
}

const fragmentOf = (location: string) => new URLSearchParams(new URL(location).hash.slice(1));

describe('auth API: password recovery', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('mails a French link to the site’s page; the page’s POST /verify opens a recovery session; the new password then signs in', async () => {
    const { email, user } = await signedUpClient(t);
    const sent = await t.client().auth.resetPasswordForEmail(email, { redirectTo: `${t.server.ctx.config.siteUrl}/reset-password` });
    expect(sent).toEqual({ data: {}, error: null });

    const [mail] = (await mailsTo(t, email)).filter((candidate) => recoverySubject.test(candidate.subject));
    expect(mail.text).toContain('Bonjour');
    const { link, tokenHash } = await recoveryLink(t, email);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.server.ctx.config.siteUrl}/reset-password`);
    expect(link.searchParams.get('type')).toBe('recovery');

    const browser = t.client();
    const verified = await browser.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(user.id);
    expect((await userWithToken(t, verified.data.session!.access_token)).status).toBe(200);
    const { data: updated, error } = await browser.auth.updateUser({ password: 'retrouvé-2026' });
    expect(error).toBeNull();
    expect(updated.user?.id).toBe(user.id);
    const signIn = await t.client().auth.signInWithPassword({ email, password: 'retrouvé-2026' });
    expect(signIn.error).toBeNull();
  });

  it('spends nothing when a link scanner or a message preview opens the link first', async () => {
    const { email, user } = await signedUpClient(t);
    await t.client().auth.resetPasswordForEmail(email);
    const { link, tokenHash } = await recoveryLink(t, email);
    // What a scanner does: GET the mailed address (here on the test server's own origin).
    await fetch(new URL(`${link.pathname}${link.search}`, t.url), { redirect: 'manual' });
    await fetch(new URL(`${link.pathname}${link.search}`, t.url));

    const { data, error } = await t.client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
  });

  it('lets a link work only once', async () => {
    const { email } = await signedUpClient(t);
    await t.client().auth.resetPasswordForEmail(email);
    const { tokenHash } = await recoveryLink(t, email);
    expect((await t.client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })).error).toBeNull();
    const again = await t.client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('refuses a link older than an hour', async () => {
    const { email, user } = await signedUpClient(t);
    await t.client().auth.resetPasswordForEmail(email);
    const { tokenHash } = await recoveryLink(t, email);
    await t.server.ctx.db.query("update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1", [user.id]);
    const late = await t.client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(late.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('inconnu');
    const { data, error } = await t.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('links to the site, never to another one; the back-office’s own page when it asks', async () => {
    const { email } = await signedUpClient(t);
    await t.client().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example.net/steal' });
    const { link } = await recoveryLink(t, email);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.server.ctx.config.siteUrl}/reset-password`);

    const admin = await signedUpClient(t);
    await t.client().auth.resetPasswordForEmail(admin.email, { redirectTo: `${t.server.ctx.config.siteUrl}/admin/set-password` });
    const adminLink = (await recoveryLink(t, admin.email)).link;
    expect(`${adminLink.origin}${adminLink.pathname}`).toBe(`${t.server.ctx.config.siteUrl}/admin/set-password`);
    expect(adminLink.searchParams.get('type')).toBe('recovery');
  });

  it('still honours a link of the old shape (GET /verify), sending the browser back to the site only', async () => {
    const { email } = await signedUpClient(t);
    await t.client().auth.resetPasswordForEmail(email);
    const { tokenHash } = await recoveryLink(t, email);
    const old = new URLSearchParams({ token: tokenHash, type: 'recovery', redirect_to: 'https://evil.example.net/steal' });
    const opened = await authFetch(t, `/verify?${old}`);
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get('location')!);
    expect(location.origin).toBe(new URL(t.server.ctx.config.siteUrl).origin);
    expect(fragmentOf(location.toString()).get('access_token')).toBeTruthy();
    const again = await authFetch(t, `/verify?${old}`);
    expect(fragmentOf(again.headers.get('location')!).get('error_code')).toBe('otp_expired');
  });

  it('keeps no usable token in the outbox, which administrators can read and backups copy', async () => {
    const { email } = await signedUpClient(t);
    await t.client().auth.resetPasswordForEmail(email);
    await mailsTo(t, email);
    const rows = await t.server.ctx.db.query('select * from public.notifications where recipient = $1', [email]);
    expect(rows.rows).toHaveLength(1);
    const candidates = new Set(JSON.stringify(rows.rows).match(/[A-Za-z0-9_-]{16,}/g) ?? []);
    for (const candidate of candidates) {
      const answer = await authFetch(t, '/verify', { method: 'POST', body: JSON.stringify({ type: 'recovery', token_hash: candidate }) });
      expect(answer.status, candidate).toBe(403);
    }
    const { tokenHash } = await recoveryLink(t, email);
    expect((await t.client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })).error).toBeNull();
  });

  it('scrubs the links that recovery mails queued before this change kept in the outbox', async () => {
    const oldLink = 'http://localhost:3000/auth/v1/verify?token=K3QYTwtp01EbekoL3LOjguPRQ2DIi-z_5QkbbD2o-bE&type=recovery&redirect_to=x';
    await t.server.ctx.db.query(
      "insert into public.notifications (kind, recipient, subject, body_text, status) values ('password_recovery', 'ancien@example.com', 'Réinitialisation', $1, 'sent')",
      [`Ouvrez ce lien :\n\n${oldLink}\n`],
    );
    const migration = await readFile(path.join(projectRoot, 'supabase/migrations/20261123000500_scrub_outbox_recovery_tokens.sql'), 'utf8');
    await t.server.ctx.db.exec(migration);
    const row = await t.server.ctx.db.query<{ body_text: string }>("select body_text from public.notifications where recipient = 'ancien@example.com'");
    expect(row.rows[0].body_text).toContain('/auth/v1/verify?token=[retiré]&type=recovery');
    expect(row.rows[0].body_text).not.toContain('K3QYTwtp01');
  });

  it('refuses a recovery request without a valid e-mail', async () => {
    const response = await authFetch(t, '/recover', { method: 'POST', body: JSON.stringify({ email: 'nulle part' }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'validation_failed' });
  });
});
