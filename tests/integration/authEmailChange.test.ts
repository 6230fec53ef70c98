import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { authFetch, currentAccessToken, goodPassword, signedUpClient, uniqueEmail, userWithToken } from './authFixtures';
import { latestLink, mailsTo } from '../helpers/sentMails';

const toCurrentSubject = /Changement de votre adresse e-mail/;
const toNewSubject = /Confirmez votre nouvelle adresse e-mail/;

/** The token_hash of the latest e-mail change link sent to an address. */
async function changeToken(t: TestServer, address: string, subject: RegExp): Promise<string> {
  const link = await latestLink(t, address, subject);
  expect(`${link.origin}${link.pathname}`).toBe(`${t.server.ctx.config.siteUrl}/confirm-email`);
  expect(link.searchParams.get('type')).toBe('email_change');
  return link.searchParams.get('token_hash')!;
}

describe('auth API: secure e-mail change', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('waits for both links: new_email meanwhile; after both, the new address signs in and every older session is over', async () => {
    const { client, email, user } = await signedUpClient(t);
    const laptop = t.client();
    expect((await laptop.auth.signInWithPassword({ email, password: goodPassword })).error).toBeNull();
    const newEmail = uniqueEmail('nouvelle');

    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email, new_email: newEmail });
    expect(data.user?.email_change_sent_at).toEqual(expect.any(String));
    expect((await client.auth.getUser()).data.user).toMatchObject({ email, new_email: newEmail });
    expect((await t.client().auth.signInWithPassword({ email: newEmail, password: goodPassword })).error).not.toBeNull();

    const first = await t.client().auth.verifyOtp({ token_hash: await changeToken(t, email, toCurrentSubject), type: 'email_change' });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    const second = t.client();
    const done = await second.auth.verifyOtp({ token_hash: await changeToken(t, newEmail, toNewSubject), type: 'email_change' });
    expect(done.error).toBeNull();
    expect(done.data.user).toMatchObject({ id: user.id, email: newEmail });
    expect(done.data.user?.new_email).toBeUndefined();
    expect((await userWithToken(t, done.data.session!.access_token)).status).toBe(200);

    // Whoever held a session before (a thief with a stolen token included) is signed out.
    for (const before of [client, laptop]) {
      expect((await userWithToken(t, await currentAccessToken(before))).body).toMatchObject({ error_code: 'session_not_found' });
    }
    expect((await t.client().auth.signInWithPassword({ email: newEmail, password: goodPassword })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email, password: goodPassword })).error).not.toBeNull();
    const profile = await t.server.ctx.db.query('select email from public.profiles where id = $1', [user.id]);
    expect(profile.rows[0]).toEqual({ email: newEmail });
  });

  it('never changes the address with the new address’s link alone, nor with one link used twice', async () => {
    const { client, email } = await signedUpClient(t);
    const newEmail = uniqueEmail('voleur');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const token = await changeToken(t, newEmail, toNewSubject);
    expect((await t.client().auth.verifyOtp({ token_hash: token, type: 'email_change' })).error).toBeNull();
    const twice = await t.client().auth.verifyOtp({ token_hash: token, type: 'email_change' });
    expect(twice.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect((await client.auth.getUser()).data.user).toMatchObject({ email, new_email: newEmail });
  });

  it('refuses an address someone else has, and a new request within a minute; a later request replaces the links', async () => {
    const { client, email, user } = await signedUpClient(t);
    const other = await signedUpClient(t);
    const taken = await client.auth.updateUser({ email: other.email.toUpperCase() });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });

    const firstChoice = uniqueEmail('premier');
    expect((await client.auth.updateUser({ email: firstChoice })).error).toBeNull();
    const again = await client.auth.updateUser({ email: firstChoice });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const staleCurrent = await changeToken(t, email, toCurrentSubject);

    await t.server.ctx.db.query("update auth.users set email_change_sent_at = now() - interval '2 minutes' where id = $1", [user.id]);
    const secondChoice = uniqueEmail('second');
    expect((await client.auth.updateUser({ email: secondChoice })).error).toBeNull();
    const stale = await t.client().auth.verifyOtp({ token_hash: staleCurrent, type: 'email_change' });
    expect(stale.error).toMatchObject({ code: 'otp_expired' });
    expect(await mailsTo(t, secondChoice)).toHaveLength(1);
  });

  it('sends one pair of links for the same change asked several times at once', async () => {
    const { client, email } = await signedUpClient(t);
    const token = await currentAccessToken(client);
    const newEmail = uniqueEmail('rafale');
    const statuses = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await authFetch(t, '/user', { method: 'PUT', token, body: JSON.stringify({ email: newEmail }) });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(await mailsTo(t, newEmail)).toHaveLength(1);
    expect((await mailsTo(t, email)).filter((mail) => toCurrentSubject.test(mail.subject))).toHaveLength(1);
  });

  it('sends both links again on POST /resend type email_change', async () => {
    const { client, email, user } = await signedUpClient(t);
    const newEmail = uniqueEmail('nouvelle');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    await mailsTo(t, email);
    await t.server.ctx.db.query("update auth.users set email_change_sent_at = now() - interval '2 minutes' where id = $1", [user.id]);
    const resent = await authFetch(t, '/resend', { method: 'POST', body: JSON.stringify({ type: 'email_change', email }) });
    expect(resent.status).toBe(200);
    expect(await mailsTo(t, newEmail)).toHaveLength(2);
    const viaCurrent = await t.client().auth.verifyOtp({ token_hash: await changeToken(t, email, toCurrentSubject), type: 'email_change' });
    expect(viaCurrent.error).toBeNull();
    const viaNew = await t.client().auth.verifyOtp({ token_hash: await changeToken(t, newEmail, toNewSubject), type: 'email_change' });
    expect(viaNew.data.user?.email).toBe(newEmail);
  });
});
