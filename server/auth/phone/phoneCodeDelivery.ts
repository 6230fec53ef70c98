import type { Queryable } from '../../db/types';
import { queueAuthSms } from '../../outbox/queueMessages';
import type { PhoneChannel } from './phoneInput';

export interface PhoneCodeMessage {
  kind: 'otp' | 'phone_change';
  /** As stored (E.164 without '+'). */
  phone: string;
  otp: string;
  channel: PhoneChannel;
  userId: string;
  validForMinutes: number;
}

/**
 * Hands a code to the outbox in the caller's transaction (decision 052): sealed there, sent exactly
 * once by the worker through the Send SMS hook (or written to DATA_DIR/sms), never after the code expired.
 * Returns the message's id, which the API answers as GoTrue's message_id.
 */
export async function queuePhoneCode(tx: Queryable, jwtSecret: string, message: PhoneCodeMessage): Promise<string | null> {
  return queueAuthSms(tx, jwtSecret, {
    kind: message.kind,
    phone: `+${message.phone}`,
    otp: message.otp,
    channel: message.channel,
    userId: message.userId,
    validForMinutes: message.validForMinutes,
  });
}
