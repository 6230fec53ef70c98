import type { Database } from '../db/types';
import { queueMail, type MailToQueue } from '../outbox/queueMessages';
import { claimHookCall } from './hookCalls';

/**
 * With a database of the server's own: the call's mails go to the outbox (public.notifications), whose
 * worker sends them, tries again after a failure and records how each ended, as for every mail. The
 * webhook-id is claimed in the same transaction (hookCalls.ts), so a call GoTrue sends again is queued
 * once, whichever process it reaches; it is kept with the mails too, to trace them to GoTrue's call.
 */
export const queueHookMails = (db: Database) => async (mails: MailToQueue[], callId: string) => {
  await db.transaction(async (tx) => {
    if (!(await claimHookCall(tx, callId))) return;
    for (const mail of mails) await queueMail(tx, { ...mail, data: { ...mail.data, hook_call: callId } });
  });
};
