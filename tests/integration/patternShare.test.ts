import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patternShareSize } from '../../server/rest/patternShare';
import { startTestServer, type TestServer } from '../helpers/testServer';

/**
 * Issue 36 item 2: ten slow requests with a regular-expression filter, sent at once, took every
 * connection of PostgreSQL's pool (and PGlite's one queue), and every other API call waited.
 * Now at most `patternShareSize` of them run; the others are answered 429 at once, and an
 * ordinary read goes through while the admitted ones still run.
 */
describe('the share of the connections given to regular-expression filters', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
    // A view a visitor may read whose every read takes 2 s (below anon's 3 s limit: long enough for the whole burst to arrive while it runs), whatever its filter.
    await t.server.ctx.db.exec(`
      create view public.test_slow_texts as select 'abc'::text as body from pg_sleep(2) as pause;
      grant select on public.test_slow_texts to anon;
    `);
    for (const reload of t.server.ctx.schemaChanged) await reload();
  });
  afterAll(() => t?.close());

  const headers = () => ({ apikey: t.anonKey, authorization: `Bearer ${t.anonKey}` });

  it('runs a few at once, refuses the rest with 429, and keeps ordinary reads flowing', { timeout: 60_000 }, async () => {
    const finished: string[] = [];
    const sent = 10;
    const patternReads = Array.from({ length: sent }, async () => {
      const response = await fetch(`${t.url}/rest/v1/test_slow_texts?select=body&body=match.b`, { headers: headers() });
      const body = (await response.json()) as unknown;
      finished.push(`pattern ${response.status}`);
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
    });
    // The refused ones are answered while the admitted ones still run.
    await expect.poll(() => finished.filter((entry) => entry === 'pattern 429').length, { timeout: 20_000 }).toBe(sent - patternShareSize);

    const ordinary = await fetch(`${t.url}/rest/v1/products?select=slug&limit=1`, { headers: headers() });
    expect(ordinary.status).toBe(200);
    await ordinary.arrayBuffer();
    finished.push('ordinary');

    const answers = await Promise.all(patternReads);
    const admitted = answers.filter((answer) => answer.status === 200);
    expect(admitted).toHaveLength(patternShareSize);
    for (const answer of admitted) expect(answer.body).toEqual([{ body: 'abc' }]);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(sent - patternShareSize);
    expect(refused[0]).toEqual({
      status: 429,
      retryAfter: '1',
      body: { code: 'PGRST429', details: 'Too many requests with regular-expression filters are running at once', hint: 'Retry in 1 s', message: 'Too many requests' },
    });
    // The ordinary read did not wait for the admitted pattern reads to end.
    expect(finished.indexOf('ordinary')).toBeLessThan(finished.lastIndexOf('pattern 200'));
  });
});
