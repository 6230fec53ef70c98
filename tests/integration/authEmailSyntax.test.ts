import type { AuthError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signedUpClient, uniqueEmail } from './authFixtures';

/** The address auth-js's own tests use for « invalid »: a local part checkmail refuses. */
const invalidEmail = 'xx:;x@x.x';

/** GoTrue's answer to an address its validateEmail refuses (checkmail's reason, status 400). */
function expectInvalidFormat(error: AuthError | null) {
  expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
}

describe('auth API: e-mail addresses checked as GoTrue checks them', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('refuses the address on sign-up, OTP, resend and recovery', async () => {
    const auth = t.client().auth;
    expectInvalidFormat((await auth.signUp({ email: invalidEmail, password: 'motdepasse-solide-1' })).error);
    expectInvalidFormat((await auth.signInWithOtp({ email: invalidEmail })).error);
    expectInvalidFormat((await auth.resend({ type: 'signup', email: invalidEmail })).error);
    expectInvalidFormat((await auth.resetPasswordForEmail(invalidEmail)).error);
  });

  it('refuses it as a new address for a signed-in customer', async () => {
    const { client } = await signedUpClient(t);
    expectInvalidFormat((await client.auth.updateUser({ email: invalidEmail })).error);
  });

  it('refuses it in the admin API: create, update, invite and generate_link', async () => {
    const admin = t.serviceClient().auth.admin;
    expectInvalidFormat((await admin.createUser({ email: invalidEmail, password: 'motdepasse-solide-1' })).error);
    const { data } = await admin.createUser({ email: uniqueEmail('syntaxe'), email_confirm: true });
    expectInvalidFormat((await admin.updateUserById(data.user!.id, { email: invalidEmail })).error);
    expectInvalidFormat((await admin.inviteUserByEmail(invalidEmail)).error);
    expectInvalidFormat((await admin.generateLink({ type: 'signup', email: invalidEmail, password: 'motdepasse-solide-1' })).error);
  });

  it('refuses an address longer than 254 characters (what the tables hold), and accepts one GoTrue accepts without a dot in its host', async () => {
    const long = `${'a'.repeat(250)}@x.bf`; // 255 characters
    const { error } = await t.serviceClient().auth.admin.createUser({ email: long });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'An email address is too long' });
    const local = await t.serviceClient().auth.admin.createUser({ email: `poste.${Date.now()}@intranet` });
    expect(local.error).toBeNull();
  });
});
