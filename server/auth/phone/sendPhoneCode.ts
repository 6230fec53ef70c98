import type { Queryable } from '../../db/types';
import type { AuthEnv } from '../endpoints/authEnv';
import { AuthApiError } from '../errors';
import { secondsUntilPhoneCodeAllowed, storePhoneCodeUnlessRecent, type PhoneCodePurpose } from '../models/userPhones';
import type { UserRow } from '../userJson';
import { mintPhoneCode, phoneCodeHash } from './phoneCodes';
import { queuePhoneCode } from './phoneCodeDelivery';
import { countryCodeOf, type PhoneChannel } from './phoneInput';
import { authErrors } from '../authErrors';

/** GoTrue's SMS_MAX_FREQUENCY: one code a minute to an account, per purpose. */
export const smsSendPauseSeconds = 60;

/** GoTrue's answer to a second code asked for within the minute, with the seconds left (never 0). */
function tooSoon(waitSeconds: number): AuthApiError {
  const wait = Math.max(1, Math.ceil(waitSeconds));
  return new AuthApiError(authErrors.overSmsSendRateLimit, `For security purposes, you can only request this after ${wait} seconds.`, {}, wait);
}

export interface PhoneCodeRequest {
  user: UserRow;
  /** Where the code goes, as stored: the account's number, or the new one for a phone change. */
  phone: string;
  purpose: PhoneCodePurpose;
  channel: PhoneChannel;
  /** The client's address, for the per-address limit. */
  clientAddress: string;
  /** A change that goes with the code, made only if the code is sent (in its transaction). */
  withCode?: (tx: Queryable) => Promise<unknown>;
}

/**
 * Sends a code by SMS or WhatsApp, under every limit at once: the site's daily ceiling, per country
 * code, per client address and per number (the counters, taken before anything is queued), then one
 * code a minute per account (the sent_at column, in the transaction that stores the code's hash and
 * queues the message). A limit that answers queues nothing and counts nothing. Returns the message id.
 */
export async function sendPhoneCode(env: AuthEnv, request: PhoneCodeRequest): Promise<string | null> {
  const { config, jwtSecret, db } = env.ctx;
  const taken = await env.limiter.takeAll([
    ['sms_number', { id: `phone:${request.phone}` }],
    ['sms_address', { address: request.clientAddress }],
    ['sms_country', { id: `country:${countryCodeOf(config.phoneAuth, request.phone)}` }],
    ['sms_sent', { id: 'site' }],
  ]);
  try {
    return await db.transaction(async (tx) => {
      const code = mintPhoneCode();
      const hash = phoneCodeHash(jwtSecret, request.purpose, request.phone, code);
      const newPhone = request.purpose === 'phone_change' ? request.phone : undefined;
      if (!(await storePhoneCodeUnlessRecent(tx, request.user.id, request.purpose, hash, smsSendPauseSeconds, newPhone))) {
        throw tooSoon((await secondsUntilPhoneCodeAllowed(tx, request.user.id, request.purpose, smsSendPauseSeconds)) ?? smsSendPauseSeconds);
      }
      await request.withCode?.(tx);
      return queuePhoneCode(tx, jwtSecret, {
        kind: request.purpose === 'phone_change' ? 'phone_change' : 'otp',
        phone: request.phone,
        otp: code,
        channel: request.channel,
        userId: request.user.id,
        validForMinutes: Math.ceil(config.phoneAuth.otpSeconds / 60),
      });
    });
  } catch (error) {
    await taken.giveBack();
    throw error;
  }
}
