import type { Queryable } from '../db/types';
import type { TextMessageChannel } from './outboxRow';
import { sealValue } from './sealedValues';

/**
 * Every way the server puts a row into the outbox: through the SQL functions that are the table's only
 * writers (private.queue_mail, private.queue_sms, private.queue_appointment_reminders), which the
 * database's own triggers call too.
 */

/** A mail written when it leaves, by its kind's template from this data (no secret in it). */
export interface MailToQueue {
  /** What the mail is about, e.g. 'password_recovery': the template that writes it (server/mail/templates). */
  kind: string;
  to: string;
  data: Record<string, unknown>;
  /** A time-bound mail (a link that dies) is not sent later than this: it is marked expired instead. */
  validForMinutes?: number;
}

/** Queues a mail (server-side callers: the auth links and codes, the Send Email hook's mails). */
export async function queueMail(db: Queryable, mail: MailToQueue): Promise<void> {
  await db.query('select private.queue_mail($1, $2, $3::jsonb, expires_at => now() + make_interval(mins => $4::integer))', [
    mail.kind,
    mail.to,
    JSON.stringify(mail.data),
    mail.validForMinutes ?? null,
  ]);
}

/** A code the auth server sends by text message: GoTrue's sign-in/sign-up code, or a new number's confirmation. */
export interface AuthSmsToQueue {
  kind: 'otp' | 'phone_change';
  /** The number in E.164 (+22670123456): the account's, or the new one for phone_change. */
  phone: string;
  /** The code in clear: sealed here, opened by the SMS consumer only (decision 052). */
  otp: string;
  channel: TextMessageChannel;
  /** The account (auth.users.id): the hook's payload carries its user object, as GoTrue's does. */
  userId: string;
  /** The code's lifetime: the message is not sent later than this (marked expired instead). Default 5. */
  validForMinutes?: number;
}

/**
 * Queues a code by SMS or WhatsApp. The code waits sealed (data.sealed_otp: sealedValues.ts), so the
 * outbox never holds a usable code. Returns the message's id (the hook call's webhook-id), or null when
 * nothing was queued (a number that is not E.164).
 */
export async function queueAuthSms(db: Queryable, jwtSecret: string, sms: AuthSmsToQueue): Promise<string | null> {
  const validForMinutes = sms.validForMinutes ?? 5;
  const data = { user_id: sms.userId, sealed_otp: sealValue(jwtSecret, sms.otp), valid_minutes: validForMinutes };
  const queued = await db.query<{ id: string | null }>(
    `select private.queue_sms($1, $2, $3::jsonb, $4, now() + make_interval(mins => $5::integer)) as id`,
    [sms.kind, sms.phone, JSON.stringify(data), sms.channel, validForMinutes],
  );
  return queued.rows[0]?.id ?? null;
}

/**
 * Queues the appointment reminders now due (private.queue_appointment_reminders: claimed with
 * `for update skip locked`, recorded once per appointment and slot), so that every process may call it
 * on each tick.
 */
export async function queueDueReminders(db: Queryable): Promise<number> {
  const queued = await db.query<{ queued: number }>('select private.queue_appointment_reminders() as queued');
  return queued.rows[0]?.queued ?? 0;
}
