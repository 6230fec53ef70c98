import type { Queryable } from '../db/types';
import { sealValue } from '../hooks/sealedValues';

/** How a text message travels: the gateway behind the Send SMS hook reads it (sms.channel). */
export type SmsChannel = 'sms' | 'whatsapp';

/** A code the auth server sends by text message: GoTrue's sign-in/sign-up code, or a new number's confirmation. */
export interface AuthSmsToQueue {
  kind: 'otp' | 'phone_change';
  /** The number in E.164 (+22670123456): the account's, or the new one for phone_change. */
  phone: string;
  /** The code in clear: sealed here, opened by the send step only (decision 052). */
  otp: string;
  channel: SmsChannel;
  /** The account (auth.users.id): the hook's payload carries its user object, as GoTrue's does. */
  userId: string;
  /** The code's lifetime: the message is not sent later than this (marked expired instead). Default 5. */
  validForMinutes?: number;
}

/**
 * Queues a code by SMS or WhatsApp through private.queue_sms, the one writer of text messages. The
 * code waits sealed (data.sealed_otp, AES-GCM keyed from the JWT secret, as the Send Email hook's
 * links: server/hooks/sealedValues.ts), so the outbox (readable by administrators, in backups) never
 * holds a usable code. Returns the message's id (the hook call's webhook-id), or null when nothing
 * was queued (a number that is not E.164).
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
