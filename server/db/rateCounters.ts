import type { Queryable } from './types';

/** A rule: at most `max` events per key in a sliding window of `windowSeconds`. */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

/**
 * Sliding-window counters kept in PostgreSQL (rate_limit.take in platform.sql), so
 * that every server process on one database counts together and a restart forgets
 * nothing. `at` (milliseconds) replaces the database clock, for tests only.
 */
export class RateCounters {
  constructor(private readonly db: Queryable) {}

  /** Counts one event for the key; returns the seconds to wait when the allowance is used up (nothing counted), else 0. */
  take(key: string, rule: RateRule, at?: number): Promise<number> {
    return this.call(key, rule.max, rule.windowSeconds, true, at);
  }

  /** The seconds to wait if the allowance is used up, else 0; counts nothing. */
  check(key: string, rule: RateRule, at?: number): Promise<number> {
    return this.call(key, rule.max, rule.windowSeconds, false, at);
  }

  /** Counts one event whatever the allowance (failures, checked beforehand with `check`). */
  async record(key: string, rule: RateRule, at?: number): Promise<void> {
    await this.call(key, null, rule.windowSeconds, true, at);
  }

  private async call(key: string, max: number | null, windowSeconds: number, count: boolean, at?: number): Promise<number> {
    const answer = await this.db.query<{ wait: number }>('select rate_limit.take($1, $2, $3, $4, $5) as wait', [
      key,
      max,
      windowSeconds,
      count,
      at === undefined ? null : new Date(at).toISOString(),
    ]);
    return answer.rows[0].wait;
  }
}
