import { createHash, randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserWithCookies } from '../fixtures/browserCookies';
import { freePort, signInAtProvider, startOidcProvider, testAccount, type OidcStandIn } from '../fixtures/oidcProvider';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { authFetch, goodPassword, signedUpClient, uniqueEmail } from './authFixtures';

// Issue 34: Google sign-in as GoTrue does it, against a real OpenID Connect provider standing in for Google.
describe('auth API: Google sign-in (signInWithIdToken, signInWithOAuth, identities)', () => {
  let google: OidcStandIn;
  let t: TestServer;
  beforeAll(async () => {
    const port = await freePort();
    const siteUrl = `http://127.0.0.1:${port}`;
    google = await startOidcProvider({ redirectUri: `${siteUrl}/auth/v1/callback` });
    t = await startTestServer({
      env: {
        PORT: String(port),
        SITE_URL: siteUrl,
        EXTERNAL_GOOGLE_ISSUER: google.issuer,
        EXTERNAL_GOOGLE_CLIENT_ID: google.clientId,
        EXTERNAL_GOOGLE_SECRET: google.clientSecret,
        AUTH_MANUAL_LINKING_ENABLED: 'true',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  const person = (overrides: Partial<{ sub: string; email: string; email_verified: boolean; name: string }> = {}) => ({
    sub: `google-${randomBytes(4).toString('hex')}`,
    email: uniqueEmail('google'),
    email_verified: true,
    name: 'Issa Kaboré',
    ...overrides,
  });
  /** A supabase-js client whose requests go through a browser's cookie jar (its fetch), as the site's do. */
  const browserClient = (browserFetch: typeof fetch) =>
    createClient(t.url, t.anonKey, { global: { fetch: browserFetch }, auth: { persistSession: true, autoRefreshToken: false, detectSessionInUrl: false, storage: memoryStorage() } });
  const usersWithEmail = async (email: string) => (await t.server.ctx.db.query('select id from auth.users where lower(email) = $1', [email])).rows;

  it('signInWithIdToken: a token signed by the provider opens a session for a new user with a google identity', async () => {
    const claims = person();
    const nonce = randomBytes(16).toString('hex');
    const token = await google.signIdToken({ ...claims, nonce: createHash('sha256').update(nonce).digest('hex') });
    const client = t.client();
    const { data, error } = await client.auth.signInWithIdToken({ provider: 'google', token, nonce });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: claims.email, app_metadata: { provider: 'google', providers: ['google'] }, user_metadata: { full_name: 'Issa Kaboré' } });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.user!.identities).toEqual([expect.objectContaining({ provider: 'google', id: claims.sub, user_id: data.user!.id, email: claims.email })]);
    // The session is a real one: the user reads their own account with it.
    const { data: read } = await client.auth.getUser();
    expect(read.user?.id).toBe(data.user!.id);

    const again = await t.client().auth.signInWithIdToken({ provider: 'google', token: await google.signIdToken(claims) });
    expect(again.error).toBeNull();
    expect(again.data.user!.id).toBe(data.user!.id);
  });

  it('signInWithIdToken: refuses a token signed by another key, for another audience, with another nonce, or expired', async () => {
    const claims = person();
    const nonce = 'le-bon-nonce';
    const hashed = createHash('sha256').update(nonce).digest('hex');
    const attempts = [
      { token: await google.signIdToken(claims, { key: 'other' }), nonce: undefined, message: 'Bad ID token' },
      { token: await google.signIdToken({ ...claims, aud: 'another-app' }), nonce: undefined, message: 'Unacceptable audience in id_token' },
      { token: await google.signIdToken({ ...claims, nonce: hashed }), nonce: 'un-autre-nonce', message: 'Nonces mismatch' },
      { token: await google.signIdToken({ ...claims, nonce: hashed }), nonce: undefined, message: 'Passed nonce and nonce in id_token should either both exist or not.' },
      { token: await google.signIdToken(claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 }), nonce: undefined, message: 'Bad ID token' },
    ];
    for (const attempt of attempts) {
      const { data, error } = await t.client().auth.signInWithIdToken({ provider: 'google', token: attempt.token, nonce: attempt.nonce });
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ status: 400, message: attempt.message });
    }
    expect(await usersWithEmail(claims.email)).toEqual([]);
  });

  it('signInWithIdToken: a provider that is not configured is refused as GoTrue refuses it', async () => {
    const { error } = await t.client().auth.signInWithIdToken({ provider: 'azure', token: await google.signIdToken(person()) });
    expect(error).toMatchObject({ status: 400, code: 'provider_disabled' });
  });

  it('links a Google sign-in to the existing account with the same verified address: no second user', async () => {
    const { email, user } = await signedUpClient(t);
    const claims = person({ email });
    const { data, error } = await t.client().auth.signInWithIdToken({ provider: 'google', token: await google.signIdToken(claims) });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(user.id);
    expect(data.user!.app_metadata.providers).toEqual(['email', 'google']);
    expect(data.user!.identities!.map((identity) => identity.provider).sort()).toEqual(['email', 'google']);
    expect(await usersWithEmail(email)).toHaveLength(1);
    // The password still signs in too.
    expect((await t.client().auth.signInWithPassword({ email, password: goodPassword })).error).toBeNull();
  });

  it('an account registered unconfirmed with that address is taken over by its verified owner: its password no longer signs in', async () => {
    const email = uniqueEmail('squatte');
    const squatter = await t.serviceClient().auth.admin.createUser({ email, password: goodPassword, email_confirm: false });
    expect(squatter.error).toBeNull();
    const { data, error } = await t.client().auth.signInWithIdToken({ provider: 'google', token: await google.signIdToken(person({ email })) });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(squatter.data.user!.id);
    expect(data.user!.email_confirmed_at).toBeTruthy();
    const withPassword = await t.client().auth.signInWithPassword({ email, password: goodPassword });
    expect(withPassword.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('never links by an address the provider does not vouch for', async () => {
    const { email, user } = await signedUpClient(t);
    const { data, error } = await t.client().auth.signInWithIdToken({ provider: 'google', token: await google.signIdToken(person({ email, email_verified: false })) });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'provider_email_needs_verification' });
    const { rows } = await t.server.ctx.db.query('select provider from auth.identities where user_id = $1', [user.id]);
    expect(rows).toEqual([{ provider: 'email' }]);
  });

  it('signInWithOAuth with PKCE: the provider signs the person in, /callback leads back with ?code=, exchanged with the provider token', async () => {
    const client = createClient(t.url, t.anonKey, { auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: false, detectSessionInUrl: false, storage: memoryStorage() } });
    const redirectTo = `${t.url}/login`;
    const { data, error } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo, skipBrowserRedirect: true } });
    expect(error).toBeNull();
    const browser = browserWithCookies();
    const toProvider = await browser.fetch(data.url!, { redirect: 'manual' });
    expect(toProvider.status).toBe(302);
    const providerUrl = new URL(toProvider.headers.get('location')!);
    expect(providerUrl.origin).toBe(google.issuer);
    expect(providerUrl.searchParams.get('nonce')).toBeTruthy();
    // The client's own parameters for Google go on to it (GoTrue forwards them); ours cannot be overridden.
    const withParams = await t.client().auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo, skipBrowserRedirect: true, queryParams: { prompt: 'select_account', login_hint: testAccount.email, client_id: 'someone-else' } },
    });
    const forwarded = new URL((await fetch(withParams.data.url!, { redirect: 'manual' })).headers.get('location')!).searchParams;
    expect([forwarded.get('prompt'), forwarded.get('login_hint'), forwarded.get('client_id')]).toEqual(['select_account', testAccount.email, google.clientId]);

    const callback = await signInAtProvider(providerUrl.toString(), testAccount.sub);
    expect(callback.pathname).toBe('/auth/v1/callback');
    const back = await browser.fetch(callback, { redirect: 'manual' });
    const landing = new URL(back.headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}`).toBe(redirectTo);
    expect(landing.hash).toBe('');
    const code = landing.searchParams.get('code')!;

    const session = await client.auth.exchangeCodeForSession(code);
    expect(session.error).toBeNull();
    expect(session.data.session!.provider_token).toBeTruthy();
    expect(session.data.user!).toMatchObject({ email: testAccount.email, user_metadata: { full_name: testAccount.name } });
    expect(session.data.user!.identities!.map((identity) => identity.provider)).toEqual(['google']);
    // The code works once.
    const replay = await authFetch(t, '/token?grant_type=pkce', { method: 'POST', body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }) });
    expect(replay.status).toBe(404);
  });

  it('signInWithOAuth, implicit flow: the session and the provider token come back in the fragment', async () => {
    const { data } = await t.client().auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${t.url}/dashboard`, skipBrowserRedirect: true } });
    const browser = browserWithCookies();
    const providerUrl = (await browser.fetch(data.url!, { redirect: 'manual' })).headers.get('location')!;
    const back = await browser.fetch(await signInAtProvider(providerUrl, testAccount.sub), { redirect: 'manual' });
    const landing = new URL(back.headers.get('location')!);
    expect(landing.pathname).toBe('/dashboard');
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('provider_token')).toBeTruthy();
    const { data: user } = await t.client().auth.getUser(fragment.get('access_token')!);
    expect(user.user?.email).toBe(testAccount.email);
  });

  it("a refusal at the provider comes back as GoTrue's ?error=…&error_description=…", async () => {
    const { data } = await t.client().auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${t.url}/login`, skipBrowserRedirect: true } });
    const browser = browserWithCookies();
    const state = new URL((await browser.fetch(data.url!, { redirect: 'manual' })).headers.get('location')!).searchParams.get('state')!;
    const back = await browser.fetch(`${t.url}/auth/v1/callback?error=access_denied&error_description=${encodeURIComponent('The user denied access')}&state=${encodeURIComponent(state)}`, { redirect: 'manual' });
    const landing = new URL(back.headers.get('location')!);
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('error')).toBe('access_denied');
    expect(landing.searchParams.get('error_description')).toBe('The user denied access');
    const forged = await authFetch(t, '/callback?code=abc&state=forged');
    expect(new URL(forged.headers.get('location')!).searchParams.get('error_code')).toBe('bad_oauth_state');
  });

  it('unlinkIdentity: refused for the last identity, allowed for one of two', async () => {
    const googleOnly = t.client();
    const { data } = await googleOnly.auth.signInWithIdToken({ provider: 'google', token: await google.signIdToken(person()) });
    const last = await googleOnly.auth.unlinkIdentity(data.user!.identities![0]);
    expect(last.error).toMatchObject({ status: 422, code: 'single_identity_not_deletable' });

    const { client, email } = await signedUpClient(t);
    await t.client().auth.signInWithIdToken({ provider: 'google', token: await google.signIdToken(person({ email })) });
    const { data: identities } = await client.auth.getUserIdentities();
    const googleIdentity = identities!.identities.find((identity) => identity.provider === 'google')!;
    const token = (await client.auth.getSession()).data.session!.access_token;
    const unknown = await authFetch(t, `/user/identities/${crypto.randomUUID()}`, { method: 'DELETE', token });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).error_code).toBe('identity_not_found');
    expect((await client.auth.unlinkIdentity(googleIdentity)).error).toBeNull();
    const { data: after } = await client.auth.refreshSession();
    expect(after.user!.identities!.map((identity) => identity.provider)).toEqual(['email']);
    expect(after.user!.app_metadata.providers).toEqual(['email']);

  });

  it('linkIdentity (manual linking on): the provider adds a google identity to the signed-in account', async () => {
    const { email, user } = await signedUpClient(t);
    const browser = browserWithCookies();
    const client = browserClient(browser.fetch);
    await client.auth.signInWithPassword({ email, password: goodPassword });
    const { data, error } = await client.auth.linkIdentity({ provider: 'google', options: { redirectTo: `${t.url}/dashboard/settings`, skipBrowserRedirect: true } });
    expect(error).toBeNull();
    const account = { sub: `linked-${randomBytes(4).toString('hex')}`, email: uniqueEmail('autre'), emailVerified: true, name: 'Awa' };
    google.accounts.set(account.sub, account);
    const back = await browser.fetch(await signInAtProvider(data.url!, account.sub), { redirect: 'manual' });
    expect(new URL(back.headers.get('location')!).pathname).toBe('/dashboard/settings');
    const { rows } = await t.server.ctx.db.query('select provider, provider_id from auth.identities where user_id = $1 order by provider', [user.id]);
    expect(rows).toEqual([{ provider: 'email', provider_id: user.id }, { provider: 'google', provider_id: account.sub }]);
  });

  // Issue 49: the flow is bound to the browser that started it (a cookie set at /authorize, checked at /callback).
  it('binds the sign-in to the browser that started it: a short-lived HttpOnly, SameSite=Lax cookie for /auth/v1 only, dropped at the callback', async () => {
    const { data } = await t.client().auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${t.url}/login`, skipBrowserRedirect: true } });
    const browser = browserWithCookies();
    const providerUrl = (await browser.fetch(data.url!, { redirect: 'manual' })).headers.get('location')!;
    const held = [...browser.cookiesFor(`${t.url}/auth/v1/callback`).values()];
    expect(held).toHaveLength(1);
    expect(held[0].attributes.split('; ').sort()).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/auth/v1', 'SameSite=Lax']);
    expect(browser.cookiesFor(`${t.url}/login`).size).toBe(0);
    await browser.fetch(await signInAtProvider(providerUrl, testAccount.sub), { redirect: 'manual' });
    expect(browser.cookiesFor(`${t.url}/auth/v1/callback`).size).toBe(0);
  });

  it('marks the cookie Secure when the trusted proxy says the request came over https', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: '1', EXTERNAL_GOOGLE_ISSUER: google.issuer, EXTERNAL_GOOGLE_CLIENT_ID: google.clientId, EXTERNAL_GOOGLE_SECRET: google.clientSecret } });
    try {
      const response = await fetch(`${proxied.url}/auth/v1/authorize?provider=google`, { redirect: 'manual', headers: { apikey: proxied.anonKey, 'x-forwarded-proto': 'https' } });
      expect(response.status).toBe(302);
      expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^sb-oauth-[\w-]+=[\w-]+; .*; Secure$/)]);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a callback opened in another browser (login CSRF): back to the site with bad_oauth_state, no session, no code', async () => {
    for (const flowType of ['implicit', 'pkce'] as const) {
      const starter = createClient(t.url, t.anonKey, { auth: { flowType, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false, storage: memoryStorage() } });
      const { data } = await starter.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${t.url}/login`, skipBrowserRedirect: true } });
      const attacker = browserWithCookies();
      const providerUrl = (await attacker.fetch(data.url!, { redirect: 'manual' })).headers.get('location')!;
      const callback = await signInAtProvider(providerUrl, testAccount.sub);

      const victim = browserWithCookies();
      const back = await victim.fetch(callback, { redirect: 'manual' });
      expect(back.status).toBe(302);
      const landing = new URL(back.headers.get('location')!);
      expect(landing.pathname).toBe('/login');
      expect(landing.searchParams.get('code')).toBeNull();
      expect(Object.fromEntries(new URLSearchParams(landing.hash.slice(1)))).toEqual({
        error: 'invalid_request',
        error_code: 'bad_oauth_state',
        error_description: 'OAuth state was issued to another browser',
      });
      expect(landing.hash).not.toContain('access_token');
    }
  });

  it("refuses a linking address finished in another browser: the other person's provider account joins no one", async () => {
    const { email, user } = await signedUpClient(t);
    const requester = browserWithCookies();
    const client = browserClient(requester.fetch);
    await client.auth.signInWithPassword({ email, password: goodPassword });
    const { data } = await client.auth.linkIdentity({ provider: 'google', options: { redirectTo: `${t.url}/dashboard/settings`, skipBrowserRedirect: true } });
    const victimAccount = { sub: `victime-${randomBytes(4).toString('hex')}`, email: uniqueEmail('victime'), emailVerified: true, name: 'Victime' };
    google.accounts.set(victimAccount.sub, victimAccount);

    const victim = browserWithCookies();
    const back = await victim.fetch(await signInAtProvider(data.url!, victimAccount.sub), { redirect: 'manual' });
    const landing = new URL(back.headers.get('location')!);
    expect(landing.pathname).toBe('/dashboard/settings');
    expect(landing.searchParams.get('error_code')).toBe('bad_oauth_state');
    expect(landing.hash).not.toContain('access_token');
    const { rows } = await t.server.ctx.db.query('select provider from auth.identities where user_id = $1 or provider_id = $2', [user.id, victimAccount.sub]);
    expect(rows).toEqual([{ provider: 'email' }]);
  });

  it('/settings says Google is on', async () => {
    expect(await (await authFetch(t, '/settings')).json()).toMatchObject({ external: { email: true, google: true, keycloak: false }, external_labels: { google: 'Google' } });
  });
});

describe('auth API: a generic OpenID Connect provider known by its issuer (Microsoft Entra ID, Keycloak)', () => {
  let microsoft: OidcStandIn;
  let t: TestServer;
  beforeAll(async () => {
    const port = await freePort();
    const siteUrl = `http://127.0.0.1:${port}`;
    const staff = { sub: 'entra-0042', email: uniqueEmail('agent'), emailVerified: true, name: 'Moussa Traoré' };
    microsoft = await startOidcProvider({ redirectUri: `${siteUrl}/auth/v1/callback`, accounts: [staff] });
    t = await startTestServer({
      env: {
        PORT: String(port),
        SITE_URL: siteUrl,
        EXTERNAL_OIDC_ISSUER: microsoft.issuer,
        EXTERNAL_OIDC_CLIENT_ID: microsoft.clientId,
        EXTERNAL_OIDC_SECRET: microsoft.clientSecret,
        EXTERNAL_OIDC_PROVIDER: 'azure',
        EXTERNAL_OIDC_NAME: 'Microsoft',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await microsoft?.close();
  });

  it('signs in with signInWithOAuth({ provider: "azure" }) through discovery, and says so in /settings', async () => {
    expect(await (await authFetch(t, '/settings')).json()).toMatchObject({ external: { azure: true, google: false }, external_labels: { azure: 'Microsoft' } });
    const client = createClient(t.url, t.anonKey, { auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: false, detectSessionInUrl: false, storage: memoryStorage() } });
    const { data } = await client.auth.signInWithOAuth({ provider: 'azure', options: { redirectTo: `${t.url}/login`, skipBrowserRedirect: true } });
    const browser = browserWithCookies();
    const providerUrl = (await browser.fetch(data.url!, { redirect: 'manual' })).headers.get('location')!;
    expect(providerUrl.startsWith(microsoft.issuer)).toBe(true);
    const back = await browser.fetch(await signInAtProvider(providerUrl, 'entra-0042'), { redirect: 'manual' });
    const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
    const { data: session, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(session.user!).toMatchObject({ app_metadata: { provider: 'azure', providers: ['azure'] }, user_metadata: { full_name: 'Moussa Traoré' } });
    expect(session.user!.identities!.map((identity) => [identity.provider, identity.id])).toEqual([['azure', 'entra-0042']]);
  });
});

