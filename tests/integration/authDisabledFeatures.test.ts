import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { authFetch, goodPassword, uniqueEmail } from './authFixtures';

// Issue 14, item 10: what is off answers as GoTrue answers it (status and error_code), so code that
// branches on error.code behaves as against hosted Supabase.
describe('auth API: features that are off answer like GoTrue', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('refuses anonymous sign-in (supabase-js signInAnonymously) with 422 anonymous_provider_disabled', async () => {
    const { data, error } = await t.client().auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
  });

  it('answers an OAuth provider with 400 provider_disabled, an unknown one with validation_failed', async () => {
    const google = await authFetch(t, '/authorize?provider=google');
    expect(google.status).toBe(400);
    expect(await google.json()).toMatchObject({ code: 400, error_code: 'provider_disabled' });
    const unknown = await authFetch(t, '/authorize?provider=nulle-part');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error_code: 'validation_failed' });
  });

  it('says in /settings what is on', async () => {
    const settings = await (await authFetch(t, '/settings')).json();
    expect(settings).toMatchObject({ disable_signup: false, external: { email: true, phone: true, anonymous_users: false } });
  });
});

describe('auth API with DISABLE_SIGNUP=true', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { DISABLE_SIGNUP: 'true' } });
  });
  afterAll(() => t?.close());

  it('refuses sign-up with 422 signup_disabled, creates nothing, and says so in /settings', async () => {
    const email = uniqueEmail();
    const { data, error } = await t.client().auth.signUp({ email, password: goodPassword });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' });
    const stored = await t.server.ctx.db.query('select 1 from auth.users where email = $1', [email]);
    expect(stored.rows).toEqual([]);
    expect(await (await authFetch(t, '/settings')).json()).toMatchObject({ disable_signup: true });
  });
});
