import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reauthenticationCodeMinutes } from '../../server/auth/reauthenticationCode';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { authFetch, currentAccessToken, goodPassword, signedUpClient } from './authFixtures';

/** Makes every session of a user look opened `minutes` ago, as if signed in earlier. */
async function ageSessions(t: TestServer, userId: string, minutes: number) {
  await t.server.ctx.db.query('update auth.sessions set created_at = now() - make_interval(mins => $2) where user_id = $1', [userId, minutes]);
}

const codeSubject = 'Votre code de confirmation';

/** The re-authentication mails delivered to an address so far (the mail worker sends what is due first). */
async function codeMails(t: TestServer, email: string) {
  return (await mailsTo(t, email)).filter((mail) => mail.subject === codeSubject);
}

/** The code of the latest re-authentication mail, as the person reads it in their mailbox. */
async function mailedCode(t: TestServer, email: string): Promise<string> {
  const mail = (await codeMails(t, email)).at(-1);
  expect(mail, `aucun code envoyé à ${email}`).toBeDefined();
  return /\b(\d{6})\b/.exec(mail!.text)![1];
}

/** The outbox rows of re-authentication mails to an address (what administrators and backups see). */
async function outboxRows(t: TestServer, email: string) {
  return (
    await t.server.ctx.db.query<{ subject: string | null; body_text: string | null; data: unknown; status: string; last_error: string | null }>(
      "select subject, body_text, data, status, last_error from public.notifications where kind = 'reauthentication' and recipient = $1 order by id",
      [email],
    )
  ).rows;
}

async function canSignIn(t: TestServer, email: string, password: string) {
  return (await t.client().auth.signInWithPassword({ email, password })).error === null;
}

