import { isPgError } from '../../db/types';
import { AuthApiError, badRequest } from '../errors';
import { parseBody, userUpdateBody } from '../input';
import { sessionAssurance } from '../mfa/assurance';
import { hasVerifiedFactor } from '../models/mfaFactors';
import { checkNewPassword, hashPassword, passwordMatches } from '../passwords';
import { checkPasswordChangeProof } from '../reauthentication';
import { requireUser } from '../requestAuth';
import { requestEmailChange } from '../emailChange';
import { endSessions } from '../sessionLifecycle';
import { normalizeEmail } from '../emailAddress';
import { lockUserMetadata, updateOwnAccount } from '../models/users';
import { userJson, type UserRow } from '../userJson';
import type { AuthEnv } from './authEnv';
import { authHandler } from './authHandler';
import { changesPhone, requestPhoneChange } from '../phone/phoneChange';
import { authErrors } from '../authErrors';

/** Metadata keys set to null are removed, as GoTrue does; others are added or replaced. */
function mergeMetadata(current: Record<string, unknown> | null, changes: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** GET /user and PUT /user (password and metadata at once; a new e-mail waits for its two links, see emailChange.ts; a new number for its code, phone/phoneChange.ts). */
export function userEndpoints(env: AuthEnv) {
  return {
    getUser: authHandler(async (request) => userJson((await requireUser(env.ctx, request)).user)),

    updateUser: authHandler(async (request) => {
      const { user, sessionId } = await requireUser(env.ctx, request);
      const body = parseBody(userUpdateBody, request.body);
      if (body.password) checkNewPassword(body.password);
      await requireSecondFactorForCredentials(env, user, sessionId, body);

      let passwordHash: string | null = null;
      if (body.password) {
        const proof = await checkPasswordChangeProof(env, user, sessionId, body.nonce);
        if (await passwordMatches(body.password, user.encrypted_password)) {
          throw new AuthApiError(authErrors.samePassword, 'New password should be different from the old password.');
        }
        await proof.spend();
        passwordHash = await hashPassword(body.password);
      }
      // First, as it is the part that may be refused (address taken, asked again too soon).
      if (body.email) await requestEmailChange(env.ctx.db, user, body.email, env.ctx.config.siteUrl);
      if (body.phone) await requestPhoneChange(env, request, user, body.phone, body.channel);
      const updated = await saveChanges(env, user, passwordHash, body.data ?? null);
      if (passwordHash) {
        // A new password signs out every other device, as GoTrue does.
        env.ctx.sessions.forget(await endSessions(env.ctx.db, user.id, sessionId, 'others'));
      }
      return userJson(updated);
    }),
  };
}

/**
 * GoTrue's rule (UserUpdate): once an account has a verified factor, a new password or a new e-mail
 * address needs a session that proved it (aal2), so a stolen password alone cannot take the account
 * over. Ours adds a new phone number (issue 49): a number signs the account in by SMS code, so one
 * added at aal1 would side-step the factor. The session's level is read from the database, as GoTrue
 * reads its session row: a factor removed since the token was issued no longer counts.
 */
async function requireSecondFactorForCredentials(
  env: AuthEnv,
  user: UserRow,
  sessionId: string | undefined,
  body: { password?: string | null; email?: string | null; phone?: string | null },
): Promise<void> {
  const changesEmail = Boolean(body.email) && normalizeEmail(body.email ?? '') !== normalizeEmail(user.email ?? '');
  if (!body.password && !changesEmail && !changesPhone(env.ctx.config.phoneAuth, user, body.phone)) return;
  if (!(await hasVerifiedFactor(env.ctx.db, user.id))) return;
  if (sessionId && (await sessionAssurance(env.ctx.db, sessionId)).aal === 'aal2') return;
  throw new AuthApiError(authErrors.insufficientAalToUpdateUser, 'AAL2 session is required to update email, phone or password when MFA is enabled.');
}

async function saveChanges(
  env: AuthEnv,
  user: UserRow,
  passwordHash: string | null,
  metadataChanges: Record<string, unknown> | null,
): Promise<UserRow> {
  try {
    return await env.ctx.db.transaction(async (tx) => {
      const current = await lockUserMetadata(tx, user.id);
      const metadata = metadataChanges ? mergeMetadata(current, metadataChanges) : null;
      return updateOwnAccount(tx, user.id, passwordHash, metadata);
    });
  } catch (error) {
    if (isPgError(error) && /^2[23]/.test(error.code ?? '')) throw badRequest('Database error updating user');
    throw error;
  }
}
