import type { Queryable } from '../db/types';

/** A file sent with a mail. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One mail of the outbox (public.notifications) claimed for sending. */
export interface ClaimedMail {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  body_text: string;
  attempts: number;
  /** The appointment the mail is about: its manage link and invite are added when it leaves. */
  appointment_id: string | null;
  /** Where a reply goes (the visitor an alert to the company is about), sent as Reply-To. */
  reply_to: string | null;
  /** The order the mail is about: its pro forma invoice is attached when it leaves (proFormaMail.ts). */
  order_id: string | null;
  /** The quote the mail is about: its pro forma invoice is attached when it leaves. */
  quote_id: string | null;
  /** The invoice the mail is about: its PDF is attached when it leaves (invoice_issued). */
  invoice_id?: string | null;
  /** The credit note the mail announces: its PDF is attached when it leaves. */
  credit_note_id?: string | null;
  /** Files added by the send step (a pro forma invoice). */
  attachments?: MailAttachment[];
  /** A calendar invite (text/calendar; method=…), added by the send step. */
  icalEvent?: { method: string; content: string; filename: string };
  /** The HTML version of the text, rendered by the send step (server/mail/html). */
  body_html?: string;
}

/**
 * A row as claimed: queued by kind with its template's data (subject and text written when it
 * leaves: server/mail/templates).
 */
export type QueuedMail = Omit<ClaimedMail, 'subject' | 'body_text'> & {
  data: Record<string, unknown>;
  /** 'email', or a text message ('sms', 'whatsapp': recipient is a number, sent by server/sms); email when absent. */
  channel?: 'email' | 'sms' | 'whatsapp';
  /** The row's stable id: a text message's webhook-id, the same on every attempt. */
  message_id?: string;
};

/**
 * How long a claimed row stays hidden from other workers while it is being sent.
 * If the process dies mid-send, the row becomes due again after this lease.
 */
const claimLeaseSeconds = 600;

/** First retry after 30 s, then doubling, never more than an hour apart. */
const retryBaseSeconds = 30;
const retryMaxSeconds = 3600;
/**
 * Attempts before a mail is given up ('failed', shown in the back-office): with the backoff above,
 * 10 attempts span about three hours, so a short SMTP outage loses nothing.
 */
export const maxAttempts = 10;
/** Sent, failed and expired rows hold personal data: deleted this many days after they were queued. */
const retentionDays = 90;

/**
 * Claims due pending rows: locked with `skip locked` so two workers never take the same row,
 * then leased by pushing next_attempt_at forward, so the claim holds without keeping a
 * transaction open during SMTP (PGlite has a single connection).
 */
export async function claimDueMails(db: Queryable, limit: number): Promise<QueuedMail[]> {
  const claimed = await db.query<QueuedMail>(
    `update public.notifications
        set next_attempt_at = now() + make_interval(secs => $2)
      where id in (
        select id from public.notifications
         where status = 'pending' and next_attempt_at <= now() and (expires_at is null or expires_at > now())
         order by next_attempt_at, id
         limit $1
         for update skip locked)
      returning id::integer as id, kind, recipient, data, attempts, appointment_id, reply_to, order_id, quote_id,
                invoice_id, credit_note_id, channel, message_id::text as message_id`,
    [limit, claimLeaseSeconds],
  );
  return claimed.rows.sort((a, b) => a.id - b.id);
}

/**
 * Marks the mail sent, recording the subject its template wrote (the back-office's list of
 * outgoing mails shows it; a subject holds no token or code).
 */
export async function markSent(db: Queryable, id: number, subject: string): Promise<void> {
  await db.query(
    `update public.notifications set status = 'sent', sent_at = now(), last_error = null, subject = left($2, 500)
      where id = $1 and status = 'pending'`,
    [id, subject],
  );
}

/**
 * Records the failure: the mail is given up ('failed') when the refusal is permanent or the
 * attempts are used up, else its next attempt is scheduled with exponential backoff.
 */
export async function markFailed(db: Queryable, id: number, error: string, permanent = false): Promise<void> {
  await db.query(
    `update public.notifications
        set attempts = attempts + 1,
            last_error = left($2, 2000),
            status = case when $5::boolean or attempts + 1 >= $6 then 'failed' else status end,
            next_attempt_at = now() + make_interval(secs => least($4::float8, $3::float8 * power(2, least(attempts, 20))))
      where id = $1 and status = 'pending'`,
    [id, error, retryBaseSeconds, retryMaxSeconds, permanent, maxAttempts],
  );
}

/** Marks 'expired' the pending mails past their expiry (private.expire_overdue_mails, also pg_cron's job on hosted). */
export async function expireOverdueMails(db: Queryable): Promise<number> {
  const expired = await db.query<{ expired: number }>('select private.expire_overdue_mails() as expired');
  return expired.rows[0]?.expired ?? 0;
}

/** Deletes finished rows (sent, failed, expired) queued more than `retentionDays` ago (private.purge_finished_mails). */
export async function pruneFinishedMails(db: Queryable): Promise<number> {
  const pruned = await db.query<{ purged: number }>('select private.purge_finished_mails($1) as purged', [retentionDays]);
  return pruned.rows[0]?.purged ?? 0;
}

/** Marks « Expiré » the sent quotes past their validity (private.expire_overdue_quotes, also pg_cron's job on hosted). */
export async function expireOverdueQuotes(db: Queryable): Promise<number> {
  const expired = await db.query<{ expired: number }>('select private.expire_overdue_quotes() as expired');
  return expired.rows[0]?.expired ?? 0;
}

/**
 * Queues the appointment reminders now due (private.queue_appointment_reminders: claimed with
 * `for update skip locked`, recorded once per appointment and slot), so that every worker of every
 * process may call it on each tick.
 */
export async function queueDueReminders(db: Queryable): Promise<number> {
  const queued = await db.query<{ queued: number }>('select private.queue_appointment_reminders() as queued');
  return queued.rows[0]?.queued ?? 0;
}
