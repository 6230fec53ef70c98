import type { Queryable } from '../db/types';

/** One mail of the outbox (public.notifications) claimed for sending. */
export interface ClaimedMail {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  body_text: string;
  attempts: number;
}

/**
 * How long a claimed row stays hidden from other workers while it is being sent.
 * If the process dies mid-send, the row becomes due again after this lease.
 */
const claimLeaseSeconds = 600;

/** First retry after 30 s, then doubling, never more than an hour apart. */
export const retryBaseSeconds = 30;
export const retryMaxSeconds = 3600;

/**
 * Claims due pending rows: locked with `skip locked` so two workers never take the same row,
 * then leased by pushing next_attempt_at forward, so the claim holds without keeping a
 * transaction open during SMTP (PGlite has a single connection).
 */
export async function claimDueMails(db: Queryable, limit: number): Promise<ClaimedMail[]> {
  const claimed = await db.query<ClaimedMail>(
    `update public.notifications
        set next_attempt_at = now() + make_interval(secs => $2)
      where id in (
        select id from public.notifications
         where status = 'pending' and next_attempt_at <= now()
         order by next_attempt_at, id
         limit $1
         for update skip locked)
      returning id::integer as id, kind, recipient, subject, body_text, attempts`,
    [limit, claimLeaseSeconds],
  );
  return claimed.rows.sort((a, b) => a.id - b.id);
}

export async function markSent(db: Queryable, id: number): Promise<void> {
  await db.query(
    "update public.notifications set status = 'sent', sent_at = now(), last_error = null where id = $1 and status = 'pending'",
    [id],
  );
}

/** Records the failure and schedules the next attempt with exponential backoff. */
export async function markFailed(db: Queryable, id: number, error: string): Promise<void> {
  await db.query(
    `update public.notifications
        set attempts = attempts + 1,
            last_error = left($2, 2000),
            next_attempt_at = now() + make_interval(secs => least($4::float8, $3::float8 * power(2, least(attempts, 20))))
      where id = $1 and status = 'pending'`,
    [id, error, retryBaseSeconds, retryMaxSeconds],
  );
}
