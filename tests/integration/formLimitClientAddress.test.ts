import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';

/**
 * Issue 49, point 8: on a hosted project the form limit runs in the database with the headers PostgREST
 * passes (request.headers). A proxy appends what it saw to X-Forwarded-For; the client writes the start.
 * The address counted is the right-most entry after rate_limit.proxy_settings.trusted_hops.
 */
describe('the address the database form limit counts', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  const addressFor = async (forwardedFor: string | undefined, trustedHops = 0) =>
    t.server.ctx.db.transaction(async (tx) => {
      await tx.query('update rate_limit.proxy_settings set trusted_hops = $1', [trustedHops]);
      const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
      await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
      const found = await tx.query<{ address: string | null }>('select rate_limit.client_address() as address');
      // Leave the settings as they were for the other tests of the run.
      await tx.query('update rate_limit.proxy_settings set trusted_hops = 0');
      return found.rows[0].address;
    });

  it('never counts an entry the client wrote in front of the proxy’s', async () => {
    expect(await addressFor('6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressFor('7.7.7.7, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('skips the entries appended by the trusted proxies', async () => {
    expect(await addressFor('6.6.6.6, 203.0.113.9, 10.0.0.1', 1)).toBe('203.0.113.9');
    expect(await addressFor('203.0.113.9, 10.0.0.1, 10.0.0.2', 2)).toBe('203.0.113.9');
  });

  it('keeps the bundled server’s one-entry list and the IPv6 network rule', async () => {
    expect(await addressFor('203.0.113.10')).toBe('203.0.113.10');
    expect(await addressFor('2001:db8:77:1::5')).toBe('2001:db8:77:1::/64');
    expect(await addressFor(undefined)).toBeNull();
    expect(await addressFor('not an address')).toBeNull();
  });
});
