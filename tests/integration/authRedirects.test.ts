import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { asWritten, type QueuedRow } from '../helpers/writtenOutbox';
import { authFetch, signedUpClient } from './authFixtures';

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
