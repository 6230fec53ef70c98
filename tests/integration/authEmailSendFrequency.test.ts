import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { latestMailTo } from '../helpers/sentMails';
import { authFetch, currentAccessToken, signedUpClient, uniqueEmail } from './authFixtures';

/** What a client reads of an answer: status, GoTrue's body, Retry-After. */
async function answerOf(response: Response) {
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown> };
}

const post = (t: TestServer, path: string, body: unknown) => authFetch(t, path, { method: 'POST', body: JSON.stringify(body) });

/** The seconds GoTrue's 429 says are left, checked against its shape. */
function secondsLeft(answer: Awaited<ReturnType<typeof answerOf>>): number {
  expect(answer).toMatchObject({ status: 429, body: { code: 429, error_code: 'over_email_send_rate_limit' } });
  const match = /^For security purposes, you can only request this after (\d+) seconds\.$/.exec(String(answer.body.msg));
  expect(match, String(answer.body.msg)).not.toBeNull();
  const seconds = Number(match![1]);
  expect(answer.retryAfter).toBe(String(seconds));
  return seconds;
}

/** The user's last mail of this kind moved `seconds` into the past, as if asked for then. */
async function askedSecondsAgo(t: TestServer, email: string, column: string, seconds: number) {
  await t.server.ctx.db.query(`update auth.users set ${column} = now() - make_interval(secs => $2) where email = $1`, [email, seconds]);
}

describe('auth API: a second e-mail within the minute gets GoTrue’s 429 with the seconds left', () => {
  let t: TestServer;
  let unconfirmed: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
    unconfirmed = await startTestServer({ env: { MAILER_AUTOCONFIRM: 'false' } });
  });
  afterAll(async () => {
    await t?.close();
    await unconfirmed?.close();
  });

  it('GET /reauthenticate: the second request within a minute is refused, and says how long to wait', async () => {
    const { client } = await signedUpClient(t);
    const token = await currentAccessToken(client);
    expect((await authFetch(t, '/reauthenticate', { token })).status).toBe(200);
    const second = secondsLeft(await answerOf(await authFetch(t, '/reauthenticate', { token })));
    expect(second).toBeGreaterThan(0);
    expect(second).toBeLessThanOrEqual(60);
  });

  it('POST /recover: 429 for an account asked for under a minute ago, the wait shrinking as time passes', async () => {
    const { email } = await signedUpClient(t);
    expect((await post(t, '/recover', { email })).status).toBe(200);
    // The person has the mail before asking again: sending it stamps the time its link was minted, so
    // moving the clock back before it left would be undone by a worker slow to send it.
    await latestMailTo(t, email, /Réinitialisation de votre mot de passe/);
    secondsLeft(await answerOf(await post(t, '/recover', { email })));
    await askedSecondsAgo(t, email, 'recovery_sent_at', 45);
    expect(secondsLeft(await answerOf(await post(t, '/recover', { email })))).toBeLessThanOrEqual(15);
    await askedSecondsAgo(t, email, 'recovery_sent_at', 61);
    expect((await post(t, '/recover', { email })).status).toBe(200);
    // An address without an account has nothing sent, so nothing to wait for.
    const nobody = uniqueEmail('personne');
    expect((await post(t, '/recover', { email: nobody })).status).toBe(200);
    expect((await post(t, '/recover', { email: nobody })).status).toBe(200);
  });

  it('POST /otp: a second magic link within the minute is refused', async () => {
    const { email } = await signedUpClient(t);
    expect((await post(t, '/otp', { email, create_user: false })).status).toBe(200);
    secondsLeft(await answerOf(await post(t, '/otp', { email, create_user: false })));
  });

  it('POST /resend type signup: the confirmation link asked again right after sign-up is refused', async () => {
    const email = uniqueEmail('attente');
    const { error } = await unconfirmed.client().auth.signUp({ email, password: 'motdepasse-solide-1' });
    expect(error).toBeNull();
    const again = await unconfirmed.client().auth.resend({ type: 'signup', email });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    await latestMailTo(unconfirmed, email, /Confirmez votre adresse e-mail/);
    secondsLeft(await answerOf(await post(unconfirmed, '/resend', { type: 'signup', email })));
    await askedSecondsAgo(unconfirmed, email, 'confirmation_sent_at', 61);
    expect((await unconfirmed.client().auth.resend({ type: 'signup', email })).error).toBeNull();
  });

  it('POST /resend type email_change: the links asked again within the minute are refused', async () => {
    const { client, email } = await signedUpClient(t);
    expect((await client.auth.updateUser({ email: uniqueEmail('nouvelle') })).error).toBeNull();
    secondsLeft(await answerOf(await post(t, '/resend', { type: 'email_change', email })));
  });
});
