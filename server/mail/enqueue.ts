import type { Queryable } from '../db/types';

export interface OutgoingMail {
  /** What the mail is about, e.g. 'password_recovery', 'appointment_confirmation'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** A time-bound mail (a link that dies) is not sent later than this: it is marked expired instead. */
  validForMinutes?: number;
}

/**
 * Puts a mail in the outbox (public.notifications); the mail worker sends it.
 * Server-side callers (auth recovery, bootstrap) use this; the database's own
 * triggers insert into the same table.
 */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await db.query(
    `insert into public.notifications (kind, recipient, subject, body_text, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(mins => $5::integer))`,
    [mail.kind, mail.to, mail.subject, mail.text, mail.validForMinutes ?? null],
  );
}
