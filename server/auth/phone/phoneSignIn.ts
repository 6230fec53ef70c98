import type { FastifyRequest } from 'fastify';
import { isPgError } from '../../db/types';
import type { AuthEnv } from '../endpoints/authEnv';
import { AuthApiError } from '../errors';
import { findUserByPhone, insertPhoneUser, replaceUnconfirmedPhoneUser } from '../models/userPhones';
import { isBanned, type UserRow } from '../userJson';
import { readChannel, requirePhoneProvider, validatedPhone } from './phoneInput';
import { sendPhoneCode } from './sendPhoneCode';
import { authErrors } from '../authErrors';
import { sqlStates } from '../../../src/shared/errors/sqlStates';

interface PhoneOtpBody {
  phone?: string;
  channel?: string;
  create_user?: boolean;
  data?: Record<string, unknown> | null;
}

/**
 * POST /otp { phone } (supabase-js signInWithOtp({ phone, options: { channel } })): a code by SMS or
 * WhatsApp, verified by POST /verify type 'sms'. A number without a confirmed account gets one (unless
 * create_user is false or sign-ups are off), as GoTrue's; an unconfirmed account loses any password set
 * at sign-up, so whoever registered someone else's number never holds the account its owner confirms.
 * Answers `{ message_id }` (`{}` for a banned account: no code, and nothing told).
 */
export async function sendSignInCode(env: AuthEnv, request: FastifyRequest, body: PhoneOtpBody): Promise<Record<string, string>> {
  const config = env.ctx.config;
  requirePhoneProvider(config.phoneAuth);
  const channel = readChannel(body.channel);
  const phone = validatedPhone(config.phoneAuth, body.phone ?? '');
  let user = await findUserByPhone(env.ctx.db, phone);
  if (!user) {
    if (body.create_user === false) throw new AuthApiError(authErrors.otpDisabled, 'Signups not allowed for otp');
    if (config.disableSignup) throw new AuthApiError(authErrors.signupDisabled, 'Signups not allowed for this instance');
    await env.limiter.take('signup', { address: request.ip });
    user = await newPhoneUser(env, phone, body.data ?? {});
  }
  if (isBanned(user)) return {};
  const pending = user.phone_confirmed_at ? undefined : user;
  const messageId = await sendPhoneCode(env, {
    user,
    phone,
    purpose: 'confirmation',
    channel,
    clientAddress: request.ip,
    // Only when a code does leave: a refused request changes nothing.
    withCode: pending && ((tx) => replaceUnconfirmedPhoneUser(tx, pending.id, null, body.data ?? null)),
  });
  return messageId ? { message_id: messageId } : {};
}

/** Two first requests for one number at once make one account. */
async function newPhoneUser(env: AuthEnv, phone: string, metadata: Record<string, unknown>): Promise<UserRow> {
  try {
    return await insertPhoneUser(env.ctx.db, phone, null, metadata);
  } catch (error) {
    const existing = isPgError(error) && error.code === sqlStates.uniqueViolation ? await findUserByPhone(env.ctx.db, phone) : undefined;
    if (existing) return existing;
    throw error;
  }
}
