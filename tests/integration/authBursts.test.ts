import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollTotp, totpCode, wrongCode } from '../fixtures/totp';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { authFetch, goodPassword, signedUpClient, uniqueEmail } from './authFixtures';

/**
 * Guesses sent all at once, as an attacker scripts them: every limit must count each attempt
 * before it is evaluated, so that of a burst only the allowance is ever evaluated and the rest
 * get GoTrue's 429, the right guess included when it comes after the allowance.
 * Each test speaks from an address of its own (X-Forwarded-For through the trusted proxy).
 */
describe('auth API: limits hold against concurrent bursts', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      env: {
        TRUST_PROXY: '127.0.0.1',
        AUTH_RATE_LIMITS: 'otp_verify=5/600,mfa_verify=5/300,login=1000/300,login_account=5/300,reauthentication=5/600,verify=30/300,token=150/300',
      },
    });
  });
  afterAll(() => t?.close());

  let lastOctet = 0;
  /** An address of the test's own, so the per-address limits of one test never touch another's. */
  const newAddress = () => `198.51.100.${(lastOctet += 1)}`;
  const from = (address: string) => ({ 'x-forwarded-for': address });

  /** Sends the requests at once and tallies the answers' statuses. */
  async function burst(requests: Array<() => Promise<Response>>) {
    const responses = await Promise.all(requests.map((send) => send()));
    const statuses = responses.map((response) => response.status);
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    const count = (status: number) => statuses.filter((candidate) => candidate === status).length;
    return { statuses, count, evaluated: statuses.filter((status) => status !== 429).length };
  }

  /** Wrong six-digit codes, none equal to `right`. */
  const wrongCodes = (count: number, right: string) =>
    Array.from({ length: count + 1 }, (_, index) => String(100000 + index * 7919).slice(0, 6)).filter((code) => code !== right).slice(0, count);

  it('evaluates at most otp_verify codes of a burst on one e-mail address: the right code sent last opens nothing', async () => {
    const email = uniqueEmail('rafale-code');
    const { data } = await t.serviceClient().auth.admin.generateLink({ type: 'magiclink', email });
    const right = data.properties!.email_otp;
    // Each guess from another address: only the per-e-mail allowance stands between them and the code.
    const guesses = [...wrongCodes(299, right), right].map(
      (token) => () => authFetch(t, '/verify', { method: 'POST', headers: from(newAddress()), body: JSON.stringify({ type: 'magiclink', email, token }) }),
    );
    const answers = await burst(guesses);
    expect(answers.evaluated).toBeLessThanOrEqual(5);
    expect(answers.count(429)).toBeGreaterThanOrEqual(295);
    expect(answers.count(200)).toBe(0);
  });

  it('evaluates at most mfa_verify codes of a burst on one factor: the password alone never reaches aal2', async () => {
    const { client, email } = await signedUpClient(t);
    const { factorId, secret } = await enrollTotp(client);
    const intruder = t.client();
    expect((await intruder.auth.signInWithPassword({ email, password: goodPassword })).error).toBeNull();
    const token = (await intruder.auth.getSession()).data.session!.access_token;
    const challenge = await intruder.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const wrong = wrongCode(secret);
    const right = totpCode(secret, 1);
    const guesses = [...Array.from({ length: 199 }, () => wrong), right].map(
      (code) => () =>
        authFetch(t, `/factors/${factorId}/verify`, { method: 'POST', token, body: JSON.stringify({ challenge_id: challenge.data!.id, code }) }),
    );
    const answers = await burst(guesses);
    expect(answers.evaluated).toBeLessThanOrEqual(5);
    expect(answers.count(200)).toBe(0);
    const level = await intruder.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data?.currentLevel).toBe('aal1');
  });

  it('evaluates at most login_account passwords of a burst on one account, the right one sent last refused too', async () => {
    const { email } = await signedUpClient(t);
    const guesses = [...Array.from({ length: 99 }, (_, index) => `pas-le-bon-${index}`), goodPassword].map(
      (password) => () =>
        authFetch(t, '/token?grant_type=password', { method: 'POST', headers: from(newAddress()), body: JSON.stringify({ email, password }) }),
    );
    const answers = await burst(guesses);
    expect(answers.evaluated).toBeLessThanOrEqual(5);
    expect(answers.count(429)).toBeGreaterThanOrEqual(95);
    expect(answers.count(200)).toBe(0);
  });

  it('gives back the attempt of a right password: signing in again and again is never refused', async () => {
    const { email } = await signedUpClient(t);
    const address = newAddress();
    for (let round = 0; round < 8; round += 1) {
      const response = await authFetch(t, '/token?grant_type=password', { method: 'POST', headers: from(address), body: JSON.stringify({ email, password: goodPassword }) });
      expect(response.status).toBe(200);
    }
  });

  it('evaluates at most reauthentication codes of a burst on one account: the password stays unchanged', async () => {
    const { client, email, user } = await signedUpClient(t);
    await t.server.ctx.db.query("update auth.sessions set created_at = now() - interval '30 minutes' where user_id = $1", [user.id]);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = (await mailsTo(t, email)).find((candidate) => candidate.subject === 'Votre code de confirmation');
    const right = /\b(\d{6})\b/.exec(mail!.text)![1];
    const token = (await client.auth.getSession()).data.session!.access_token;
    const guesses = [...wrongCodes(99, right), right].map(
      (nonce) => () => authFetch(t, '/user', { method: 'PUT', token, body: JSON.stringify({ password: 'pris-par-un-autre-1', nonce }) }),
    );
    const answers = await burst(guesses);
    expect(answers.evaluated).toBeLessThanOrEqual(5);
    expect(answers.count(200)).toBe(0);
    expect((await t.client().auth.signInWithPassword({ email, password: 'pris-par-un-autre-1' })).error).not.toBeNull();
    expect((await t.client().auth.signInWithPassword({ email, password: goodPassword })).error).toBeNull();
  });

  it('limits /verify per address of the caller, as GoTrue (30 per 5 minutes), whatever the e-mail addresses', async () => {
    const address = newAddress();
    const guesses = Array.from({ length: 60 }, (_, index) => () =>
      authFetch(t, '/verify', { method: 'POST', headers: from(address), body: JSON.stringify({ type: 'magiclink', email: uniqueEmail(`inconnu-${index}`), token: '123456' }) }),
    );
    const answers = await burst(guesses);
    expect(answers.evaluated).toBe(30);
    expect(answers.count(429)).toBe(30);
    // The link itself (GET) counts on the same allowance, and another address keeps its own.
    const link = await fetch(`${t.url}/auth/v1/verify?type=magiclink&token=abc`, { headers: from(address), redirect: 'manual' });
    expect(link.status).toBe(429);
    const elsewhere = await authFetch(t, '/verify', { method: 'POST', headers: from(newAddress()), body: JSON.stringify({ type: 'magiclink', email: uniqueEmail(), token: '123456' }) });
    expect(elsewhere.status).toBe(403);
  });

  it('limits /token per address of the caller, as GoTrue (150 per 5 minutes)', async () => {
    const address = newAddress();
    const refreshes = Array.from({ length: 200 }, () => () =>
      authFetch(t, '/token?grant_type=refresh_token', { method: 'POST', headers: from(address), body: JSON.stringify({ refresh_token: 'inconnu' }) }),
    );
    const answers = await burst(refreshes);
    expect(answers.evaluated).toBe(150);
    expect(answers.count(429)).toBe(50);
  });
});