describe('auth API: what stays off answers as GoTrue does', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('an e-mail sign-up has its e-mail identity, read from auth.identities', async () => {
    const { user } = await signedUpClient(t);
    expect(user.identities).toEqual([expect.objectContaining({ provider: 'email', id: user.id, user_id: user.id, identity_id: expect.any(String) })]);
    const { rows } = await t.server.ctx.db.query('select provider from auth.identities where user_id = $1', [user.id]);
    expect(rows).toEqual([{ provider: 'email' }]);
  });

  it('linkIdentity and unlinkIdentity: 404 manual_linking_disabled by default', async () => {
    const { client, user } = await signedUpClient(t);
    const link = await client.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
    expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
    const unlink = await client.auth.unlinkIdentity(user.identities![0]);
    expect(unlink.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
  });

  it('Google unconfigured: /authorize 400 provider_disabled, /settings external.google false', async () => {
    const google = await authFetch(t, '/authorize?provider=google');
    expect(google.status).toBe(400);
    expect(await google.json()).toMatchObject({ error_code: 'provider_disabled' });
    expect(await (await authFetch(t, '/settings')).json()).toMatchObject({ external: { google: false } });
  });

  it('SAML single sign-on: 404 saml_provider_disabled « SAML 2.0 is disabled »', async () => {
    const { error } = await t.client().auth.signInWithSSO({ domain: 'example.bf' });
    expect(error).toMatchObject({ status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' });
    const metadata = await authFetch(t, '/sso/saml/metadata');
    expect(metadata.status).toBe(404);
  });

  it('Web3 and anonymous sign-in: 422 web3_provider_disabled, anonymous_provider_disabled', async () => {
    const web3 = await authFetch(t, '/token?grant_type=web3', { method: 'POST', body: JSON.stringify({ chain: 'ethereum', message: 'x', signature: 'y' }) });
    expect(web3.status).toBe(422);
    expect(await web3.json()).toMatchObject({ error_code: 'web3_provider_disabled', msg: 'Web3 provider is disabled' });
    const anonymous = await t.client().auth.signInAnonymously();
    expect(anonymous.error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
  });
});

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
}

