import type { FastifyRequest } from 'fastify';
import { isPgError } from '../../db/types';
import type { AuthEnv } from '../endpoints/authEnv';
import { AuthApiError, badRequest } from '../errors';
import { findUserByPhone, insertPhoneUser, replaceUnconfirmedPhoneUser } from '../models/userPhones';
import { checkNewPassword, hashPassword } from '../passwords';
import { userJson, type UserRow } from '../userJson';
import { readChannel, requirePhoneProvider, validatedPhone } from './phoneInput';
import { sendPhoneCode } from './sendPhoneCode';
import { authErrors } from '../authErrors';
import { sqlStates } from '../../../src/shared/errors/sqlStates';

interface PhoneSignupBody {
  phone?: string;
  password?: string;
  channel?: string;
  data?: Record<string, unknown> | null;
}

/**
 * POST /signup { phone, password } (supabase-js signUp({ phone, password, options: { channel } })): the
 * account waits, unconfirmed and without a session, for the code sent to the number (POST /verify type
 * 'sms'). As GoTrue's, a number already confirmed answers like a new one (a user that is not stored),
 * so sign-up tells no one who has an account; no code is sent then.
 */
export async function signUpWithPhone(env: AuthEnv, request: FastifyRequest, body: PhoneSignupBody): Promise<Record<string, unknown>> {
  const config = env.ctx.config;
  requirePhoneProvider(config.phoneAuth, 'Phone signups are disabled');
  if (!body.password) throw badRequest('Signup requires a valid password');
  const phone = validatedPhone(config.phoneAuth, body.phone ?? '');
  const channel = readChannel(body.channel);
  checkNewPassword(body.password);
  await env.limiter.take('signup', { address: request.ip });
  const passwordHash = await hashPassword(body.password);
  const metadata = body.data ?? {};
  const existing = await findUserByPhone(env.ctx.db, phone);
  if (existing?.phone_confirmed_at) return lookalikePhoneUser(existing, phone, metadata);
  const user = await saveUser(() => (existing ? replaceUnconfirmedPhoneUser(env.ctx.db, existing.id, passwordHash, metadata) : insertPhoneUser(env.ctx.db, phone, passwordHash, metadata)));
  await sendPhoneCode(env, { user, phone, purpose: 'confirmation', channel, clientAddress: request.ip });
  return userJson((await findUserByPhone(env.ctx.db, phone)) ?? user);
}

const alreadyRegistered = () => new AuthApiError(authErrors.userAlreadyExists, 'User already registered');

async function saveUser(run: () => Promise<UserRow | undefined>): Promise<UserRow> {
  try {
    const user = await run();
    if (!user) throw alreadyRegistered();
    return user;
  } catch (error) {
    if (isPgError(error) && error.code === sqlStates.uniqueViolation) throw alreadyRegistered();
    if (isPgError(error) && /^2[23]/.test(error.code ?? '')) throw badRequest('Database error saving new user');
    throw error;
  }
}

/** What a sign-up answers for a number that already has an account: a user with a fresh id, never stored. */
function lookalikePhoneUser(existing: UserRow, phone: string, metadata: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    ...userJson({
      ...existing,
      id: crypto.randomUUID(),
      email: null,
      phone,
      phone_confirmed_at: null,
      phone_change: null,
      email_confirmed_at: null,
      last_sign_in_at: null,
      raw_app_meta_data: { provider: 'phone', providers: ['phone'] },
      raw_user_meta_data: metadata,
      confirmation_sent_at: now,
      recovery_sent_at: null,
      email_change: null,
      invited_at: null,
      mfa_factors: null,
      created_at: now,
      updated_at: now,
    }),
    identities: [],
  };
}
