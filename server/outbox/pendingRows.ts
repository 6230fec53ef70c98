import type { Queryable } from '../db/types';

/** Whether a mail of this kind for this user still waits to be sent to this address. */
export async function hasPendingUserMail(db: Queryable, kind: string, recipient: string, userId: string): Promise<boolean> {
  const waiting = await db.query(
    `select 1 from public.notifications
      where status = 'pending' and kind = $1 and lower(recipient) = lower($2) and data->>'user_id' = $3 limit 1`,
    [kind, recipient, userId],
  );
  return waiting.rows.length > 0;
}

/**
 * Takes a user's queued, unsent mails of these kinds out of the outbox, saying why (a newer request
 * replaces them: the link or code they would carry is no use).
 */
export async function withdrawPendingUserMails(db: Queryable, kinds: readonly string[], userId: string, reason: string): Promise<void> {
  await db.query(
    `update public.notifications set status = 'expired', last_error = $2
      where status = 'pending' and kind = any($1::text[]) and data->>'user_id' = $3`,
    [kinds, reason, userId],
  );
}

