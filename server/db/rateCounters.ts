import type { Queryable } from './types';

/** A rule: at most `max` events per key in a sliding window of `windowSeconds`. */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

/**
 * Sliding-window counters kept in PostgreSQL (rate_limit.take, supabase/migrations/20261203040100), so
 * that every server process on one database counts together and a restart forgets
 * nothing. `at` (milliseconds) replaces the database clock, for tests only.
 *
 * There is no « check » without counting: an attempt is taken before it is evaluated
 * (requests sent at once would all pass a check made before any of them is recorded),
 * and given back afterwards where only failures are meant to count.
 */
export class RateCounters {
  constructor(private readonly db: Queryable) {}

  /** Counts one event for the key; returns the seconds to wait when the allowance is used up (nothing counted), else 0. */
  async take(key: string, rule: RateRule, at?: number): Promise<number> {
    const answer = await this.db.query<{ wait: number }>('select rate_limit.take($1, $2, $3, true, $4) as wait', [
      key,
      rule.max,
      rule.windowSeconds,
      at === undefined ? null : new Date(at).toISOString(),
    ]);
    return answer.rows[0].wait;
  }

  /** Takes back the newest event counted for the key (an attempt that turned out not to count). */
  async giveBack(key: string): Promise<void> {
    await this.db.query('select rate_limit.give_back($1)', [key]);
  }
}
