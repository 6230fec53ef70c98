import type { Queryable } from '../db/types';
import type { OutboxChannel, OutboxRow } from './outboxRow';

/**
 * How long a claimed row stays hidden from other consumers while it is being handled.
 * If the process dies mid-send, the row becomes due again after this lease.
 */
const claimLeaseSeconds = 600;

/**
 * Claims due pending rows of these channels: locked with `skip locked` so two consumers (in this process
 * or another) never take the same row, then leased by pushing next_attempt_at forward, so the claim holds
 * without keeping a transaction open while the provider answers (PGlite has a single connection).
 * Rows past their expiry are left for expireOverdueRows.
 */
export async function claimDueRows(db: Queryable, channels: readonly OutboxChannel[], limit: number): Promise<OutboxRow[]> {
  const claimed = await db.query<OutboxRow>(
    `update public.notifications
        set next_attempt_at = now() + make_interval(secs => $2)
      where id in (
        select id from public.notifications
         where status = 'pending' and channel = any($3::text[]) and next_attempt_at <= now()
           and (expires_at is null or expires_at > now())
         order by next_attempt_at, id
         limit $1
         for update skip locked)
      returning id::integer as id, kind, channel, recipient, data, attempts, message_id::text as message_id,
                appointment_id, order_id, quote_id, invoice_id, credit_note_id, reply_to`,
    [limit, claimLeaseSeconds, channels],
  );
  return claimed.rows.sort((a, b) => a.id - b.id);
}
