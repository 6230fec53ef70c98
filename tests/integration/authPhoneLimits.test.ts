import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../helpers/sentSms';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { countSmsTo, lastCodeSentTo, otherCode } from './phoneFixtures';

let addressCount = 0;
/** A supabase-js client behind the trusted proxy with an address of its own, as many visitors are. */
function visitor(t: TestServer, address = `203.0.113.${++addressCount}`) {
  return createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'x-forwarded-for': address } },
  });
}

/** The next code may be asked for: the minute between two codes to an account has passed. */
const aMinuteLater = (t: TestServer, phone: string) =>
  t.server.ctx.db.query("update auth.users set confirmation_sent_at = now() - interval '61 seconds' where phone = $1", [phone.slice(1)]);

// Issue 34: SMS cost money and draw SMS pumping. Each limit answers 429 over_sms_send_rate_limit and
// queues nothing; wrong codes are limited per code sent.
describe('auth API: limits on codes sent by SMS', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      env: { TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMITS: 'sms_number=3/86400,sms_address=3/3600,otp_verify=3/600' },
    });
  });
  afterAll(() => t?.close());

  it('sends one code a minute to a number, however many requests arrive at once', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => visitor(t, `198.51.100.${index + 1}`).auth.signInWithOtp({ phone })));
    expect(answers.filter((answer) => !answer.error)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.error)) {
      expect(refused.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    }
    expect(await countSmsTo(t, phone)).toBe(1);
    const again = await visitor(t).auth.signInWithOtp({ phone });
    expect(again.error!.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(await countSmsTo(t, phone)).toBe(1);
  });

  it('sends a number at most its daily count (sms_number), then nothing more', async () => {
    const phone = uniquePhone();
    for (let sent = 1; sent <= 3; sent++) {
      expect((await visitor(t).auth.signInWithOtp({ phone })).error).toBeNull();
      await aMinuteLater(t, phone);
    }
    const refused = await visitor(t).auth.signInWithOtp({ phone });
    expect(refused.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit', message: 'SMS rate limit exceeded' });
    expect(await countSmsTo(t, phone)).toBe(3);
  });

  it('sends one client address at most its count of codes (sms_address), whatever the numbers', async () => {
    const client = visitor(t);
    const phones = [uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone()];
    for (const phone of phones.slice(0, 3)) expect((await client.auth.signInWithOtp({ phone })).error).toBeNull();
    const refused = await client.auth.signInWithOtp({ phone: phones[3] });
    expect(refused.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    expect(await countSmsTo(t, phones[3])).toBe(0);
    // Another visitor is not held back.
    expect((await visitor(t).auth.signInWithOtp({ phone: phones[3] })).error).toBeNull();
    expect(await countSmsTo(t, phones[3])).toBe(1);
  });

  it('burns a code after too many wrong guesses (otp_verify): even the right one then fails, a new code works', async () => {
    const phone = uniquePhone();
    const client = visitor(t);
    await client.auth.signInWithOtp({ phone });
    const code = await lastCodeSentTo(t, phone);
    for (let guess = 0; guess < 3; guess++) {
      expect((await client.auth.verifyOtp({ phone, token: otherCode(code), type: 'sms' })).error).toMatchObject({ status: 403, code: 'otp_expired' });
    }
    const burned = await client.auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(burned.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    expect(burned.data.session).toBeNull();

    await aMinuteLater(t, phone);
    await client.auth.signInWithOtp({ phone });
    const fresh = await client.auth.verifyOtp({ phone, token: await lastCodeSentTo(t, phone), type: 'sms' });
    expect(fresh.error).toBeNull();
    expect(fresh.data.session).not.toBeNull();
  });
});

describe('auth API: limits per country code and for the whole site', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      env: { TRUST_PROXY: '127.0.0.1', AUTH_PHONE_COUNTRY_CODES: '226,225', AUTH_RATE_LIMITS: 'sms_country=2/3600,sms_sent=4/86400' },
    });
  });
  afterAll(() => t?.close());

  it('holds back one country code past its count (sms_country), then the whole site past its daily ceiling (sms_sent)', async () => {
    const ivorian = () => `+22507${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const abroad = [ivorian(), ivorian(), ivorian()];
    expect((await visitor(t).auth.signInWithOtp({ phone: abroad[0] })).error).toBeNull();
    expect((await visitor(t).auth.signInWithOtp({ phone: abroad[1] })).error).toBeNull();
    const refusedAbroad = await visitor(t).auth.signInWithOtp({ phone: abroad[2] });
    expect(refusedAbroad.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    expect(await countSmsTo(t, abroad[2])).toBe(0);

    // Burkina Faso's numbers still get theirs, up to the site's ceiling (four in all).
    const home = [uniquePhone(), uniquePhone(), uniquePhone()];
    expect((await visitor(t).auth.signInWithOtp({ phone: home[0] })).error).toBeNull();
    expect((await visitor(t).auth.signInWithOtp({ phone: home[1] })).error).toBeNull();
    const refusedHome = await visitor(t).auth.signInWithOtp({ phone: home[2] });
    expect(refusedHome.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    expect(await countSmsTo(t, home[2])).toBe(0);
    const signup = await visitor(t).auth.signUp({ phone: uniquePhone(), password: 'motdepasse-solide-1' });
    expect(signup.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
  });
});
