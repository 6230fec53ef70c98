import { createHmac, randomInt } from 'node:crypto';
import type { PhoneCodePurpose } from '../models/userPhones';

/**
 * The six-digit codes sent by SMS or WhatsApp. GoTrue keeps a hash of the number and the code in the
 * token column; ours is keyed with the JWT secret as the e-mailed codes' are (server/auth/emailOtp.ts):
 * a plain hash of a million possible codes is undone by trying them all.
 */
export function mintPhoneCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function phoneCodeHash(secret: string, purpose: PhoneCodePurpose, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`phone-code:${purpose}:${phone}:${code}`).digest('hex');
}

/** Only six digits can be a code: anything else is refused before the database is asked. */
export const looksLikeCode = (typed: string) => /^\d{6}$/.test(typed);
