import type { Queryable } from '../db/types';

interface MailToQueue {
  /** What the mail is about, e.g. 'password_recovery': the template that writes it (server/mail/templates). */
  kind: string;
  to: string;
  /** A time-bound mail (a link that dies) is not sent later than this: it is marked expired instead. */
  validForMinutes?: number;
}

/** A mail written when it leaves, by its kind's template from this data (no secret in it). */
export interface QueuedKindMail extends MailToQueue {
  data: Record<string, unknown>;
}

/** A mail whose text the caller wrote (the outbox's form before the templates). */
export interface OutgoingMail extends MailToQueue {
  subject: string;
  text: string;
}

/**
 * Puts a mail in the outbox (public.notifications); the mail worker sends it. Server-side callers
 * (auth links and codes) use this; the database's own triggers go through private.queue_mail.
 */
export async function queueMail(db: Queryable, mail: QueuedKindMail | OutgoingMail): Promise<void> {
  const written = 'data' in mail ? { subject: null, text: null, data: mail.data } : { subject: mail.subject, text: mail.text, data: null };
  await db.query(
    `insert into public.notifications (kind, recipient, subject, body_text, data, expires_at)
     values ($1, $2, $3, $4, $5::jsonb, now() + make_interval(mins => $6::integer))`,
    [mail.kind, mail.to, written.subject, written.text, written.data && JSON.stringify(written.data), mail.validForMinutes ?? null],
  );
}
