import type { Queryable } from '../db/types';

/** How long a handled webhook-id is kept: well past the five minutes a signed call can be replayed within. */
const keptFor = '1 day';

/**
 * private.send_email_hook_calls (migration 20261207030200): claims a Send Email hook call by its
 * webhook-id, inside the caller's transaction, which must also queue or send the call's mails. True
 * when this transaction is the first to handle it. A concurrent transaction holding the same id makes
 * this one wait: its commit answers false (already handled), its rollback (not sent) lets this one
 * take the call over. Old ids are deleted on the way.
 */
export async function claimHookCall(tx: Queryable, callId: string): Promise<boolean> {
  await tx.query(`delete from private.send_email_hook_calls where handled_at < now() - interval '${keptFor}'`);
  const { rows } = await tx.query('insert into private.send_email_hook_calls (webhook_id) values ($1) on conflict do nothing returning webhook_id', [callId]);
  return rows.length > 0;
}
