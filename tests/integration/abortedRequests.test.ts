import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { testDatabaseKind } from '../helpers/databases';

/**
 * Issue 36 item 2: a client hanging up on a slow request restarted the embedded engine (worker
 * ended, PGlite reopened, WAL recovery), and the restart emptied the page cache: every visitor
 * paid over a second, each time. Now the statement runs on to its end (PGlite cannot cancel one;
 * PostgreSQL cancels it), no restart happens, and a restart that does happen (a statement past
 * its time limit) keeps the rendered pages.
 */
describe('a client that leaves and a statement past its limit', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ serveSite: true });
    await t.server.ctx.db.exec(`
      create function public.test_sleep(seconds float8) returns int language sql volatile as $$ select 1 from pg_sleep(seconds) $$;
      create function public.test_endless() returns bigint language sql volatile as $$ select count(*) from generate_series(1::bigint, 100000000000) $$;
      grant execute on function public.test_sleep(float8), public.test_endless() to anon;
    `);
    for (const reload of t.server.ctx.schemaChanged) await reload();
  });
  afterAll(() => t?.close());

  const anon = () => ({ apikey: t.anonKey, authorization: `Bearer ${t.anonKey}`, 'content-type': 'application/json' });
  const cachedPages = () => t.server.ctx.pageCache?.size ?? 0;
  const restarts = () => t.server.ctx.db.restarts?.() ?? 0;

  /** The home page rendered once, so the cache holds it. */
  async function renderHome(): Promise<void> {
    const home = await fetch(`${t.url}/`);
    expect(home.status).toBe(200);
    await home.arrayBuffer();
    expect(cachedPages()).toBeGreaterThan(0);
  }

  it('lets the statement of a client that hung up finish, without restarting the engine nor emptying the page cache', { timeout: 60_000 }, async () => {
    await renderHome();
    const before = { restarts: restarts(), pages: cachedPages() };
    // A visitor's request of 1.5 s (anon's limit is 3 s), given up after a moment, as `curl --max-time`.
    const body = JSON.stringify({ seconds: 1.5 });
    const slow = request(`${t.url}/rest/v1/rpc/test_sleep`, { method: 'POST', headers: { ...anon(), 'content-length': Buffer.byteLength(body) } });
    const ended = new Promise<Error>((resolve) => slow.once('error', resolve));
    slow.end(body);
    // PGlite cannot be asked while it runs: the request reaches it within a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    slow.destroy(new Error('client gone'));
    expect((await ended).message).toBe('client gone');

    // The next visitor is answered once that statement has run its course, by the same engine.
    const next = await fetch(`${t.url}/rest/v1/products?select=slug&limit=1`, { headers: anon() });
    expect(next.status).toBe(200);
    await next.arrayBuffer();
    expect(restarts()).toBe(before.restarts);
    expect(cachedPages()).toBe(before.pages);
  });

  it('keeps the rendered pages when a statement past its time limit restarts the engine', { timeout: 60_000 }, async () => {
    await renderHome();
    const before = { restarts: restarts(), pages: cachedPages() };
    const answer = await fetch(`${t.url}/rest/v1/rpc/test_endless`, { method: 'POST', headers: anon(), body: '{}' });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    const health = await fetch(`${t.url}/health`);
    expect(health.status).toBe(200);
    await health.arrayBuffer();
    // PGlite restarted its engine for that statement; PostgreSQL cancelled it.
    expect(restarts()).toBe(testDatabaseKind === 'pglite' ? before.restarts + 1 : 0);
    expect(cachedPages()).toBe(before.pages);
  });
});
