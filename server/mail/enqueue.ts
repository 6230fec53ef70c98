import type { Queryable } from '../db/types';

export interface OutgoingMail {
  /** What the mail is about, e.g. 'password_recovery', 'appointment_confirmation'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * Puts a mail in the outbox (public.notifications); the mail worker sends it.
 * Server-side callers (auth recovery, bootstrap) use this; the database's own
 * triggers insert into the same table.
 */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await db.query('insert into public.notifications (kind, recipient, subject, body_text) values ($1, $2, $3, $4)', [
    mail.kind,
    mail.to,
    mail.subject,
    mail.text,
  ]);
}
