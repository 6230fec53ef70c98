import type { FastifyRequest } from 'fastify';
import type { AuthEnv } from '../endpoints/authEnv';
import { AuthApiError } from '../errors';
import { authErrors } from '../authErrors';
import { phoneTakenByOther } from '../models/userPhones';
import type { UserRow } from '../userJson';
import type { PhoneAuthConfig } from '../../config';
import { phoneOrUndefined, readChannel, validatedPhone } from './phoneInput';
import { sendPhoneCode } from './sendPhoneCode';
import { phoneExists } from './verifyPhoneCode';

/**
 * PUT /user { phone } (supabase-js updateUser({ phone })): as GoTrue's, the number stays the account's
 * current one until the code sent to the new number comes back (POST /verify type 'phone_change').
 * The same number changes nothing; one confirmed by another account is refused with 422 phone_exists.
 */
export async function requestPhoneChange(env: AuthEnv, request: FastifyRequest, user: UserRow, typedPhone: string, channel: string | null | undefined): Promise<void> {
  const config = env.ctx.config.phoneAuth;
  if (!config.enabled) throw new AuthApiError(authErrors.phoneChangeDisabled, 'Phone numbers are not supported');
  const phone = validatedPhone(config, typedPhone);
  if (phone === user.phone) return;
  if (await phoneTakenByOther(env.ctx.db, phone, user.id)) throw phoneExists();
  await sendPhoneCode(env, { user, phone, purpose: 'phone_change', channel: readChannel(channel), clientAddress: request.ip });
}

/** Whether PUT /user's number is another than the account's (one we cannot read is refused later, with its own 400). */
export function changesPhone(config: PhoneAuthConfig, user: UserRow, typedPhone: string | null | undefined): boolean {
  if (!typedPhone || !config.enabled) return false;
  const phone = phoneOrUndefined(config, typedPhone);
  return phone !== undefined && phone !== user.phone;
}
