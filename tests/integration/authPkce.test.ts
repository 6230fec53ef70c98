import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../helpers/sentMails';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { authFetch, goodPassword, uniqueEmail, userWithToken } from './authFixtures';
import { fragmentOf, linkAndCode, magicSubject, open, pkceClient, signedUpAndConfirmed } from './emailLinkFixtures';

describe('auth API: PKCE (supabase-js flowType pkce, exchangeCodeForSession, POST /token?grant_type=pkce)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { MAILER_AUTOCONFIRM: 'false' } });
  });
  afterAll(() => t?.close());

  it('PKCE: signInWithOtp with flowType pkce leads back with ?code=, which only that client exchanges for a session', async () => {
    const { email, user } = await signedUpAndConfirmed(t);
    const client = pkceClient(t);
    expect((await client.auth.signInWithOtp({ email, options: { emailRedirectTo: `${t.url}/espace-client` } })).error).toBeNull();
    const { link } = await linkAndCode(t, email, magicSubject);
    const location = new URL((await open(t, link)).headers.get('location')!);
    expect(location.hash).toBe('');
    const code = location.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const stranger = await authFetch(t, '/token?grant_type=pkce', { method: 'POST', body: JSON.stringify({ auth_code: code, code_verifier: randomBytes(40).toString('base64url') }) });
    expect(stranger.status).toBe(400);
    expect((await stranger.json()).error_code).toBe('bad_code_verifier');

    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    const replay = await authFetch(t, '/token?grant_type=pkce', { method: 'POST', body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }) });
    expect(replay.status).toBe(404);
    expect((await replay.json()).error_code).toBe('flow_state_not_found');
  });

  it('PKCE by raw HTTP: an S256 challenge on /otp, exchanged with its verifier; a malformed one is GoTrue’s 400', async () => {
    const { email } = await signedUpAndConfirmed(t);
    const verifier = randomBytes(40).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const asked = await authFetch(t, '/otp', { method: 'POST', body: JSON.stringify({ email, create_user: false, code_challenge: challenge, code_challenge_method: 's256' }) });
    expect(asked.status).toBe(200);
    const code = new URL((await open(t, (await linkAndCode(t, email, magicSubject)).link)).headers.get('location')!).searchParams.get('code');
    const exchanged = await authFetch(t, '/token?grant_type=pkce', { method: 'POST', body: JSON.stringify({ auth_code: code, code_verifier: verifier }) });
    expect(exchanged.status).toBe(200);
    expect(await exchanged.json()).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String) });

    const bad = await authFetch(t, '/otp', { method: 'POST', body: JSON.stringify({ email, code_challenge: 'court', code_challenge_method: 's256' }) });
    expect(bad.status).toBe(400);
  });

  it('PKCE: someone else’s challenge for the same address never turns another link into a ?code= redirect', async () => {
    const { email, user } = await signedUpAndConfirmed(t);
    const strangerChallenge = createHash('sha256').update(randomBytes(40).toString('base64url')).digest('base64url');
    await authFetch(t, '/otp', { method: 'POST', body: JSON.stringify({ email, create_user: false, code_challenge: strangerChallenge, code_challenge_method: 's256' }) });
    const { data } = await t.serviceClient().auth.admin.generateLink({ type: 'magiclink', email });
    const location = (await open(t, new URL(data.properties!.action_link))).headers.get('location')!;
    expect(new URL(location).searchParams.get('code')).toBeNull();
    expect((await userWithToken(t, fragmentOf(location).get('access_token')!)).body.id).toBe(user.id);
  });

  it('signUp: the confirmation link leads back with ?code=, exchanged for a session of the confirmed account', async () => {
    const client = pkceClient(t);
    const email = uniqueEmail('pkce');
    const signedUp = await client.auth.signUp({ email, password: goodPassword, options: { emailRedirectTo: `${t.url}/bienvenue` } });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.session).toBeNull();
    const mail = (await mailsTo(t, email)).at(-1)!;
    const link = new URL(/https?:\/\/\S+token_hash=\S+/.exec(mail.text)![0]);
    const location = new URL((await open(t, link)).headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${t.url}/bienvenue`);
    const { data, error } = await client.auth.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });
  });

  it('resetPasswordForEmail: the recovery link leads back with ?code=; the session it gives sets a new password', async () => {
    const email = uniqueEmail('pkce-oubli');
    await t.serviceClient().auth.admin.createUser({ email, password: goodPassword, email_confirm: true });
    const client = pkceClient(t);
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: `${t.url}/reset-password` })).error).toBeNull();
    const mail = (await mailsTo(t, email)).filter((candidate) => /Réinitialisation/.test(candidate.subject)).at(-1)!;
    const link = new URL(/https?:\/\/\S+token_hash=\S+/.exec(mail.text)![0]);
    const location = new URL((await open(t, link)).headers.get('location')!);
    const { data, error } = await client.auth.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await client.auth.updateUser({ password: 'oublié-puis-retrouvé' })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email, password: 'oublié-puis-retrouvé' })).error).toBeNull();
  });
});
