import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { authFetch, goodPassword, signedUpClient, uniqueEmail } from './authFixtures';

/** A password login as a browser would send it, optionally through a proxy naming the client. */
function login(t: TestServer, email: string, password: string, forwardedFor?: string) {
  return authFetch(t, '/token?grant_type=password', {
    method: 'POST',
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    body: JSON.stringify({ email, password }),
  });
}

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toMatchObject({ code: 429, error_code: 'over_request_rate_limit' });
}

describe('client address without TRUST_PROXY', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { AUTH_RATE_LIMITS: 'login=3/300,login_account=100/300' } });
  });
  afterAll(() => t?.close());

  it('ignores X-Forwarded-For from a client that is no configured proxy, so it cannot reset the limits', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await login(t, uniqueEmail(), 'mauvais-mot', `203.0.113.${attempt}`)).status).toBe(400);
    }
    await expectLimited(await login(t, uniqueEmail(), 'mauvais-mot', '203.0.113.99'));
  });

  it('does not take the scheme from X-Forwarded-Proto either', async () => {
    const response = await fetch(`${t.url}/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('failed logins behind a configured proxy', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMITS: 'login=3/300,login_account=3/300' } });
  });
  afterAll(() => t?.close());

  it('limits one password tried on many accounts from one address, not the other addresses', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(t, uniqueEmail(), 'motdepasse123', '198.51.100.7')).status).toBe(400);
    }
    const { email } = await signedUpClient(t);
    await expectLimited(await login(t, email, goodPassword, '198.51.100.7'));
    expect((await login(t, email, goodPassword, '198.51.100.8')).status).toBe(200);
  });

  it('limits one account tried from many addresses, not the other accounts', async () => {
    const victim = await signedUpClient(t);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await login(t, victim.email, `essai-${attempt}-mauvais`, `192.0.2.${attempt}`)).status).toBe(400);
    }
    await expectLimited(await login(t, victim.email, goodPassword, '192.0.2.50'));
    const other = await signedUpClient(t);
    expect((await login(t, other.email, goodPassword, '192.0.2.50')).status).toBe(200);
  });
});
