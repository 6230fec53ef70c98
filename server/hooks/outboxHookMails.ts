import type { Database } from '../db/types';
import { hookCallQueued } from '../outbox/pendingRows';
import { queueMail, type MailToQueue } from '../outbox/queueMessages';

/**
 * With a database of the server's own: the call's mails go to the outbox (public.notifications), whose
 * worker sends them, tries again after a failure and records how each ended, as for every mail. The
 * webhook-id is kept with them, so a call GoTrue sends again is queued once.
 */
export const queueHookMails = (db: Database) => async (mails: MailToQueue[], callId: string) => {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [callId]);
    if (await hookCallQueued(tx, callId)) return;
    for (const mail of mails) await queueMail(tx, { ...mail, data: { ...mail.data, hook_call: callId } });
  });
};
