import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChallenge, removeFactorsOfEmail } from '../../server/auth/mfa/factors';
import { enrollTotp, proveFactor, tokenClaims, totpCode, wrongCode } from '../fixtures/totp';
import { signUpAdmin, testPassword } from '../fixtures/users';
import { smsTo, uniquePhone } from '../helpers/sentSms';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { asWritten, type QueuedRow } from '../helpers/writtenOutbox';
import { authFetch, currentAccessToken, signedUpClient, withAlteredSignature } from './authFixtures';

describe('auth API: second factor (TOTP) through supabase-js auth.mfa', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { AUTH_RATE_LIMITS: 'mfa_verify=3/600' } });
  });
  afterAll(() => t?.close());

  /** The same account signed in again on a new device: password only. */
  async function freshLogin(email: string, password: string) {
    const client = t.client();
    const { error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return client;
  }

  it('enrolls with a QR code, a secret and an otpauth address, and lists the factor unverified until its first code', async () => {
    const { client } = await signedUpClient(t);
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Téléphone', issuer: 'Ouaga IT Services' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Téléphone' });
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toMatch(/^otpauth:\/\/totp\/Ouaga%20IT%20Services:/);
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all).toEqual([expect.objectContaining({ id: data!.id, factor_type: 'totp', status: 'unverified' })]);
    expect(listed.data?.totp).toEqual([]);
    expect(JSON.stringify(listed.data)).not.toContain(data!.totp.secret);
  });

  it('gives an aal2 session after the first code, with password and totp in amr', async () => {
    const { client } = await signedUpClient(t);
    const { factorId, session } = await enrollTotp(client);
    const claims = tokenClaims(session.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method).sort()).toEqual(['password', 'totp']);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.totp).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })]);
  });

  it('opens a fresh password session at aal1 with nextLevel aal2, and raises it with a code', async () => {
    const { client, email, password } = await signedUpClient(t);
    const { factorId, secret } = await enrollTotp(client);
    const later = await freshLogin(email, password);
    const before = await later.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // The same answer when asked with the token only (as a server would).
    const withJwt = await later.auth.mfa.getAuthenticatorAssuranceLevel(await currentAccessToken(later));
    expect(withJwt.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    await proveFactor(later, factorId, secret);
    const after = await later.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  });

  it('keeps aal2 when the session is refreshed', async () => {
    const { client } = await signedUpClient(t);
    await enrollTotp(client);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(tokenClaims(data.session!.access_token)).toMatchObject({ aal: 'aal2' });
  });

  it('refuses a code used once already, even on a new challenge', async () => {
    const { client, email, password } = await signedUpClient(t);
    const { factorId, secret } = await enrollTotp(client);
    const later = await freshLogin(email, password);
    const code = totpCode(secret, 1);
    await proveFactor(later, factorId, secret);
    const third = await freshLogin(email, password);
    const replayed = await third.auth.mfa.challengeAndVerify({ factorId, code });
    expect(replayed.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    // The first code, older still, is refused too.
    const older = await third.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });
    expect(older.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
  });

  it('slows down wrong codes per factor, even the right one past the allowance', async () => {
    const { client, email, password } = await signedUpClient(t);
    const { factorId, secret } = await enrollTotp(client);
    const later = await freshLogin(email, password);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { error } = await later.auth.mfa.challengeAndVerify({ factorId, code: wrongCode(secret) });
      expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    const blocked = await later.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, 1) });
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('refuses to unenroll at aal1 and lets an aal2 session do it', async () => {
    const { client, email, password } = await signedUpClient(t);
    const { factorId, secret } = await enrollTotp(client);
    const later = await freshLogin(email, password);
    const refused = await later.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const enrollMore = await later.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expect(enrollMore.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    await proveFactor(later, factorId, secret);
    const removed = await later.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    const { data } = await later.auth.refreshSession();
    expect(tokenClaims(data.session!.access_token)).toMatchObject({ aal: 'aal1' });
    expect(data.session!.user.factors ?? []).toEqual([]);
  });

  it('asks for the second factor before a new password or e-mail address, as GoTrue (insufficient_aal)', async () => {
    const { client, email, password } = await signedUpClient(t);
    const { factorId, secret } = await enrollTotp(client);
    const later = await freshLogin(email, password);
    const newPassword = await later.auth.updateUser({ password: 'un-autre-mot-de-passe-9' });
    expect(newPassword.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    const newEmail = await later.auth.updateUser({ email: `autre.${email}` });
    expect(newEmail.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    // The old password still opens the account; the metadata alone may change at aal1.
    expect((await freshLogin(email, password)).auth).toBeDefined();
    const name = await later.auth.updateUser({ data: { full_name: 'Awa Kaboré' } });
    expect(name.error).toBeNull();
    await proveFactor(later, factorId, secret);
    const changed = await later.auth.updateUser({ password: 'un-autre-mot-de-passe-9' });
    expect(changed.error).toBeNull();
    const { error } = await t.client().auth.signInWithPassword({ email, password: 'un-autre-mot-de-passe-9' });
    expect(error).toBeNull();
  });

  // Issue 49: a number signs the account in by SMS code, so adding one at aal1 would side-step the factor.
  it('asks for the second factor before a new phone number, and sends no code until then', async () => {
    const { client, email, password } = await signedUpClient(t);
    const { factorId, secret } = await enrollTotp(client);
    const later = await freshLogin(email, password);
    const phone = uniquePhone();
    const refused = await later.auth.updateUser({ phone });
    expect(refused.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    expect(await smsTo(t, phone)).toEqual([]);
    expect((await later.auth.getUser()).data.user).toMatchObject({ phone: '' });
    expect((await later.auth.getUser()).data.user!.new_phone).toBeUndefined();

    await proveFactor(later, factorId, secret);
    const asked = await later.auth.updateUser({ phone });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ new_phone: phone.slice(1) });
    expect(await smsTo(t, phone)).toHaveLength(1);
  });

  it('ends the sessions that never proved the factor when it is first confirmed', async () => {
    const { client, email, password } = await signedUpClient(t);
    const other = await freshLogin(email, password);
    await enrollTotp(client);
    const { data, error } = await other.auth.getUser();
    expect(data.user).toBeNull();
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('answers a challenge on a factor removed meanwhile (another tab unenrolled it) as unknown, not as a failure', async () => {
    const { client } = await signedUpClient(t);
    const { factorId } = await enrollTotp(client);
    // The endpoint has found the factor; it is removed before the challenge is written.
    await t.server.ctx.db.query('delete from auth.mfa_factors where id = $1', [factorId]);
    await expect(openChallenge(t.server.ctx.db, factorId, '198.51.100.7')).rejects.toMatchObject({ status: 404, errorCode: 'mfa_factor_not_found' });
  });

  it('answers bad input with GoTrue errors, never a 500', async () => {
    const { client, session } = await signedUpClient(t);
    const { factorId } = await enrollTotp(client);
    const token = await currentAccessToken(client);
    const someoneElse = await signedUpClient(t);
    const cases: [string, RequestInit & { token?: string }, number, string][] = [
      ['/factors', { method: 'POST', body: '{"factor_type":', token }, 400, 'validation_failed'],
      ['/factors', { method: 'POST', body: '{"factor_type":"sms"}', token }, 400, 'validation_failed'],
      ['/factors', { method: 'POST', body: '{"factor_type":"phone"}', token }, 422, 'mfa_phone_enroll_not_enabled'],
      ['/factors', { method: 'POST', body: '[1,2]', token }, 400, 'validation_failed'],
      ['/factors', { method: 'POST', body: '{"factor_type":"totp"}' }, 401, 'no_authorization'],
      ['/factors', { method: 'POST', body: '{"factor_type":"totp"}', token: 'forged.token.value' }, 403, 'bad_jwt'],
      ['/factors/not-a-uuid/challenge', { method: 'POST', body: '{}', token }, 404, 'mfa_factor_not_found'],
      [`/factors/${crypto.randomUUID()}/challenge`, { method: 'POST', body: '{}', token }, 404, 'mfa_factor_not_found'],
      [`/factors/${factorId}/challenge`, { method: 'POST', body: '{}', token: someoneElse.session.access_token }, 404, 'mfa_factor_not_found'],
      [`/factors/${factorId}`, { method: 'DELETE', token: someoneElse.session.access_token }, 404, 'mfa_factor_not_found'],
      [`/factors/${factorId}/verify`, { method: 'POST', body: '{"challenge_id":"x","code":"123456"}', token }, 422, 'mfa_factor_not_found'],
      [`/factors/${factorId}/verify`, { method: 'POST', body: `{"challenge_id":"${crypto.randomUUID()}","code":7}`, token }, 400, 'validation_failed'],
      [`/factors/${factorId}/verify`, { method: 'POST', body: '{"code":"123456"}', token }, 400, 'validation_failed'],
      [`/factors/${factorId}/verify`, { method: 'POST', body: '{"challenge_id":"x","code":"1"}', token: withAlteredSignature(session.access_token) }, 403, 'bad_jwt'],
    ];
    for (const [path, init, status, code] of cases) {
      const response = await authFetch(t, path, init);
      const body = (await response.json()) as Record<string, unknown>;
      expect({ path, status: response.status, code: body.error_code }).toEqual({ path, status, code });
    }
  });
});

describe('database: an administrator with a second factor acts as one only with aal2', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  const renameCompany = async (client: ReturnType<TestServer['client']>, name: string) => {
    await client.from('site_settings').update({ company_name: name }).eq('id', 1);
    const stored = await t.server.ctx.db.query<{ company_name: string }>('select company_name from public.site_settings where id = 1');
    return stored.rows[0].company_name === name;
  };

  it('refuses an admin write with aal1 and allows it with aal2', async () => {
    const admin = await signUpAdmin(t, 'Admin Deux Facteurs');
    const { factorId, secret } = await enrollTotp(admin.client);
    expect(await renameCompany(admin.client, 'Société aal2')).toBe(true);

    const later = t.client();
    await later.auth.signInWithPassword({ email: admin.email, password: testPassword });
    expect((await later.rpc('admin_access')).data).toBe('needs_code');
    expect(await renameCompany(later, 'Société aal1')).toBe(false);
    // Reads like a customer: their own profile, nobody else's.
    const profiles = await later.from('profiles').select('id');
    expect(profiles.data).toEqual([{ id: admin.id }]);

    await proveFactor(later, factorId, secret);
    expect((await later.rpc('admin_access')).data).toBe('granted');
    expect(await renameCompany(later, 'Société aal2 encore')).toBe(true);
  });

  it('asks every administrator for a factor when the setting requires it', async () => {
    const admin = await signUpAdmin(t, 'Admin Sans Facteur');
    expect((await admin.client.rpc('admin_access')).data).toBe('granted');
    await t.server.ctx.db.query('update public.site_settings set admin_mfa_required = true where id = 1');
    try {
      expect((await admin.client.rpc('admin_access')).data).toBe('needs_enrollment');
      expect(await renameCompany(admin.client, 'Société sans facteur')).toBe(false);
      await enrollTotp(admin.client);
      expect((await admin.client.rpc('admin_access')).data).toBe('granted');
    } finally {
      await t.server.ctx.db.query('update public.site_settings set admin_mfa_required = false where id = 1');
    }
  });

  it("lets an administrator reset another administrator's factor, never their own, recorded and e-mailed", async () => {
    const helper = await signUpAdmin(t, 'Admin Secours');
    const lost = await signUpAdmin(t, 'Admin Téléphone Perdu');
    await enrollTotp(lost.client);
    const own = await helper.client.rpc('reset_admin_mfa', { target_id: helper.id });
    expect(own.error?.message).toMatch(/propre double authentification/);
    const customer = await signedUpClient(t);
    const byCustomer = await customer.client.rpc('reset_admin_mfa', { target_id: lost.id });
    expect(byCustomer.error?.code).toBe('42501');

    const reset = await helper.client.rpc('reset_admin_mfa', { target_id: lost.id });
    expect(reset.error).toBeNull();
    expect(reset.data).toBe(1);
    const factors = await t.server.ctx.db.query('select 1 from auth.mfa_factors where user_id = $1', [lost.id]);
    expect(factors.rows).toEqual([]);
    const recorded = await helper.client.from('mfa_resets').select('profile_id, reset_by').eq('profile_id', lost.id);
    expect(recorded.data).toEqual([{ profile_id: lost.id, reset_by: helper.id }]);
    const mails = await asWritten(t.server.ctx.db, (await t.server.ctx.db.query<QueuedRow>(
      "select kind, subject, body_text, data from public.notifications where kind = 'mfa_reset' and recipient = $1",
      [lost.email],
    )).rows);
    expect(mails[0].subject).toBe('Votre double authentification a été réinitialisée');
    expect(mails[0].body_text).toContain('Admin Secours');
    // Their aal2 session drops back to aal1 at the next refresh.
    const { data } = await lost.client.auth.refreshSession();
    expect(tokenClaims(data.session!.access_token)).toMatchObject({ aal: 'aal1' });
  });

  it('make-admin --reset-mfa removes the factors of an only administrator', async () => {
    const only = await signUpAdmin(t, 'Admin Seul');
    await enrollTotp(only.client);
    expect(await removeFactorsOfEmail(t.server.ctx.db, only.email.toUpperCase())).toBe(1);
    expect(await removeFactorsOfEmail(t.server.ctx.db, only.email)).toBe(0);
  });
});
