import { isPgError } from '../../db/types';
import type { AuthEnv } from '../endpoints/authEnv';
import { AuthApiError } from '../errors';
import { refreshProviders, upsertPhoneIdentity } from '../models/identities';
import { burnPhoneCode, pendingPhoneCode, spendConfirmationCode, spendPhoneChangeCode, type PhoneCodePurpose } from '../models/userPhones';
import type { UserRow } from '../userJson';
import { looksLikeCode, phoneCodeHash } from './phoneCodes';
import { validatedPhone } from './phoneInput';
import { authErrors } from '../authErrors';
import { sqlStates } from '../../../src/shared/errors/sqlStates';

export type PhoneVerifyType = 'sms' | 'phone_change';
export const isPhoneVerifyType = (type: unknown): type is PhoneVerifyType => type === 'sms' || type === 'phone_change';

const invalidCode = () => new AuthApiError(authErrors.otpExpired, 'Token has expired or is invalid');
export const phoneExists = () => new AuthApiError(authErrors.phoneExists, 'A user with this phone number has already been registered');

/**
 * POST /verify { phone, token, type: 'sms' | 'phone_change' }: spends the code sent to the number and
 * returns its account, the number confirmed (or, for a change, made the account's). Wrong guesses are
 * counted per code sent (AUTH_RATE_LIMITS otp_verify): past the allowance the code is burned, and even
 * the right one then gets GoTrue's 403 otp_expired; a new code starts a new count.
 */
export async function verifyPhoneCode(env: AuthEnv, typedPhone: string, token: string, type: PhoneVerifyType): Promise<UserRow> {
  const { db, jwtSecret, config } = env.ctx;
  const phone = validatedPhone(config.phoneAuth, typedPhone);
  const purpose: PhoneCodePurpose = type === 'sms' ? 'confirmation' : 'phone_change';
  const pending = await pendingPhoneCode(db, phone, purpose);
  if (!pending) throw invalidCode();
  let attempt;
  try {
    attempt = await env.limiter.take('otp_verify', { id: `${purpose}:${phone}:${pending.sent_at}` });
  } catch (error) {
    if (!(error instanceof AuthApiError && error.status === 429)) throw error;
    await burnPhoneCode(db, pending.id, purpose);
    throw invalidCode();
  }
  const user = looksLikeCode(token) ? await spend(env, purpose, phone, phoneCodeHash(jwtSecret, purpose, phone, token)) : undefined;
  if (!user) throw invalidCode();
  await attempt.giveBack();
  return user;
}

/** Spends the code; the phone identity and app_metadata.providers follow the number, in the same transaction. */
async function spend(env: AuthEnv, purpose: PhoneCodePurpose, phone: string, hash: string): Promise<UserRow | undefined> {
  const lifetime = env.ctx.config.phoneAuth.otpSeconds;
  try {
    return await env.ctx.db.transaction(async (tx) => {
      const spent = purpose === 'confirmation' ? await spendConfirmationCode(tx, phone, hash, lifetime) : await spendPhoneChangeCode(tx, phone, hash, lifetime);
      if (!spent) return undefined;
      await upsertPhoneIdentity(tx, spent.id);
      return refreshProviders(tx, spent.id);
    });
  } catch (error) {
    // The number was confirmed by another account since the code was sent.
    if (isPgError(error) && error.code === sqlStates.uniqueViolation) throw phoneExists();
    throw error;
  }
}
