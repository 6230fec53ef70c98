import type { Database } from '../db/types';
import { queueMail, type MailToQueue } from '../mail/enqueue';

/** A call already queued (GoTrue sends a call again with the same webhook-id when it got no answer). */
const alreadyQueued = `select 1 from public.notifications where data->>'hook_call' = $1 limit 1`;

/**
 * With a database of the server's own: the call's mails go to the outbox (public.notifications), whose
 * worker sends them, tries again after a failure and records how each ended, as for every mail. The
 * webhook-id is kept with them, so a call GoTrue sends again is queued once.
 */
export const queueHookMails = (db: Database) => async (mails: MailToQueue[], callId: string) => {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [callId]);
    if ((await tx.query(alreadyQueued, [callId])).rows.length > 0) return;
    for (const mail of mails) await queueMail(tx, { ...mail, data: { ...mail.data, hook_call: callId } });
  });
};
