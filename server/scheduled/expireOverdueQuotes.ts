import type { Queryable } from '../db/types';

/**
 * Marks « Expiré » the sent quotes past their validity (private.expire_overdue_quotes, also pg_cron's job on
 * a hosted project, decision 059). A quote's validity ends with a day, so the outbox's hourly upkeep is
 * often enough.
 */
export async function expireOverdueQuotes(db: Queryable): Promise<number> {
  const expired = await db.query<{ expired: number }>('select private.expire_overdue_quotes() as expired');
  return expired.rows[0]?.expired ?? 0;
}
