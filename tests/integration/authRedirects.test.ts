import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { asWritten, type QueuedRow } from '../helpers/writtenOutbox';
import { authFetch, goodPassword, signedUpClient, uniqueEmail } from './authFixtures';

/** The text of the latest mail queued for an address. */
async function latestMail(t: TestServer, email: string): Promise<string> {
  const found = await t.server.ctx.db.query<QueuedRow>(
    'select kind, subject, body_text, data from public.notifications where recipient = $1 order by id desc limit 1',
    [email],
  );
  return (await asWritten(t.server.ctx.db, found.rows))[0]?.body_text ?? '';
}

describe('where auth e-mails send the browser (SITE_URL and ADDITIONAL_REDIRECT_URLS only)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      env: {
        SITE_URL: 'https://www.example.bf',
        ADDITIONAL_REDIRECT_URLS: 'https://*.partenaire.bf/**',
        // Even behind a trusted proxy, the forwarded host is the caller's to choose.
        TRUST_PROXY: '127.0.0.1',
      },
    });
  });
  afterAll(() => t?.close());

  const recover = (email: string, redirectTo: string, headers: Record<string, string> = {}) =>
    authFetch(t, `/recover?redirect_to=${encodeURIComponent(redirectTo)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email }),
    });

  it('ignores the Host and X-Forwarded-Host the request came with', async () => {
    const { email } = await signedUpClient(t);
    const sent = await recover(email, 'https://evil.example.net/voler', {
      'x-forwarded-host': 'evil.example.net',
      'x-forwarded-proto': 'https',
    });
    expect(sent.status).toBe(200);
    const mail = await latestMail(t, email);
    expect(mail).toContain('https://www.example.bf');
    expect(mail).not.toContain('evil.example.net');

    const opened = await authFetch(t, `/verify?type=recovery&token=inconnu&redirect_to=${encodeURIComponent('http://evil.example.net/')}`, {
      headers: { host: 'evil.example.net' },
    });
    expect(new URL(opened.headers.get('location')!).origin).toBe('https://www.example.bf');
  });

  it('keeps an address of the allow-list', async () => {
    const { email } = await signedUpClient(t);
    await t.server.ctx.db.query("update auth.users set recovery_sent_at = now() - interval '1 hour' where lower(email) = $1", [email]);
    expect((await recover(email, 'https://app.partenaire.bf/retour')).status).toBe(200);
    expect(decodeURIComponent(await latestMail(t, email))).toContain('https://app.partenaire.bf/retour');
  });
});

describe('a control character after the leading slash never leads off the site (issue 36, item 5)', () => {
  let t: TestServer;
  const site = 'https://www.example.bf';
  beforeAll(async () => {
    t = await startTestServer({
      env: {
        SITE_URL: site,
        ADDITIONAL_REDIRECT_URLS: 'https://*.partenaire.bf/**',
        // Sign-ups wait for their confirmation mail, so the PKCE sign-up's link can be read.
        MAILER_AUTOCONFIRM: 'false',
        AUTH_RATE_LIMITS: 'recover=1000/600,signup=1000/600',
      },
    });
  });
  afterAll(() => t?.close());

  // What the browser sends for `/<control>/evil.example/steal`, each control a browser's URL parser would drop or trim.
  const variants = ['%2F%09%2Fevil.example%2Fsteal', '%2F%0A%2Fevil.example%2Fsteal', '%2F%0D%2Fevil.example%2Fsteal', '%2F%09%5Cevil.example%2Fsteal'];
  const challenge = { code_challenge: 'x'.repeat(43), code_challenge_method: 's256' };

  async function confirmedAccount(): Promise<string> {
    const email = uniqueEmail('redirect');
    const { error } = await t.serviceClient().auth.admin.createUser({ email, password: goodPassword, email_confirm: true });
    expect(error).toBeNull();
    return email;
  }

  /** The mail's text with its links decoded, as the person's mail client would follow them. */
  async function mailSaysOnlyTheSite(email: string): Promise<void> {
    const text = decodeURIComponent(await latestMail(t, email));
    expect(text).toContain(site);
    expect(text).not.toContain('evil.example');
  }

  it.each(variants)('GET /verify with redirect_to=%s sends the browser to the site', async (encoded) => {
    const opened = await authFetch(t, `/verify?type=magiclink&token=abc&redirect_to=${encoded}`);
    expect(opened.status).toBe(303);
    expect(new URL(opened.headers.get('location')!).origin).toBe(site);
  });

  it.each(variants)('POST /otp, with and without PKCE, mails a link to the site for redirect_to=%s', async (encoded) => {
    for (const pkce of [{}, challenge]) {
      const email = await confirmedAccount();
      const asked = await authFetch(t, `/otp?redirect_to=${encoded}`, { method: 'POST', body: JSON.stringify({ email, create_user: false, ...pkce }) });
      expect(asked.status).toBe(200);
      await mailSaysOnlyTheSite(email);
    }
  });

  it.each(variants)('POST /recover, with and without PKCE, mails a link to the site for redirect_to=%s', async (encoded) => {
    for (const pkce of [{}, challenge]) {
      const email = await confirmedAccount();
      const asked = await authFetch(t, `/recover?redirect_to=${encoded}`, { method: 'POST', body: JSON.stringify({ email, ...pkce }) });
      expect(asked.status).toBe(200);
      await mailSaysOnlyTheSite(email);
    }
  });

  it.each(variants)('POST /signup, with and without PKCE, mails a confirmation link to the site for redirect_to=%s', async (encoded) => {
    for (const pkce of [{}, challenge]) {
      const email = uniqueEmail('redirect-signup');
      const signedUp = await authFetch(t, `/signup?redirect_to=${encoded}`, { method: 'POST', body: JSON.stringify({ email, password: goodPassword, ...pkce }) });
      expect(signedUp.status).toBe(200);
      await mailSaysOnlyTheSite(email);
    }
  });

  it.each(variants)('generate_link and /invite (service role) keep redirect_to=%s on the site', async (encoded) => {
    const email = uniqueEmail('redirect-invite');
    const generated = await authFetch(t, `/admin/generate_link?redirect_to=${encoded}`, {
      method: 'POST',
      token: t.serviceRoleKey,
      body: JSON.stringify({ type: 'magiclink', email }),
    });
    expect(generated.status).toBe(200);
    const link = new URL(((await generated.json()) as { action_link: string }).action_link);
    expect(new URL(link.searchParams.get('redirect_to')!).origin).toBe(site);

    const invited = uniqueEmail('redirect-invite');
    const invite = await authFetch(t, `/invite?redirect_to=${encoded}`, { method: 'POST', token: t.serviceRoleKey, body: JSON.stringify({ email: invited }) });
    expect(invite.status).toBe(200);
    await mailSaysOnlyTheSite(invited);
  });
});
