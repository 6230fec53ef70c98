import type { Queryable } from '../db/types';
import { withdrawPendingUserMails } from '../outbox/pendingRows';
import { queueMail } from '../outbox/queueMessages';
import { AuthApiError } from './errors';
import { claimEmailSendOrRefuse } from './emailSendFrequency';
import type { AuthEnv } from './endpoints/authEnv';
import { reauthenticationCodeHash as codeHash, reauthenticationCodeMinutes } from './reauthenticationCode';
import { sessionOpenedWithin } from './models/sessions';
import { reauthenticationCodeMatches, spendReauthenticationCode } from './models/users';
import type { UserRow } from './userJson';
import { authErrors } from './authErrors';

/**
 * GoTrue's secure password change: a new password needs either a session opened within this
 * many minutes (the person just typed their password, or just followed a recovery link) or a
 * code e-mailed by GET /reauthenticate. GoTrue allows 24 hours; ten minutes keeps a stolen
 * access token (valid an hour, refreshable for ever) from taking the account on its own.
 */
export const recentSignInMinutes = 10;

/**
 * GET /reauthenticate: queues the code's mail, in one transaction with what stops the old code
 * (asking again makes any earlier code useless) and keeps the once-a-minute pause. The code itself
 * is minted when the mail leaves (server/auth/reauthenticationCode.ts), never kept in the outbox.
 */
export async function sendReauthenticationCode(env: AuthEnv, user: UserRow): Promise<void> {
  if (!user.email) throw new AuthApiError(authErrors.unprocessableInput, 'Reauthentication requires the user to have an email');
  if (!user.email_confirmed_at) throw new AuthApiError(authErrors.emailNotConfirmed, 'Please verify your email first.');
  const email = user.email;
  await env.ctx.db.transaction(async (tx) => {
    // As GoTrue: a second code at most once a minute; meanwhile the first one keeps working.
    await claimEmailSendOrRefuse(tx, user.id, 'reauthentication_sent_at');
    // A mail still waiting (the worker was down) would only carry a code the next one replaces.
    await withdrawPendingUserMails(tx, ['reauthentication'], user.id, 'Non envoyé : un nouveau code a été demandé');
    // The code is minted when the mail leaves and given to its template.
    await queueMail(tx, { kind: 'reauthentication', to: email, data: { user_id: user.id }, validForMinutes: reauthenticationCodeMinutes });
  });
}

async function sessionIsRecent(db: Queryable, userId: string, sessionId: string | undefined): Promise<boolean> {
  if (!sessionId) return false;
  return sessionOpenedWithin(db, userId, sessionId, recentSignInMinutes);
}

const invalidNonce = () => new AuthApiError(authErrors.reauthenticationNotValid, 'Nonce has expired or is invalid');

/** Proof that a password change may go ahead; `spend` uses up the code (if one was needed) just before saving. */
export interface PasswordChangeProof {
  spend(): Promise<void>;
}

/**
 * Decides whether this request may set a new password, before anything about the password is
 * answered (a thief holding only a token must not learn whether a guess is the current password).
 * Wrong codes count towards the per-account `reauthentication` limit.
 */
export async function checkPasswordChangeProof(
  env: AuthEnv,
  user: UserRow,
  sessionId: string | undefined,
  nonce: string | null | undefined,
): Promise<PasswordChangeProof> {
  const nothingToSpend = { spend: async () => undefined };
  if (!env.ctx.config.passwordChangeNeedsReauthentication) return nothingToSpend;
  if (await sessionIsRecent(env.ctx.db, user.id, sessionId)) return nothingToSpend;
  if (!nonce) throw new AuthApiError(authErrors.reauthenticationNeeded, 'Password update requires reauthentication');

  // Counted before the code is compared: codes sent at once are evaluated only up to the allowance.
  const attempt = await env.limiter.take('reauthentication', { id: user.id });
  const hash = /^\d{6}$/.test(nonce.trim()) ? codeHash(env.ctx.jwtSecret, user.id, nonce.trim()) : '';
  if (!(await reauthenticationCodeMatches(env.ctx.db, user.id, hash, reauthenticationCodeMinutes))) throw invalidNonce();
  await attempt.giveBack();
  return {
    async spend() {
      // Conditional on the same code, so two requests racing with one code cannot both use it.
      if (!(await spendReauthenticationCode(env.ctx.db, user.id, hash))) throw invalidNonce();
    },
  };
}
