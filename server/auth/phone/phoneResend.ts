import type { FastifyRequest } from 'fastify';
import type { AuthEnv } from '../endpoints/authEnv';
import { findUserByPhone, findUserByPhoneChange } from '../models/userPhones';
import { isBanned } from '../userJson';
import { requirePhoneProvider, validatedPhone } from './phoneInput';
import { sendPhoneCode } from './sendPhoneCode';

/**
 * POST /resend { type: 'sms' | 'phone_change', phone } (supabase-js auth.resend): the code again, by SMS.
 * 'sms' is for a number still waiting for its sign-up code; 'phone_change' takes the account's number
 * (or the new one) and sends to the number the change waits for. `{}` when there is nothing to send, so
 * the answer tells no one which numbers have accounts; the minute between two codes still answers 429.
 */
export async function resendPhoneCode(env: AuthEnv, request: FastifyRequest, type: 'sms' | 'phone_change', typedPhone: string): Promise<Record<string, string>> {
  requirePhoneProvider(env.ctx.config.phoneAuth);
  const phone = validatedPhone(env.ctx.config.phoneAuth, typedPhone);
  const db = env.ctx.db;
  if (type === 'sms') {
    const user = await findUserByPhone(db, phone);
    if (!user || isBanned(user) || user.phone_confirmed_at) return {};
    const messageId = await sendPhoneCode(env, { user, phone, purpose: 'confirmation', channel: 'sms', clientAddress: request.ip });
    return messageId ? { message_id: messageId } : {};
  }
  const user = (await findUserByPhone(db, phone)) ?? (await findUserByPhoneChange(db, phone));
  if (!user || isBanned(user) || !user.phone_change) return {};
  const messageId = await sendPhoneCode(env, { user, phone: user.phone_change, purpose: 'phone_change', channel: 'sms', clientAddress: request.ip });
  return messageId ? { message_id: messageId } : {};
}
