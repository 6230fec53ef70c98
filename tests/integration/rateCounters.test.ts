import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthApiError } from '../../server/auth/errors';
import { parseRateRules, RateLimiter } from '../../server/auth/rateLimits';
import { RateCounters } from '../../server/db/rateCounters';
import type { Database } from '../../server/db/types';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';

/** The sliding windows of rate_limit.take (platform.sql), on either engine. Times are given in ms. */
describe('rate-limit counters kept in PostgreSQL', () => {
  let test: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    test = await createTestDatabase();
    db = test.db;
  });
  afterAll(() => test.destroy());

  const base = Date.parse('2026-11-24T08:00:00Z');

  it('allows max events per key in the window, then says how long to wait, until the oldest leaves it', async () => {
    const counters = new RateCounters(db);
    const rule = { max: 2, windowSeconds: 600 };
    expect(await counters.take('1.2.3.4|quotes', rule, base + 1_000)).toBe(0);
    expect(await counters.take('1.2.3.4|quotes', rule, base + 2_000)).toBe(0);
    expect(await counters.take('1.2.3.4|quotes', rule, base + 3_000)).toBe(598);
    // Other keys keep their own allowance.
    expect(await counters.take('1.2.3.4|contact_messages', rule, base + 3_000)).toBe(0);
    expect(await counters.take('5.6.7.8|quotes', rule, base + 3_000)).toBe(0);
    // A refused attempt is not counted: the window slides past the first event only.
    expect(await counters.take('1.2.3.4|quotes', rule, base + 601_001)).toBe(0);
    expect(await counters.take('1.2.3.4|quotes', rule, base + 601_500)).toBe(1);
  });

  it('shares the counts between two holders of the database, as two server processes are', async () => {
    const rule = { max: 3, windowSeconds: 60 };
    const one = new RateCounters(db);
    const other = new RateCounters(db);
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => (i % 2 ? one : other).take('shared-key', rule, base)));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(3);
    expect(answers.filter((wait) => wait === 60)).toHaveLength(3);
  });

  it('checks without counting, records failures, and refuses past the allowance with GoTrue 429', async () => {
    const limiter = new RateLimiter(parseRateRules('login=1/300,signup=2/600'), new RateCounters(db));
    await limiter.check('login', 'a', base);
    await limiter.check('login', 'a', base);
    await limiter.record('login', 'a', base);
    await expect(limiter.check('login', 'a', base + 1_000)).rejects.toMatchObject({ status: 429, retryAfter: 299 });

    await limiter.take('signup', '10.0.0.1', base);
    await limiter.take('signup', '10.0.0.1', base + 100_000);
    const refusal = await limiter.take('signup', '10.0.0.1', base + 200_000).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AuthApiError);
    expect(refusal).toMatchObject({ status: 429, errorCode: 'over_request_rate_limit', retryAfter: 400 });
    await expect(limiter.take('signup', '10.0.0.2', base + 200_000)).resolves.toBeUndefined();
    await expect(limiter.take('signup', '10.0.0.1', base + 600_001)).resolves.toBeUndefined();
  });

  it('are out of the API roles’ reach', async () => {
    const attempt = await db
      .transaction(async (tx) => {
        await tx.query('set local role anon');
        return tx.query('select rate_limit.take($1, 1, 60, true)', ['x']);
      })
      .catch((error: { code?: string }) => error.code);
    expect(attempt).toBe('42501');
  });
});
