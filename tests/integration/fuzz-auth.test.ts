import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signedUpClient } from './authFixtures';
import { expectWellFormed, fireAll, nastyText } from './fuzzAnswers';

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

const endpoints = [
  'POST /signup',
  'POST /token?grant_type=password',
  'POST /token?grant_type=refresh_token',
  'POST /token?grant_type=pkce',
  'POST /token',
  'GET /user',
  'PUT /user',
  'GET /reauthenticate',
  'POST /logout',
  'POST /logout?scope=global',
  'POST /logout?scope=others',
  'POST /recover',
  'POST /verify',
  'GET /verify',
  'GET /settings',
  'POST /otp',
  'POST /resend',
  'DELETE /user',
  'POST /factors',
  'POST /factors/FACTOR/challenge',
  'POST /factors/FACTOR/verify',
  'DELETE /factors/FACTOR',
  'POST /factors/OTHER/verify',
  'DELETE /factors/OTHER',
];

const email = fc.oneof(fc.emailAddress(), nastyText, fc.constantFrom('awa@example.com', 'AWA@EXAMPLE.COM', ' awa@example.com ', 'a@b', '@', ''));
const field = fc.oneof(nastyText, fc.integer(), fc.boolean(), fc.constant(null), fc.array(nastyText, { maxLength: 2 }), fc.dictionary(nastyText, nastyText, { maxKeys: 2 }));

const authBody = fc.oneof(
  fc
    .record(
      {
        email,
        password: fc.oneof(nastyText, fc.constant('motdepasse-solide-1'), fc.string({ minLength: 70, maxLength: 200 })),
        refresh_token: nastyText,
        data: fc.dictionary(nastyText, field, { maxKeys: 3 }),
        type: fc.constantFrom('recovery', 'signup', 'email_change', 'magiclink', 'invite', 'sms', 'phone_change'),
        // Phone sign-in (decision 053): numbers as typed in Burkina Faso, foreign, malformed or hostile.
        phone: fc.oneof(nastyText, fc.constantFrom('+22670123456', '70 12 34 56', '0022670123456', '+33612345678', '+', '')),
        channel: fc.oneof(nastyText, fc.constantFrom('sms', 'whatsapp')),
        create_user: field,
        token: nastyText,
        token_hash: nastyText,
        nonce: fc.oneof(nastyText, fc.stringMatching(/^\d{6}$/)),
        redirect_to: fc.oneof(fc.webUrl(), nastyText),
        gotrue_meta_security: fc.dictionary(nastyText, nastyText, { maxKeys: 1 }),
        factor_type: fc.oneof(fc.constantFrom('totp', 'phone', 'webauthn'), nastyText),
        friendly_name: field,
        issuer: field,
        challenge_id: fc.oneof(fc.uuid(), nastyText),
        code: fc.oneof(fc.stringMatching(/^\d{6}$/), field),
      },
      { requiredKeys: [] },
    )
    .map((body) => JSON.stringify(body)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  nastyText,
);

describe('the auth API under random and adversarial requests', () => {
  let t: TestServer;
  let realToken: string;
  let factorId: string;
  beforeAll(async () => {
    // The calls name their client in X-Forwarded-For, as a proxy on this machine would.
    t = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
    const { client, session } = await signedUpClient(t, 'awa@example.com');
    realToken = session.access_token;
    factorId = (await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Téléphone' })).data!.id;
  });
  afterAll(() => t?.close());

  it('answers every endpoint with a GoTrue-shaped 4xx or a correct 2xx/3xx', { timeout: 300_000 }, async () => {
    const calls = fc.record({
      endpoint: fc.constantFrom(...endpoints),
      otherFactor: fc.oneof(fc.uuid(), nastyText),
      query: fc.array(fc.tuple(fc.constantFrom('redirect_to', 'type', 'token', 'scope', 'grant_type', 'email'), nastyText), { maxLength: 2 }),
      body: authBody,
      contentType: fc.constantFrom('application/json', 'application/json;charset=UTF-8', 'text/plain', 'application/x-www-form-urlencoded'),
      token: fc.oneof(fc.constant(undefined), fc.constant('real'), nastyText),
      address: fc.integer({ min: 1, max: 250 }),
    });
    const fired = await fireAll(calls, 2500, seed, 6, async ({ endpoint, otherFactor, query, body, contentType, token, address }) => {
      const [method, template] = endpoint.split(' ');
      // The awa's own factor, or any id at all (someone else's, unknown, malformed).
      const path = template.replace('FACTOR', factorId).replace('OTHER', encodeURIComponent(otherFactor));
      const extra = query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
      const url = `${t.url}/auth/v1${path}${extra ? (path.includes('?') ? '&' : '?') + extra : ''}`;
      const headers: Record<string, string> = {
        apikey: t.anonKey,
        'content-type': contentType,
        // Spread over addresses so the login and sign-up limits answer some calls, not all.
        'x-forwarded-for': `198.51.100.${address}`,
      };
      if (token === 'real') headers.authorization = `Bearer ${realToken}`;
      else if (token !== undefined) headers.authorization = `Bearer ${token.replace(/[^\x20-\x7e]/g, '')}`.trim();
      const response = await fetch(url, { method, headers, body: method === 'GET' ? undefined : body, redirect: 'manual' });
      const answer = { status: response.status, body: await response.text() };
      // /verify answers a browser with a redirect whose fragment carries the error: that is GoTrue's shape there.
      if (answer.status >= 300 && answer.status < 400) {
        expect(response.headers.get('location'), url).toBeTruthy();
        return;
      }
      expectWellFormed('gotrue', `${method} ${url} ${JSON.stringify(headers)} ${body}`.slice(0, 2000), answer);
    });
    expect(fired).toBe(2500);
  });
});
