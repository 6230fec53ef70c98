import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { asWritten, type QueuedRow } from '../helpers/writtenOutbox';
import { authFetch, signedUpClient } from './authFixtures';

/** Requests no client should send: each must get a GoTrue-shaped 4xx, never a 500 or a leak. */
const hostileRequests: Array<[string, string, string | undefined]> = [
  ['POST', '/signup', JSON.stringify({ email: 'a\u0000b@example.com', password: 'motdepasse-1' })],
  ['POST', '/signup', JSON.stringify({ email: ['a@example.com'], password: 'motdepasse-1' })],
  ['POST', '/signup', JSON.stringify({ email: 'x@example.com', password: 12345678 })],
  ['POST', '/signup', JSON.stringify({ email: 'y@example.com', password: 'motdepasse-1', data: 'texte' })],
  ['POST', '/signup', JSON.stringify({ email: 'z@example.com', password: 'motdepasse-1', data: { k: 'a\u0000b' } })],
  ['POST', '/signup', JSON.stringify({ email: `${'a'.repeat(300)}@example.com`, password: 'motdepasse-1' })],
  // A code by SMS or WhatsApp creates the user with its metadata (fuzz-auth found a 500 on PostgreSQL).
  ['POST', '/otp', JSON.stringify({ phone: '+22670123456', channel: 'whatsapp', data: { k: 'a\u0000b' } })],
  ['POST', '/otp', JSON.stringify({ phone: '+22670123457', data: { '\u0000': 'x' } })],
  ['POST', '/signup', JSON.stringify({ email: 'w@example.com', password: 'é'.repeat(40) })],
  ['POST', '/signup', 'null'],
  ['POST', '/token?grant_type=password', JSON.stringify({ email: 'a\u0000@example.com', password: 'x' })],
  ['POST', '/token?grant_type=password', JSON.stringify({ email: {}, password: [] })],
  ['POST', '/token?grant_type=password&grant_type=refresh_token', '{}'],
  ['POST', '/token?grant_type=refresh_token', JSON.stringify({ refresh_token: 'a\u0000b' })],
  ['POST', '/token?grant_type=refresh_token', JSON.stringify({ refresh_token: 'x'.repeat(5000) })],
  ['POST', '/token?grant_type=refresh_token', '"refresh"'],
  ['POST', '/recover', JSON.stringify({ email: 'a\u0000@example.com' })],
  ['POST', '/verify', JSON.stringify({ type: 'recovery', token_hash: 'a\u0000b' })],
  ['POST', '/verify', JSON.stringify({ type: 'signup', token_hash: 'abc' })],
  ['GET', '/user', undefined],
  ['PUT', '/user', '{}'],
  ['POST', '/logout?scope=local&scope=global', undefined],
  ['DELETE', '/signup', undefined],
];

describe('auth API: hostile input', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('answers every hostile request with a GoTrue-shaped 4xx', async () => {
    for (const [method, path, body] of hostileRequests) {
      const response = await authFetch(t, path, { method, body });
      const text = await response.text();
      expect(response.status, `${method} ${path} ${body}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path} ${body}`).toBeLessThan(500);
      expect(JSON.parse(text), text).toMatchObject({ code: response.status, error_code: expect.any(String) });
      expect(text).not.toMatch(/select|insert|update|stack|at \//i);
    }
  });

  it('keeps hostile values out of a signed-in user’s requests too', async () => {
    const { session } = await signedUpClient(t);
    for (const body of [{ email: 'pas-une-adresse' }, { data: ['liste'] }, { password: 42 }, { data: { k: 'a\u0000' } }]) {
      const response = await authFetch(t, '/user', { method: 'PUT', token: session.access_token, body: JSON.stringify(body) });
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    }
  });

  it('ignores a repeated redirect_to on recovery requests rather than failing', async () => {
    const { email } = await signedUpClient(t);
    const response = await authFetch(t, '/recover?redirect_to=a&redirect_to=b', { method: 'POST', body: JSON.stringify({ email }) });
    expect(response.status).toBe(200);
    const mail = await t.server.ctx.db.query<QueuedRow>('select kind, subject, body_text, data from public.notifications where recipient = $1', [
      email,
    ]);
    // The link leads to the site's own recovery page, whatever was asked.
    const link = /https?:\/\/\S+token_hash=\S+/.exec((await asWritten(t.server.ctx.db, mail.rows))[0].body_text)![0];
    expect(link.startsWith(`${t.server.ctx.config.siteUrl}/reset-password?`)).toBe(true);
  });

  it('redirects a hostile verify link safely', async () => {
    const response = await authFetch(t, '/verify?type=recovery&token=a&token=b&redirect_to=x&redirect_to=y');
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!).hash).toContain('error_code=otp_expired');
  });
});
