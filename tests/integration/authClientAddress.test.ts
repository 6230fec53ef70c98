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

// Issue 49: a proxy appends the address it saw to whatever X-Forwarded-For the client sent, so the first
// entry is the client's to choose; the address that counts is the right-most one after the trusted hops.
describe.each([
  { trust: '127.0.0.1', proxies: 'a trusted address' },
  { trust: '1', proxies: 'a hop count' },
])('behind a proxy that appends to X-Forwarded-For ($proxies)', ({ trust }) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ env: { TRUST_PROXY: trust, AUTH_RATE_LIMITS: 'login=3/300,login_account=100/300', FORM_RATE_LIMIT: '2/600' } });
  });
  afterAll(() => t?.close());

  /** What the proxy forwards for a client at 198.51.100.20 that wrote `written` itself. */
  const appended = (written: string) => `${written}, 198.51.100.20`;

  it('counts the failed logins of one client whatever first entry it writes', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await login(t, uniqueEmail(), 'mauvais-mot', appended(`203.0.113.${attempt}`))).status).toBe(400);
    }
    await expectLimited(await login(t, uniqueEmail(), 'mauvais-mot', appended('203.0.113.99')));
    // Another client behind the same proxy is not limited.
    expect((await login(t, uniqueEmail(), 'mauvais-mot', '203.0.113.1, 198.51.100.21')).status).toBe(400);
  });

  it("counts one client's forms whatever first entry it writes (the database's limit)", async () => {
    const submit = (index: number, forwardedFor: string) =>
      fetch(`${t.url}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { apikey: t.anonKey, 'content-type': 'application/json', prefer: 'return=minimal', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ name: 'Awa Ouédraogo', email: 'awa@example.com', message: `Message numéro ${index}` }),
      });
    expect((await submit(1, appended('192.0.2.1, 192.0.2.2'))).status).toBe(201);
    expect((await submit(2, appended('192.0.2.3'))).status).toBe(201);
    expect((await submit(3, appended('192.0.2.4'))).status).toBe(429);
    expect((await submit(4, '192.0.2.4, 198.51.100.22')).status).toBe(201);
  });
});
