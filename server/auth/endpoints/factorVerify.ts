import { sessionJson } from '../accessTokens';
import { AuthApiError, badRequest } from '../errors';
import { challengeBody, factorVerifyBody, parseBody } from '../input';
import { raiseSession, sessionAssurance } from '../mfa/assurance';
import { challengeState, deleteChallenge, findOwnFactor, openChallenge, spendStep } from '../mfa/factorLifecycle';
import type { FactorRow } from '../models/mfaFactors';
import { acceptedStep } from '../mfa/totp';
import { requireUser, type SignedInUser } from '../requestAuth';
import { replaceRefreshTokens } from '../sessionLifecycle';
import { deleteOtherSessionsBelowAal2 } from '../models/sessions';
import { findUserById } from '../models/users';
import type { AuthEnv } from './authEnv';
import { authHandler } from './authHandler';
import { authErrors } from '../authErrors';

const invalidCode = () => new AuthApiError(authErrors.mfaVerificationFailed, 'Invalid TOTP code entered');

/** The session the access token belongs to: the one a verified code raises to aal2. */
function sessionOf(signedIn: SignedInUser): string {
  if (!signedIn.sessionId) throw new AuthApiError(authErrors.sessionNotFound, 'Session from session_id claim in JWT does not exist');
  return signedIn.sessionId;
}

/** POST /factors/{id}/challenge and POST /factors/{id}/verify, as GoTrue answers them for TOTP. */
export function factorVerifyEndpoints(env: AuthEnv) {
  return {
    challenge: authHandler<{ Params: { factorId: string } }>(async (request) => {
      const signedIn = await requireUser(env.ctx, request);
      sessionOf(signedIn);
      const body = parseBody(challengeBody, request.body);
      const factor = await findOwnFactor(env.ctx.db, signedIn.user.id, request.params.factorId);
      if (body.channel) throw badRequest('channel is only used for phone factors');
      const challenge = await openChallenge(env.ctx.db, factor.id, request.ip);
      return { id: challenge.id, type: 'totp', expires_at: challenge.expires_at };
    }),

    verify: authHandler<{ Params: { factorId: string } }>(async (request) => {
      const signedIn = await requireUser(env.ctx, request);
      const sessionId = sessionOf(signedIn);
      const body = parseBody(factorVerifyBody, request.body);
      const factor = await findOwnFactor(env.ctx.db, signedIn.user.id, request.params.factorId);
      if (!body.challenge_id) throw badRequest('challenge_id is required');
      if (!body.code) throw badRequest('code is required');
      await checkChallenge(env, factor, body.challenge_id);
      // Counted before the code is compared: codes sent at once are evaluated only up to the allowance.
      const attempt = await env.limiter.take('mfa_verify', { id: factor.id });

      const step = acceptedStep(factor.secret, body.code.trim());
      const refreshToken = await env.ctx.db.transaction(async (tx) => {
        if (step === null || !(await spendStep(tx, factor.id, step))) return null;
        await deleteChallenge(tx, body.challenge_id!);
        await raiseSession(tx, sessionId, factor.id);
        return replaceRefreshTokens(tx, signedIn.user.id, sessionId);
      });
      if (!refreshToken) throw invalidCode();
      await attempt.giveBack();
      if (factor.status === 'unverified') await endWeakerSessions(env, signedIn.user.id, sessionId);

      const user = (await findUserById(env.ctx.db, signedIn.user.id)) ?? signedIn.user;
      const assurance = await sessionAssurance(env.ctx.db, sessionId);
      return sessionJson(env.ctx.signingKeys.current, env.issuer, { user, sessionId, refreshToken, method: 'totp', assurance });
    }),
  };
}

async function checkChallenge(env: AuthEnv, factor: FactorRow, challengeId: string): Promise<void> {
  const state = await challengeState(env.ctx.db, factor.id, challengeId);
  if (state === 'missing') throw new AuthApiError(authErrors.mfaChallengeNotFound, 'MFA factor with the provided challenge ID not found');
  if (state === 'expired') {
    await deleteChallenge(env.ctx.db, challengeId);
    throw new AuthApiError(authErrors.mfaChallengeExpired, 'Challenge has expired, verify against another challenge or create a new challenge.');
  }
}

/**
 * A first factor just confirmed: as GoTrue does, the user's other sessions that never proved it
 * end (one opened by someone who knew the password keeps no access once the factor protects the account).
 */
async function endWeakerSessions(env: AuthEnv, userId: string, keptSessionId: string): Promise<void> {
  env.ctx.sessions.forget(await deleteOtherSessionsBelowAal2(env.ctx.db, userId, keptSessionId));
}
