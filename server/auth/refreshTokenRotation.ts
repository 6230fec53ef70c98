import type { Database, Queryable } from '../db/types';
import { AuthApiError } from './errors';
import { findActiveToken, findPresentedToken, findTokenSession, insertChildToken, revokeToken, type PresentedToken } from './models/refreshTokens';
import { lockSession, markRefreshed } from './models/sessions';
import { newRefreshToken } from './sessionLifecycle';
import { authErrors } from './authErrors';

/**
 * GoTrue's refresh-token reuse rules (SECURITY_REFRESH_TOKEN_REUSE_INTERVAL and
 * SECURITY_REFRESH_TOKEN_ROTATION_ENABLED; decision 034). A phone on a mobile network
 * often sends a refresh, loses the answer and sends the same token again: that must
 * not look like theft.
 */
export interface RefreshReusePolicy {
  /** How long after its revocation any spent token may still be exchanged, in seconds. */
  reuseIntervalSeconds: number;
  /** A spent token presented after the interval ends its session (else it is only refused). */
  rotationEnabled: boolean;
}

export type Rotation =
  | { kind: 'rotated'; userId: string; sessionId: string; refreshToken: string }
  | { kind: 'reused'; sessionId: string };

const notFound = () => new AuthApiError(authErrors.refreshTokenNotFound, 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * Exchanges a refresh token:
 * - an active token is revoked and replaced by its child;
 * - the parent of the session's active token (the answer that carried the child was lost) gets the
 *   active token back, at any time;
 * - another spent token, within the interval after its revocation, gets the active token back too;
 * - after the interval it is reuse: the caller refuses it and, with rotation on, ends the session.
 * The session row is locked first, so two requests on one session (two tabs, a retry racing its
 * original) take turns and the second sees what the first did.
 */
export async function rotateRefreshToken(db: Database, token: string, policy: RefreshReusePolicy): Promise<Rotation> {
  if (!/^[\w-]{1,200}$/.test(token)) throw notFound();
  return db.transaction(async (tx) => {
    const sessionId = await lockSessionOf(tx, token);
    const presented = await findPresentedToken(tx, token, sessionId, policy.reuseIntervalSeconds);
    if (!presented) throw notFound();
    const rotated = (refreshToken: string): Rotation => ({ kind: 'rotated', userId: presented.user_id, sessionId, refreshToken });
    if (!presented.revoked) return rotated(await replaceWithChild(tx, presented, token));

    const active = await findActiveToken(tx, sessionId);
    const isParentOfActive = active?.parent === token;
    const withinInterval = presented.refreshed && !presented.past_reuse_interval;
    if (!isParentOfActive && !withinInterval) return { kind: 'reused', sessionId };
    if (!active) return rotated(await replaceWithChild(tx, presented, token));
    await markRefreshed(tx, sessionId);
    return rotated(active.token);
  });
}

/**
 * GoTrue's answer while the owner is banned: the token is left as it is (not spent), so the
 * same refresh token works again once the ban ends or is lifted.
 */
const userBanned = () => new AuthApiError(authErrors.userBanned, 'Invalid Refresh Token: User Banned');

/** Locks the token's session (every change to a session's tokens takes this lock first); checks it is alive. */
async function lockSessionOf(tx: Queryable, token: string): Promise<string> {
  const owner = await findTokenSession(tx, token);
  if (!owner) throw notFound();
  if (owner.banned) throw userBanned();
  const session = await lockSession(tx, owner.session_id);
  if (!session) throw notFound();
  if (session.expired) throw new AuthApiError(authErrors.sessionExpired, 'Invalid Refresh Token: Session Expired');
  return session.id;
}

async function replaceWithChild(tx: Queryable, presented: PresentedToken, token: string): Promise<string> {
  const child = newRefreshToken();
  if (!presented.revoked) {
    await revokeToken(tx, presented.id);
  }
  await insertChildToken(tx, child, presented.user_id, presented.session_id, token);
  await markRefreshed(tx, presented.session_id);
  return child;
}
