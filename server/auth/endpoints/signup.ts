import { randomUUID } from 'node:crypto';
import { isPgError } from '../../db/types';
import { AuthApiError, badRequest } from '../errors';
import { parseBody, queryText, signupBody } from '../input';
import { checkNewPassword, hashPassword } from '../passwords';
import { confirmationReturnPath, sendSignupConfirmation } from '../signupConfirmation';
import { validatedEmail } from '../emailAddress';
import { findUserByEmail, insertSignupUser, replaceUnconfirmedSignup } from '../models/users';
import { userJson, type UserRow } from '../userJson';
import { openFlow, readCodeChallenge } from '../pkce';
import { safeRedirect } from '../redirects';
import { startSession, verifyPage, type AuthEnv } from './authEnv';
import { authHandler } from './authHandler';
import { signUpWithPhone } from '../phone/phoneSignup';
import { authErrors } from '../authErrors';
import { sqlStates } from '../../../src/shared/errors/sqlStates';

const alreadyRegistered = () => new AuthApiError(authErrors.userAlreadyExists, 'User already registered');

/**
 * POST /signup: e-mail and password. With MAILER_AUTOCONFIRM the account opens at once
 * with a session; otherwise it waits for the e-mailed link (/confirm-email, then
 * POST /verify type signup) and the answer is the user alone, as GoTrue's.
 */
export function signupEndpoints(env: AuthEnv) {
  return {
    signup: authHandler<{ Querystring: { redirect_to?: unknown } }>(async (request) => {
      const body = parseBody(signupBody, request.body);
      // GoTrue's order and answers, so code that branches on error.code works: sign-up off first, then
      // the provider the body implies (neither e-mail nor phone is supabase-js's signInAnonymously).
      if (env.ctx.config.disableSignup) throw new AuthApiError(authErrors.signupDisabled, 'Signups not allowed for this instance');
      if (body.email && body.phone) throw badRequest('Only an email address or phone number should be provided on signup.');
      if (!body.email && body.phone) return signUpWithPhone(env, request, body);
      if (!body.email && !body.password) throw new AuthApiError(authErrors.anonymousProviderDisabled, 'Anonymous sign-ins are disabled');
      if (!body.email) throw badRequest('To signup, please provide your email');
      if (!body.password) throw badRequest('Signup requires a valid password');
      const email = validatedEmail(body.email);
      checkNewPassword(body.password);
      const pkce = readCodeChallenge(body.code_challenge ?? undefined, body.code_challenge_method ?? undefined);
      await env.limiter.take('signup', { address: request.ip });
      const autoconfirm = env.ctx.config.mailerAutoconfirm;
      const passwordHash = await hashPassword(body.password);
      const metadata = body.data ?? {};

      const existing = await findUserByEmail(env.ctx.db, email);
      if (existing?.email_confirmed_at) {
        if (autoconfirm) throw alreadyRegistered();
        // As GoTrue: the same answer as for a new address, so sign-up tells no one who has an account.
        return lookalikeUser(email, metadata);
      }
      // A first sign-up, or one repeated before its address was confirmed: the newest password is
      // kept, so whoever registered someone else's address first never holds the account that
      // its owner later confirms.
      const user = existing
        ? await replaceUnconfirmed(env, existing.id, passwordHash, metadata, autoconfirm)
        : await insertUser(env, email, passwordHash, metadata, autoconfirm);
      if (autoconfirm) return startSession(env, user, 'password', request);
      // With PKCE (supabase-js flowType 'pkce') the link goes through GET /verify and back with ?code=.
      const redirectTo = queryText(request.query.redirect_to);
      let linkPage: string | undefined;
      if (pkce) {
        const flowId = await openFlow(env.ctx.db, user.id, pkce, 'email/signup');
        linkPage = verifyPage(env, safeRedirect(redirectTo, env.ctx.config.siteUrl, env.ctx.config.additionalRedirectUrls), flowId);
      }
      await sendSignupConfirmation(env.ctx.db, user, env.ctx.config.siteUrl, confirmationReturnPath(redirectTo, env.ctx.config), linkPage);
      return userJson((await findUserByEmail(env.ctx.db, email)) ?? user);
    }),
  };
}

/** What an unconfirmed sign-up answers, for an address that already has an account. */
function lookalikeUser(email: string, metadata: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    ...userJson({
      id: randomUUID(),
      aud: 'authenticated',
      email,
      encrypted_password: null,
      email_confirmed_at: null,
      last_sign_in_at: null,
      raw_app_meta_data: null,
      raw_user_meta_data: metadata,
      recovery_sent_at: null,
      confirmation_sent_at: now,
      email_change: null,
      email_change_sent_at: null,
      banned_until: null,
      created_at: now,
      updated_at: now,
    }),
    identities: [],
  };
}

async function saveUser(run: () => Promise<UserRow>): Promise<UserRow> {
  try {
    return await run();
  } catch (error) {
    if (isPgError(error) && error.code === sqlStates.uniqueViolation) throw alreadyRegistered();
    // Data the profile trigger refuses (too long a name, …) is the caller's mistake, not ours.
    if (isPgError(error) && /^2[23]/.test(error.code ?? '')) throw badRequest('Database error saving new user');
    throw error;
  }
}

function insertUser(env: AuthEnv, email: string, passwordHash: string, metadata: Record<string, unknown>, confirmed: boolean) {
  return saveUser(() => insertSignupUser(env.ctx.db, email, passwordHash, metadata, confirmed));
}

function replaceUnconfirmed(env: AuthEnv, id: string, passwordHash: string, metadata: Record<string, unknown>, confirmed: boolean) {
  return saveUser(async () => {
    const updated = await replaceUnconfirmedSignup(env.ctx.db, id, passwordHash, metadata, confirmed);
    if (!updated) throw alreadyRegistered();
    return updated;
  });
}
