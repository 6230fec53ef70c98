import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { testDatabaseKind } from '../helpers/databases';

/**
 * Issue 11 item 1 and issue 12 « no request waits behind SQL »: a statement run as
 * anon is cut off by the role's statement_timeout (3 s, as hosted Supabase sets it),
 * a request whose client leaves stops its statement, and meanwhile the rest of the
 * server keeps answering. On PGlite the engine runs in a worker thread that the
 * adapter ends and reopens; on PostgreSQL the server cancels the backend itself.
 */

// A count no engine finishes in the tests' lifetime (hours), defined by the test only.
const endless = 100_000_000_000;
const slowFunction = `
create function public.test_slow_count(n bigint) returns bigint language sql volatile
  as $$ select count(*) from generate_series(1::bigint, n) $$;
grant execute on function public.test_slow_count(bigint) to anon, authenticated, service_role;
`;

/** Statements of test_slow_count still running on the PostgreSQL server (not this probe). */
async function slowStatementsRunning(): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_stat_activity where state = 'active' and query like '%test_slow_count%' and pid <> pg_backend_pid()",
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

describe('slow statements and clients that leave', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
    await t.server.ctx.db.exec(slowFunction);
    for (const reload of t.server.ctx.schemaChanged) await reload();
  });
  afterAll(() => t.close());

  const headers = (key: string) => ({ apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' });
  const callSlow = (key: string) =>
    fetch(`${t.url}/rest/v1/rpc/test_slow_count`, { method: 'POST', headers: headers(key), body: JSON.stringify({ n: endless }) });

  it('cuts off a slow anonymous statement with the statement-timeout error while other requests keep answering', { timeout: 60_000 }, async () => {
    // A row committed before the engine is stopped must still be there afterwards.
    const kept = await fetch(`${t.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { ...headers(t.serviceRoleKey), prefer: 'return=minimal' },
      body: JSON.stringify({ name: 'Awa Ouédraogo', email: 'awa@example.com', message: 'écrit avant la requête lente' }),
    });
    expect(kept.status).toBe(201);
    await kept.arrayBuffer();

    let slowSettled = false;
    const slow = callSlow(t.anonKey).finally(() => (slowSettled = true));
    // The event loop is free while the statement runs: the health check answers first.
    const health = await fetch(`${t.url}/health`);
    expect(slowSettled).toBe(false);
    expect(health.status).toBe(200);
    await health.arrayBuffer();

    const answer = await slow;
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      code: '57014',
      details: null,
      hint: null,
      message: 'canceling statement due to statement timeout',
    });

    const read = await fetch(`${t.url}/rest/v1/products?select=slug&limit=1`, { headers: headers(t.anonKey) });
    expect(read.status).toBe(200);
    await read.arrayBuffer();
    const stored = await fetch(`${t.url}/rest/v1/contact_messages?select=message&message=eq.${encodeURIComponent('écrit avant la requête lente')}`, {
      headers: headers(t.serviceRoleKey),
    });
    expect(await stored.json()).toEqual([{ message: 'écrit avant la requête lente' }]);
  });

  it('stops the statement of a client that leaves, so the next query answers', { timeout: 60_000 }, async () => {
    // service_role has no time limit: only the client's departure can end this statement.
    // A socket of the test's own, closed by the test, as a browser tab closed mid-request.
    const body = JSON.stringify({ n: endless });
    const slow = request(`${t.url}/rest/v1/rpc/test_slow_count`, {
      method: 'POST',
      headers: { ...headers(t.serviceRoleKey), 'content-length': Buffer.byteLength(body) },
    });
    const ended = new Promise<Error>((resolve) => slow.once('error', resolve));
    slow.end(body);
    if (testDatabaseKind === 'postgres') {
      await expect.poll(slowStatementsRunning, { timeout: 20_000 }).toBe(1);
    } else {
      // PGlite's engine cannot be asked while it runs; the request reaches it within a moment.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    slow.destroy(new Error('client gone'));
    expect((await ended).message).toBe('client gone');

    const next = await fetch(`${t.url}/rest/v1/rpc/test_slow_count`, { method: 'POST', headers: headers(t.serviceRoleKey), body: JSON.stringify({ n: 10 }) });
    expect(next.status).toBe(200);
    expect(await next.json()).toBe(10);
    if (testDatabaseKind === 'postgres') await expect.poll(slowStatementsRunning, { timeout: 20_000 }).toBe(0);
  });
});
