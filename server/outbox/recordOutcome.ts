import type { Queryable } from '../db/types';
import type { OutboxOutcome } from './outboxRow';

/** First retry after 30 s, then doubling, never more than an hour apart. */
const retryBaseSeconds = 30;
const retryMaxSeconds = 3600;
/**
 * Attempts before a row is given up ('failed', shown in the back-office): with the back-off above,
 * 10 attempts span about three hours, so a short outage of a provider loses nothing.
 */
export const maxAttempts = 10;

/** Each statement changes a row still pending only: a row expired or withdrawn meanwhile keeps its status. */
const markSent = `update public.notifications
                     set status = 'sent', sent_at = now(), last_error = null, subject = coalesce(left($2, 500), subject)
                   where id = $1 and status = 'pending'`;

/** Why a message was withdrawn, as the back-office's list of outgoing messages shows it. */
const noLongerApplies = 'Non envoyé : le lien ou le code ne vaut plus (adresse changée ou compte supprimé)';

const markWithdrawn = `update public.notifications set status = 'expired', last_error = $2 where id = $1 and status = 'pending'`;

/**
 * A failed attempt: counted, its error kept; given up ('failed') when permanent or when the attempts are
 * used up, else due again after the delay asked for, or the exponential back-off.
 */
const markAttemptFailed = `update public.notifications
                              set attempts = attempts + 1,
                                  last_error = left($2, 2000),
                                  status = case when $5::boolean or attempts + 1 >= $6 then 'failed' else status end,
                                  next_attempt_at = now() + coalesce(make_interval(secs => $7::float8 / 1000),
                                    make_interval(secs => least($4::float8, $3::float8 * power(2, least(attempts, 20)))))
                            where id = $1 and status = 'pending'`;

/** Records what a consumer's handler answered for the row it claimed. */
export async function recordOutcome(db: Queryable, id: number, result: OutboxOutcome): Promise<void> {
  switch (result.outcome) {
    case 'sent':
      await db.query(markSent, [id, result.subject ?? null]);
      return;
    case 'withdrawn':
      await db.query(markWithdrawn, [id, result.reason ?? noLongerApplies]);
      return;
    case 'retry':
    case 'failed':
      await db.query(markAttemptFailed, [
        id,
        result.error,
        retryBaseSeconds,
        retryMaxSeconds,
        result.outcome === 'failed',
        maxAttempts,
        result.outcome === 'retry' ? (result.delayMs ?? null) : null,
      ]);
  }
}
