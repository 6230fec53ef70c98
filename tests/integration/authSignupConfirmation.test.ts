import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { applyPlatform } from '../../server/db/migrate';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { authFetch, goodPassword, uniqueEmail } from './authFixtures';
import { latestLink, mailsTo } from '../helpers/sentMails';

const confirmationSubject = /Confirmez votre adresse e-mail/;

/** Signs up as the register page does; no session comes back while the address is unconfirmed. */
async function signUp(t: TestServer, email: string, password = goodPassword) {
  const { data, error } = await t.client().auth.signUp({ email, password, options: { data: { full_name: 'Awa Ouédraogo' } } });
  expect(error).toBeNull();
  return data;
}

/** What the /confirm-email page does when the person presses « Confirmer mon adresse ». */
async function confirmThroughLatestMail(t: TestServer, email: string) {
  const link = await latestLink(t, email, confirmationSubject);
  expect(`${link.origin}${link.pathname}`).toBe(`${t.server.ctx.config.siteUrl}/confirm-email`);
  expect(link.searchParams.get('type')).toBe('signup');
  const client = t.client();
  const verified = await client.auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'signup' });
  return { client, ...verified };
}

describe('auth API: sign-up confirmed by e-mail (MAILER_AUTOCONFIRM=false)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { MAILER_AUTOCONFIRM: 'false' } });
  });
  afterAll(() => t?.close());

  it('is the default, and /settings says so', async () => {
    expect(readConfig({}).mailerAutoconfirm).toBe(false);
    expect(readConfig({ MAILER_AUTOCONFIRM: 'true' }).mailerAutoconfirm).toBe(true);
    expect(() => readConfig({ MAILER_AUTOCONFIRM: 'oui' })).toThrow(/MAILER_AUTOCONFIRM/);
    expect(await (await authFetch(t, '/settings')).json()).toMatchObject({ mailer_autoconfirm: false });
  });

  it('gives a database made before these columns existed GoTrue’s confirmation columns at the next start', async () => {
    const columns = ['confirmation_token', 'confirmation_sent_at', 'email_change_token_new', 'email_change_token_current', 'email_change_confirm_status'];
    const present = async () =>
      (
        await t.server.ctx.db.query<{ column_name: string }>(
          "select column_name from information_schema.columns where table_schema = 'auth' and table_name = 'users' and column_name = any($1::text[])",
          [columns],
        )
      ).rows.map((row) => row.column_name);
    // A database of that time: without the columns, and without the record of the platform applied.
    await t.server.ctx.db.exec(`alter table auth.users ${columns.map((column) => `drop column ${column}`).join(', ')}`);
    await t.server.ctx.db.exec('drop table supabase_migrations.platform_applied');
    expect(await present()).toEqual([]);
    await applyPlatform(t.server.ctx.db);
    expect((await present()).sort()).toEqual([...columns].sort());
  });

  it('opens no session before the mailed link is confirmed; email_not_confirmed until then; signed in by the link', async () => {
    const email = uniqueEmail();
    const data = await signUp(t, email);
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const early = await t.client().auth.signInWithPassword({ email, password: goodPassword });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const confirmed = await confirmThroughLatestMail(t, email);
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.session?.access_token).toEqual(expect.any(String));
    expect(confirmed.data.user?.email_confirmed_at).toEqual(expect.any(String));
    const signIn = await t.client().auth.signInWithPassword({ email, password: goodPassword });
    expect(signIn.error).toBeNull();
    // Spent: the link cannot open a second session.
    const link = await latestLink(t, email, confirmationSubject);
    const again = await t.client().auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'signup' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('leads the confirmation link back to the page the visitor was going to (emailRedirectTo), never off the site', async () => {
    const email = uniqueEmail();
    const { error } = await t.client().auth.signUp({ email, password: goodPassword, options: { emailRedirectTo: `${t.server.ctx.config.siteUrl}/cart` } });
    expect(error).toBeNull();
    const link = await latestLink(t, email, confirmationSubject);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.server.ctx.config.siteUrl}/confirm-email`);
    expect(link.searchParams.get('redirect')).toBe('/cart');
    expect(link.searchParams.get('type')).toBe('signup');

    const elsewhere = uniqueEmail();
    await t.client().auth.signUp({ email: elsewhere, password: goodPassword, options: { emailRedirectTo: 'https://evil.example/cart' } });
    expect((await latestLink(t, elsewhere, confirmationSubject)).searchParams.get('redirect')).toBeNull();

    // The link sent again leads to the same page (once the minute between two mails has passed).
    await t.server.ctx.db.query("update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1", [email]);
    expect((await t.client().auth.resend({ type: 'signup', email, options: { emailRedirectTo: `${t.server.ctx.config.siteUrl}/appointment` } })).error).toBeNull();
    await expect.poll(async () => (await latestLink(t, email, confirmationSubject)).searchParams.get('redirect')).toBe('/appointment');
  });

  it('neither blocks nor hands over the account of someone whose address another person registered first', async () => {
    const victim = uniqueEmail('victime');
    const squatter = await signUp(t, victim, 'mot-de-passe-du-squatteur');
    expect(squatter.session).toBeNull();

    // The owner registers later with their own password: no « already registered », a link instead.
    const owner = await signUp(t, victim, 'mot-de-passe-du-titulaire');
    expect(owner.session).toBeNull();
    const confirmed = await confirmThroughLatestMail(t, victim);
    expect(confirmed.error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email: victim, password: 'mot-de-passe-du-titulaire' })).error).toBeNull();
    const squatterSignIn = await t.client().auth.signInWithPassword({ email: victim, password: 'mot-de-passe-du-squatteur' });
    expect(squatterSignIn.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('answers a sign-up with a confirmed address like any other, with no session, no mail and no second account', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    await confirmThroughLatestMail(t, email);
    const mailsBefore = (await mailsTo(t, email)).length;

    const again = await signUp(t, email, 'un-autre-mot-de-passe');
    expect(again.session).toBeNull();
    expect(again.user?.email).toBe(email);
    expect((await mailsTo(t, email)).length).toBe(mailsBefore);
    const accounts = await t.server.ctx.db.query('select id from auth.users where lower(email) = $1', [email]);
    expect(accounts.rows).toHaveLength(1);
    expect(again.user?.id).not.toBe(accounts.rows[0].id);
  });

  it('sends the link again on POST /resend (after a minute, GoTrue’s 429 before), and says nothing about unknown addresses', async () => {
    const email = uniqueEmail();
    const { user } = await signUp(t, email);
    const first = await latestLink(t, email, confirmationSubject);

    const tooSoon = await t.client().auth.resend({ type: 'signup', email });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect((await mailsTo(t, email)).length).toBe(1);

    await t.server.ctx.db.query("update auth.users set confirmation_sent_at = now() - interval '2 minutes' where id = $1", [user!.id]);
    const resent = await t.client().auth.resend({ type: 'signup', email });
    expect(resent.error).toBeNull();
    const second = await latestLink(t, email, confirmationSubject);
    expect((await mailsTo(t, email)).length).toBe(2);
    expect(second.searchParams.get('token_hash')).not.toBe(first.searchParams.get('token_hash'));
    expect((await t.client().auth.verifyOtp({ token_hash: second.searchParams.get('token_hash')!, type: 'signup' })).error).toBeNull();

    const unknown = await t.client().auth.resend({ type: 'signup', email: uniqueEmail('inconnu') });
    expect(unknown.error).toBeNull();
    const badType = await authFetch(t, '/resend', { method: 'POST', body: JSON.stringify({ type: 'magie', email }) });
    expect(badType.status).toBe(400);
  });

  it('keeps no usable token in the outbox: every token-looking string of every notification row fails /verify', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    const { client } = await confirmThroughLatestMail(t, email);
    await t.client().auth.resetPasswordForEmail(email);
    expect((await client.auth.updateUser({ email: uniqueEmail('nouvelle') })).error).toBeNull();
    await mailsTo(t, email);

    const rows = await t.server.ctx.db.query('select * from public.notifications');
    const candidates = new Set(rows.rows.flatMap((row) => JSON.stringify(row).match(/[A-Za-z0-9_-]{16,}/g) ?? []));
    expect(candidates.size).toBeGreaterThan(0);
    const accepted: string[] = [];
    for (const candidate of candidates) {
      for (const type of ['recovery', 'signup', 'email_change']) {
        const answer = await authFetch(t, '/verify', { method: 'POST', body: JSON.stringify({ type, token_hash: candidate }) });
        if (answer.status < 400) accepted.push(`${type}:${candidate}`);
      }
    }
    expect(accepted).toEqual([]);

    // The mail itself carried a working link: the test would see a token if the row held one.
    const recovery = await latestLink(t, email, /Réinitialisation/);
    expect((await t.client().auth.verifyOtp({ token_hash: recovery.searchParams.get('token_hash')!, type: 'recovery' })).error).toBeNull();
  });
});
