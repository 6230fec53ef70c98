import type { Queryable } from '../db/types';

/** A mail written when it leaves, by its kind's template from this data (no secret in it). */
export interface MailToQueue {
  /** What the mail is about, e.g. 'password_recovery': the template that writes it (server/mail/templates). */
  kind: string;
  to: string;
  data: Record<string, unknown>;
  /** A time-bound mail (a link that dies) is not sent later than this: it is marked expired instead. */
  validForMinutes?: number;
}

/**
 * Puts a mail in the outbox (public.notifications) through private.queue_mail, the one writer of
 * that table, which the database's own triggers call too; the mail worker sends it. Server-side
 * callers (auth links and codes) use this.
 */
export async function queueMail(db: Queryable, mail: MailToQueue): Promise<void> {
  await db.query('select private.queue_mail($1, $2, $3::jsonb, expires_at => now() + make_interval(mins => $4::integer))', [
    mail.kind,
    mail.to,
    JSON.stringify(mail.data),
    mail.validForMinutes ?? null,
  ]);
}
