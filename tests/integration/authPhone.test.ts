import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhoneNumber } from '../../src/shared/phone/phoneNumber';
import { mailsTo } from '../helpers/sentMails';
import { smsTo, uniquePhone } from '../helpers/sentSms';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { authFetch, goodPassword, signedUpClient } from './authFixtures';
import { countSmsTo, lastCodeSentTo, otherCode } from './phoneFixtures';

/** The next code may be asked for: the minute between two codes to an account has passed. */
const aMinuteLater = (t: TestServer, phone: string) =>
  t.server.ctx.db.query("update auth.users set confirmation_sent_at = now() - interval '61 seconds' where phone = $1", [phone.slice(1)]);

/** Burkina Faso's number as people type it: « 70 12 34 56 » for +226 70 12 34 56. */
const nationalForm = (phone: string) => phone.slice(4).replace(/(\d{2})(?=\d)/g, '$1 ');

// Issue 34: sign-in by phone number as GoTrue's phone provider, through supabase-js as the site calls it.
describe('auth API: sign-in by phone number', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('signs up with a number and a password: no session until the code sent by SMS comes back', async () => {
    const phone = uniquePhone();
    const client = t.client();
    const signup = await client.auth.signUp({ phone, password: goodPassword, options: { data: { full_name: 'Awa Ouédraogo' } } });
    expect(signup.error).toBeNull();
    expect(signup.data.session).toBeNull();
    expect(signup.data.user).toMatchObject({ phone: phone.slice(1), email: '' });
    expect(signup.data.user!.phone_confirmed_at).toBeUndefined();

    const refused = await client.auth.signInWithPassword({ phone, password: goodPassword });
    expect(refused.error).toMatchObject({ status: 400, code: 'phone_not_confirmed' });

    const [sms] = await smsTo(t, phone);
    expect(sms).toMatchObject({ channel: 'sms' });
    const verified = await client.auth.verifyOtp({ phone, token: await lastCodeSentTo(t, phone), type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ phone: phone.slice(1), app_metadata: { provider: 'phone', providers: ['phone'] } });
    expect(verified.data.user!.phone_confirmed_at).toBeTruthy();
    expect(verified.data.user!.identities).toEqual([
      expect.objectContaining({ provider: 'phone', identity_data: expect.objectContaining({ phone: phone.slice(1), phone_verified: true }) }),
    ]);
    const { data: profile } = await client.from('profiles').select('full_name').single();
    expect(profile).toEqual({ full_name: 'Awa Ouédraogo' });

    // Then phone and password sign in, however the number is typed.
    const again = await t.client().auth.signInWithPassword({ phone: nationalForm(phone), password: goodPassword });
    expect(again.error).toBeNull();
    expect(again.data.user!.phone).toBe(phone.slice(1));
    const claims = JSON.parse(Buffer.from(again.data.session!.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ phone: phone.slice(1), email: '' });
  });

  it('signs in with a code (signInWithOtp): a new number gets an account, by SMS or by WhatsApp', async () => {
    const phone = uniquePhone();
    const client = t.client();
    const asked = await client.auth.signInWithOtp({ phone, options: { channel: 'whatsapp' } });
    expect(asked.error).toBeNull();
    expect(asked.data).toMatchObject({ user: null, session: null });
    expect((await smsTo(t, phone)).map((sms) => sms.channel)).toEqual(['whatsapp']);

    const signedIn = await client.auth.verifyOtp({ phone, token: await lastCodeSentTo(t, phone), type: 'sms' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session).not.toBeNull();
    expect((await client.auth.getUser()).data.user!.phone).toBe(phone.slice(1));

    // A second sign-in, a minute later, by SMS this time, typed as « 00226… ».
    await t.server.ctx.db.query("update auth.users set confirmation_sent_at = now() - interval '2 minutes' where phone = $1", [phone.slice(1)]);
    const second = await t.client().auth.signInWithOtp({ phone: `00${phone.slice(1)}`, options: { channel: 'sms' } });
    expect(second.error).toBeNull();
    expect(second.data.messageId).toBeTruthy();
    expect((await smsTo(t, phone)).map((sms) => sms.channel)).toEqual(['whatsapp', 'sms']);
    const other = await t.client().auth.verifyOtp({ phone, token: await lastCodeSentTo(t, phone), type: 'sms' });
    expect(other.data.user!.id).toBe(signedIn.data.user!.id);
  });

  it('with create_user false, refuses an unknown number with 422 otp_disabled and sends nothing', async () => {
    const phone = uniquePhone();
    const { error } = await t.client().auth.signInWithOtp({ phone, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
    expect(await countSmsTo(t, phone)).toBe(0);
  });

  it('refuses a wrong code, an expired code and a code used twice with 403 otp_expired', async () => {
    const phone = uniquePhone();
    const client = t.client();
    await client.auth.signInWithOtp({ phone });
    const code = await lastCodeSentTo(t, phone);

    const wrong = await client.auth.verifyOtp({ phone, token: otherCode(code), type: 'sms' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    expect(wrong.data.session).toBeNull();

    expect((await client.auth.verifyOtp({ phone, token: code, type: 'sms' })).error).toBeNull();
    const reused = await t.client().auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });

    await t.server.ctx.db.query("update auth.users set confirmation_sent_at = now() - interval '2 minutes' where phone = $1", [phone.slice(1)]);
    await client.auth.signInWithOtp({ phone });
    const stale = await lastCodeSentTo(t, phone);
    // Five minutes (AUTH_SMS_OTP_EXP) later, the code no longer works.
    await t.server.ctx.db.query("update auth.users set confirmation_sent_at = now() - interval '301 seconds' where phone = $1", [phone.slice(1)]);
    const expired = await t.client().auth.verifyOtp({ phone, token: stale, type: 'sms' });
    expect(expired.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('changes the number of an account by a code sent to the new number (phone_change)', async () => {
    const { client, user } = await signedUpClient(t);
    const phone = uniquePhone();
    const asked = await client.auth.updateUser({ phone });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ phone: '', new_phone: phone.slice(1) });
    expect((await smsTo(t, phone)).map((sms) => sms.kind)).toHaveLength(1);

    const wrongType = await client.auth.verifyOtp({ phone, token: await lastCodeSentTo(t, phone), type: 'sms' });
    expect(wrongType.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const confirmed = await client.auth.verifyOtp({ phone, token: await lastCodeSentTo(t, phone), type: 'phone_change' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user).toMatchObject({ id: user.id, phone: phone.slice(1), app_metadata: { providers: ['email', 'phone'] } });
    expect(confirmed.data.user!.new_phone).toBeUndefined();
    expect(confirmed.data.user!.identities!.map((identity) => identity.provider)).toEqual(['email', 'phone']);

    // The account now signs in with its number too, and the number is no one else's.
    const byCode = t.client();
    await t.server.ctx.db.query("update auth.users set confirmation_sent_at = null where id = $1", [user.id]);
    await byCode.auth.signInWithOtp({ phone });
    expect((await byCode.auth.verifyOtp({ phone, token: await lastCodeSentTo(t, phone), type: 'sms' })).data.user!.id).toBe(user.id);
    const { client: another } = await signedUpClient(t);
    const taken = await another.auth.updateUser({ phone });
    expect(taken.error).toMatchObject({ status: 422, code: 'phone_exists' });
  });

  // Issue 49: a number added to an account signs it in, so its owner hears of it at the address they know.
  it("tells the account's address when its number is added or replaced", async () => {
    const { client, email, user } = await signedUpClient(t);
    const notices = async () => (await mailsTo(t, email)).filter((mail) => /numéro de téléphone de votre compte a été modifié/.test(mail.subject));
    const first = uniquePhone();
    await client.auth.updateUser({ phone: first });
    expect(await notices()).toEqual([]);
    await client.auth.verifyOtp({ phone: first, token: await lastCodeSentTo(t, first), type: 'phone_change' });
    const added = await notices();
    expect(added).toHaveLength(1);
    expect(added[0].text).toContain(`est désormais le ${formatPhoneNumber(first)}`);

    // Replaced by an administrator (admin API), likewise.
    const second = uniquePhone();
    const replaced = await fetch(`${t.url}/auth/v1/admin/users/${user.id}`, {
      method: 'PUT',
      headers: { apikey: t.serviceRoleKey, authorization: `Bearer ${t.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ phone: second, phone_confirm: true }),
    });
    expect(replaced.status).toBe(200);
    const all = await notices();
    expect(all).toHaveLength(2);
    expect(all.map((mail) => mail.text).join('\n')).toContain(`est désormais le ${formatPhoneNumber(second)}`);
  });

  it('resends a sign-up code (resend type sms), not within the minute', async () => {
    const phone = uniquePhone();
    await t.client().auth.signUp({ phone, password: goodPassword });
    const tooSoon = await t.client().auth.resend({ phone, type: 'sms' });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    expect(tooSoon.error!.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    await t.server.ctx.db.query("update auth.users set confirmation_sent_at = now() - interval '61 seconds' where phone = $1", [phone.slice(1)]);
    expect((await t.client().auth.resend({ phone, type: 'sms' })).error).toBeNull();
    const codes = await smsTo(t, phone);
    expect(codes).toHaveLength(2);
    // Only the newest code works.
    const first = /\d{6}/.exec(codes[0].text)![0];
    const newest = /\d{6}/.exec(codes[1].text)![0];
    if (first !== newest) expect((await t.client().auth.verifyOtp({ phone, token: first, type: 'sms' })).error).toMatchObject({ code: 'otp_expired' });
    expect((await t.client().auth.verifyOtp({ phone, token: newest, type: 'sms' })).error).toBeNull();
  });

  it('answers a sign-up for a number already confirmed like a new one, without sending it anything', async () => {
    const phone = uniquePhone();
    const owner = t.client();
    await owner.auth.signInWithOtp({ phone });
    const { data } = await owner.auth.verifyOtp({ phone, token: await lastCodeSentTo(t, phone), type: 'sms' });
    const signup = await t.client().auth.signUp({ phone, password: goodPassword });
    expect(signup.error).toBeNull();
    expect(signup.data.session).toBeNull();
    expect(signup.data.user!.id).not.toBe(data.user!.id);
    expect(await countSmsTo(t, phone)).toBe(1);
    // The owner's account has no password set by the stranger.
    expect((await t.client().auth.signInWithPassword({ phone, password: goodPassword })).error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('drops the password of a stranger who signed the number up unconfirmed once its owner signs in by code', async () => {
    const phone = uniquePhone();
    await t.client().auth.signUp({ phone, password: goodPassword });
    await aMinuteLater(t, phone);
    const owner = t.client();
    await owner.auth.signInWithOtp({ phone });
    expect((await owner.auth.verifyOtp({ phone, token: await lastCodeSentTo(t, phone), type: 'sms' })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ phone, password: goodPassword })).error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('resends the code of a pending number change (resend type phone_change) to the new number', async () => {
    const { client } = await signedUpClient(t);
    const phone = uniquePhone();
    await client.auth.updateUser({ phone });
    await t.server.ctx.db.query("update auth.users set phone_change_sent_at = now() - interval '61 seconds' where phone_change = $1", [phone.slice(1)]);
    expect((await t.client().auth.resend({ phone, type: 'phone_change' })).error).toBeNull();
    expect(await countSmsTo(t, phone)).toBe(2);
    const confirmed = await client.auth.verifyOtp({ phone, token: await lastCodeSentTo(t, phone), type: 'phone_change' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user!.phone).toBe(phone.slice(1));
  });

  it.each([
    ['7012345', 'Invalid phone number format (E.164 required)'],
    ['+226 70 12 34 56 78', 'Invalid phone number format (E.164 required)'],
    ['pas un numéro', 'Invalid phone number format (E.164 required)'],
    ['+33 6 12 34 56 78', 'Phone numbers of this country are not accepted (allowed country codes: +226)'],
  ])('refuses « %s » with 400 validation_failed and sends nothing', async (phone, message) => {
    const otp = await t.client().auth.signInWithOtp({ phone });
    expect(otp.error).toMatchObject({ status: 400, code: 'validation_failed', message });
    const signup = await t.client().auth.signUp({ phone, password: goodPassword });
    expect(signup.error).toMatchObject({ status: 400, code: 'validation_failed', message });
    expect(await countSmsTo(t, '+33612345678')).toBe(0);
  });

  it('says in /settings that phone sign-in is on, without autoconfirmation', async () => {
    const settings = await (await authFetch(t, '/settings')).json();
    expect(settings).toMatchObject({ external: { email: true, phone: true }, phone_autoconfirm: false });
  });

  it('lets the service role create and read users by phone (admin API)', async () => {
    const phone = uniquePhone();
    const admin = t.serviceClient().auth.admin;
    const created = await admin.createUser({ phone, password: goodPassword, phone_confirm: true });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({ phone: phone.slice(1), email: '' });
    expect(created.data.user!.phone_confirmed_at).toBeTruthy();
    expect((await t.client().auth.signInWithPassword({ phone, password: goodPassword })).error).toBeNull();
    const listed = await admin.listUsers({ perPage: 1000 });
    expect(listed.data.users.find((user) => user.id === created.data.user!.id)).toMatchObject({ phone: phone.slice(1) });
    const duplicate = await admin.createUser({ phone, password: goodPassword });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'phone_exists' });
  });
});

describe('auth API with AUTH_PHONE_ENABLED=false', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { AUTH_PHONE_ENABLED: 'false' } });
  });
  afterAll(() => t?.close());

  it('answers every phone request with 422 phone_provider_disabled, as GoTrue without a phone provider', async () => {
    const phone = uniquePhone();
    expect((await t.client().auth.signUp({ phone, password: goodPassword })).error).toMatchObject({ status: 422, code: 'phone_provider_disabled' });
    expect((await t.client().auth.signInWithPassword({ phone, password: goodPassword })).error).toMatchObject({ status: 422, code: 'phone_provider_disabled' });
    expect((await t.client().auth.signInWithOtp({ phone })).error).toMatchObject({ status: 422, code: 'phone_provider_disabled' });
    const settings = await (await authFetch(t, '/settings')).json();
    expect(settings).toMatchObject({ external: { phone: false } });
  });
});

describe('profiles of accounts made by phone', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('take the confirmed number as contact phone when they have none, never replacing one written', async () => {
    const phone = uniquePhone();
    const client = t.client();
    await client.auth.signInWithOtp({ phone });
    const before = await t.server.ctx.db.query<{ phone: string | null }>('select phone from public.profiles where id = (select id from auth.users where phone = $1)', [phone.slice(1)]);
    expect(before.rows[0].phone ?? '').toBe('');
    await client.auth.verifyOtp({ phone, token: await lastCodeSentTo(t, phone), type: 'sms' });
    const { data: profile } = await client.from('profiles').select('phone').single();
    expect(profile).toEqual({ phone });

    const { client: customer } = await signedUpClient(t);
    expect((await customer.from('profiles').update({ phone: '+226 25 30 00 00' }).not('id', 'is', null).select()).error).toBeNull();
    const newNumber = uniquePhone();
    await customer.auth.updateUser({ phone: newNumber });
    await customer.auth.verifyOtp({ phone: newNumber, token: await lastCodeSentTo(t, newNumber), type: 'phone_change' });
    const { data: kept } = await customer.from('profiles').select('phone').single();
    expect(kept).toEqual({ phone: '+226 25 30 00 00' });
  });
});
