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

  it('takes an attempt before it is evaluated, gives back a success, and refuses past the allowance with GoTrue 429', async () => {
    const limiter = new RateLimiter(parseRateRules('login=1/300,signup=2/600'), new RateCounters(db));
    // A success given back leaves the allowance whole: one failure still fits.
    await (await limiter.take('login', { id: 'a' }, base)).giveBack();
    await limiter.take('login', { id: 'a' }, base);
    await expect(limiter.take('login', { id: 'a' }, base + 1_000)).rejects.toMatchObject({ status: 429, retryAfter: 299 });

    await limiter.take('signup', { address: '10.0.0.1' }, base);
    await limiter.take('signup', { address: '10.0.0.1' }, base + 100_000);
    const refusal = await limiter.take('signup', { address: '10.0.0.1' }, base + 200_000).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AuthApiError);
    expect(refusal).toMatchObject({ status: 429, errorCode: 'over_request_rate_limit', retryAfter: 400 });
    await expect(limiter.take('signup', { address: '10.0.0.2' }, base + 200_000)).resolves.toBeDefined();
    await expect(limiter.take('signup', { address: '10.0.0.1' }, base + 600_001)).resolves.toBeDefined();
  });

  it('lets through at most the allowance of attempts sent at once, whichever holder takes them', async () => {
    const limiter = new RateLimiter(parseRateRules('otp_verify=5/600'), new RateCounters(db));
    const other = new RateLimiter(parseRateRules('otp_verify=5/600'), new RateCounters(db));
    const answers = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? limiter : other).take('otp_verify', { id: 'burst@example.com' }, base)),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(5);
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    const limiter = new RateLimiter(parseRateRules('signup=2/600'), new RateCounters(db));
    await limiter.take('signup', { address: '2001:db8:5:6::1' }, base);
    await limiter.take('signup', { address: '2001:db8:5:6::2' }, base);
    await expect(limiter.take('signup', { address: '2001:db8:5:6:a:b:c:d' }, base)).rejects.toMatchObject({ status: 429 });
    await expect(limiter.take('signup', { address: '2001:db8:5:7::1' }, base)).resolves.toBeDefined();
  });

  it('keeps about the live windows however many keys pass through: a new key sweeps run-out ones', async () => {
    const counters = new RateCounters(db);
    const rule = { max: 1, windowSeconds: 60 };
    const later = base + 10 * 86_400_000;
    for (let i = 0; i < 300; i += 1) await counters.take(`sweep-old-${i}`, rule, later);
    const countOld = async () =>
      (await db.query<{ n: number }>(`select count(*)::int as n from rate_limit.windows where key like 'sweep-old-%'`)).rows[0].n;
    expect(await countOld()).toBe(300);
    // An hour on, each new key removes two windows that ran out.
    for (let i = 0; i < 150; i += 1) await counters.take(`sweep-new-${i}`, rule, later + 3_600_000);
    expect(await countOld()).toBe(0);
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
