import type { FastifyInstance } from 'fastify';
import { isPgError } from '../../db/types';
import { AuthApiError, badRequest } from '../errors';
import { parseBody, signupBody } from '../input';
import { checkNewPassword, hashPassword } from '../passwords';
import { findUserByEmail, isValidEmail, normalizeEmail, userColumns, type UserRow } from '../users';
import { startSession, type AuthEnv } from './authEnv';

const alreadyRegistered = () => new AuthApiError(422, 'user_already_exists', 'User already registered');

/** POST /signup: e-mail and password; no confirmation step, so the session comes at once. */
export function registerSignup(api: FastifyInstance, env: AuthEnv): void {
  api.post('/signup', async (request) => {
    const body = parseBody(signupBody, request.body);
    if (!body.email && body.phone) throw badRequest('Phone signups are disabled', 'phone_provider_disabled');
    if (!body.email) throw badRequest('To signup, please provide your email');
    if (!body.password) throw badRequest('Signup requires a valid password');
    const email = normalizeEmail(body.email);
    if (!isValidEmail(email)) throw badRequest('Unable to validate email address: invalid format');
    checkNewPassword(body.password);
    env.limiter.take('signup', request.ip);

    if (await findUserByEmail(env.ctx.db, email)) throw alreadyRegistered();
    const user = await insertUser(env, email, await hashPassword(body.password), body.data ?? {});
    return startSession(env, user, 'password', request);
  });
}

async function insertUser(env: AuthEnv, email: string, passwordHash: string, metadata: Record<string, unknown>) {
  try {
    const inserted = await env.ctx.db.query<UserRow>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, $2, now(), now(), $3::jsonb, $4::jsonb) returning ${userColumns}`,
      [email, passwordHash, JSON.stringify({ provider: 'email', providers: ['email'] }), JSON.stringify(metadata)],
    );
    return inserted.rows[0];
  } catch (error) {
    if (isPgError(error) && error.code === '23505') throw alreadyRegistered();
    // Data the profile trigger refuses (too long a name, …) is the caller's mistake, not ours.
    if (isPgError(error) && /^2[23]/.test(error.code ?? '')) throw badRequest('Database error saving new user');
    throw error;
  }
}
