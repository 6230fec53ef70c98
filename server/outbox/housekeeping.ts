import type { Queryable } from '../db/types';

/** Finished rows (sent, failed, expired) hold personal data: deleted this many days after they were queued. */
const retentionDays = 90;

/**
 * Marks 'expired' the pending rows past their expiry (private.expire_overdue_mails, also pg_cron's job on a
 * hosted project): a link or a code is never sent after it died.
 */
export async function expireOverdueRows(db: Queryable): Promise<number> {
  const expired = await db.query<{ expired: number }>('select private.expire_overdue_mails() as expired');
  return expired.rows[0]?.expired ?? 0;
}

/** Deletes the finished rows queued more than `retentionDays` ago (private.purge_finished_mails). */
export async function purgeFinishedRows(db: Queryable): Promise<number> {
  const purged = await db.query<{ purged: number }>('select private.purge_finished_mails($1) as purged', [retentionDays]);
  return purged.rows[0]?.purged ?? 0;
}