describe('auth API: changing a password needs a recent sign-in or an e-mailed code', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { AUTH_RATE_LIMITS: 'reauthentication=3/600' } });
  });
  afterAll(() => t?.close());

  it('lets a session opened minutes ago change the password without a code', async () => {
    const { client, email } = await signedUpClient(t);
    const { error } = await client.auth.updateUser({ password: 'nouveau-mot-de-passe-1' });
    expect(error).toBeNull();
    expect(await canSignIn(t, email, 'nouveau-mot-de-passe-1')).toBe(true);
  });

  it('refuses an older session without a code, as GoTrue does, and changes nothing', async () => {
    const { client, email, user } = await signedUpClient(t);
    await ageSessions(t, user.id, 11);
    const { error } = await client.auth.updateUser({ password: 'vole-le-compte-1' });
    expect(error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    // Nor does it say whether a guess is the current password.
    const guess = await client.auth.updateUser({ password: goodPassword });
    expect(guess.error).toMatchObject({ code: 'reauthentication_needed' });
    expect(await canSignIn(t, email, goodPassword)).toBe(true);
    expect(await canSignIn(t, email, 'vole-le-compte-1')).toBe(false);
  });

  it('e-mails a six-digit code that works once, refusing a wrong one', async () => {
    const { client, email, user } = await signedUpClient(t);
    await ageSessions(t, user.id, 30);
    expect(await client.auth.reauthenticate()).toMatchObject({ error: null });
    const code = await mailedCode(t, email);

    const wrong = await client.auth.updateUser({ password: 'nouveau-mot-de-passe-2', nonce: code === '000000' ? '111111' : '000000' });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    const { error } = await client.auth.updateUser({ password: 'nouveau-mot-de-passe-2', nonce: code });
    expect(error).toBeNull();
    expect(await canSignIn(t, email, 'nouveau-mot-de-passe-2')).toBe(true);

    const again = await client.auth.updateUser({ password: 'nouveau-mot-de-passe-3', nonce: code });
    expect(again.error).toMatchObject({ code: 'reauthentication_not_valid' });
    // The code was not stored as such.
    const stored = await t.server.ctx.db.query<{ reauthentication_token: string | null }>(
      'select reauthentication_token from auth.users where id = $1',
      [user.id],
    );
    expect(stored.rows[0].reauthentication_token).toBeNull();
  });

  it('refuses an expired code, and a second code within a minute', async () => {
    const { client, email, user } = await signedUpClient(t);
    await ageSessions(t, user.id, 30);
    await client.auth.reauthenticate();
    const code = await mailedCode(t, email);
    const stored = await t.server.ctx.db.query<{ reauthentication_token: string }>('select reauthentication_token from auth.users where id = $1', [user.id]);
    expect(stored.rows[0].reauthentication_token).not.toContain(code);

    const tooSoon = await authFetch(t, '/reauthenticate', { token: await currentAccessToken(client) });
    expect(tooSoon.status).toBe(429);
    expect(await tooSoon.json()).toMatchObject({ error_code: 'over_email_send_rate_limit' });

    await t.server.ctx.db.query("update auth.users set reauthentication_sent_at = now() - interval '11 minutes' where id = $1", [user.id]);
    const late = await client.auth.updateUser({ password: 'nouveau-mot-de-passe-4', nonce: code });
    expect(late.error).toMatchObject({ code: 'reauthentication_not_valid' });
  });

  it('keeps the code out of the outbox, which administrators can read and backups copy; the mailed code works', async () => {
    const { client, email, user } = await signedUpClient(t);
    await ageSessions(t, user.id, 30);
    expect(await client.auth.reauthenticate()).toMatchObject({ error: null });
    const code = await mailedCode(t, email);

    const rows = await outboxRows(t, email);
    expect(rows.map((row) => row.status)).toEqual(['sent']);
    for (const row of rows) {
      const queued = JSON.stringify([row.subject, row.body_text, row.data]);
      expect(queued).not.toContain(code);
      expect(queued).not.toMatch(/\b\d{6}\b/);
    }
    expect((await client.auth.updateUser({ password: 'nouveau-mot-de-passe-6', nonce: code })).error).toBeNull();
    expect(await canSignIn(t, email, 'nouveau-mot-de-passe-6')).toBe(true);
  });

  it('makes the earlier code useless when a new one is asked for', async () => {
    const { client, email, user } = await signedUpClient(t);
    await ageSessions(t, user.id, 30);
    await client.auth.reauthenticate();
    const first = await mailedCode(t, email);
    // A minute later, the person asks again.
    await t.server.ctx.db.query("update auth.users set reauthentication_sent_at = now() - interval '2 minutes' where id = $1", [user.id]);
    expect(await client.auth.reauthenticate()).toMatchObject({ error: null });
    const second = await mailedCode(t, email);
    expect(await codeMails(t, email)).toHaveLength(2);

    if (first !== second) {
      const old = await client.auth.updateUser({ password: 'nouveau-mot-de-passe-7', nonce: first });
      expect(old.error).toMatchObject({ code: 'reauthentication_not_valid' });
    }
    expect((await client.auth.updateUser({ password: 'nouveau-mot-de-passe-7', nonce: second })).error).toBeNull();
  });

  it(`never sends a code after its life (${reauthenticationCodeMinutes} minutes): the mail is marked expired`, async () => {
    const { client, email, user } = await signedUpClient(t);
    await ageSessions(t, user.id, 30);
    await client.auth.reauthenticate();
    // The mail worker was down for longer than the code's life.
    await t.server.ctx.db.query(
      `update public.notifications set created_at = created_at - make_interval(mins => $2 + 1), expires_at = expires_at - make_interval(mins => $2 + 1)
        where kind = 'reauthentication' and recipient = $1`,
      [email, reauthenticationCodeMinutes],
    );
    expect(await codeMails(t, email)).toEqual([]);
    expect((await outboxRows(t, email)).map((row) => row.status)).toEqual(['expired']);
    const stored = await t.server.ctx.db.query<{ reauthentication_token: string | null }>('select reauthentication_token from auth.users where id = $1', [user.id]);
    expect(stored.rows[0].reauthentication_token).toBeNull();
  });

  it('stops guessing after a few wrong codes, even with the right one', async () => {
    const { client, email, user } = await signedUpClient(t);
    await ageSessions(t, user.id, 30);
    await client.auth.reauthenticate();
    const code = await mailedCode(t, email);
    const wrongCodes = ['000001', '000002', '000003', '000004'].filter((candidate) => candidate !== code).slice(0, 3);
    for (const wrong of wrongCodes) {
      expect((await client.auth.updateUser({ password: 'nouveau-mot-de-passe-5', nonce: wrong })).error?.code).toBe('reauthentication_not_valid');
    }
    const blocked = await client.auth.updateUser({ password: 'nouveau-mot-de-passe-5', nonce: code });
    expect(blocked.error).toMatchObject({ status: 429 });
  });

  it('asks for a signed-in user', async () => {
    const response = await authFetch(t, '/reauthenticate');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error_code: 'no_authorization' });
  });
});

describe('auth API: secure password change turned off', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: 'false' } });
  });
  afterAll(() => t?.close());

  it('lets any session change the password, as GoTrue does with the option off', async () => {
    const { client, email, user } = await signedUpClient(t);
    await ageSessions(t, user.id, 60 * 24 * 7);
    expect((await client.auth.updateUser({ password: 'sans-code-2026' })).error).toBeNull();
    expect(await canSignIn(t, email, 'sans-code-2026')).toBe(true);
  });
});
