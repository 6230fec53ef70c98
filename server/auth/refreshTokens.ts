import type { Database, Queryable } from '../db/types';
import { AuthApiError } from './errors';
import { newRefreshToken } from './sessions';
import { AuthErrorCode } from '../../src/shared/auth/authErrorCodes';

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

interface PresentedToken {
  id: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  past_reuse_interval: boolean;
  /** Spent by a refresh (it has a child), not by a change of the session's level (factorVerify). */
  refreshed: boolean;
}

const notFound = () => new AuthApiError(400, AuthErrorCode.refreshTokenNotFound, 'Invalid Refresh Token: Refresh Token Not Found');

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
    const found = await tx.query<PresentedToken>(
      `select rt.id, rt.user_id, rt.session_id, rt.revoked,
              now() > rt.updated_at + make_interval(secs => $2) as past_reuse_interval,
              exists (select 1 from auth.refresh_tokens child where child.parent = rt.token) as refreshed
         from auth.refresh_tokens rt where rt.token = $1 and rt.session_id = $3`,
      [token, policy.reuseIntervalSeconds, sessionId],
    );
    const presented = found.rows[0];
    if (!presented) throw notFound();
    const rotated = (refreshToken: string): Rotation => ({ kind: 'rotated', userId: presented.user_id, sessionId, refreshToken });
    if (!presented.revoked) return rotated(await replaceWithChild(tx, presented, token));

    const active = await activeToken(tx, sessionId);
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
const userBanned = () => new AuthApiError(400, AuthErrorCode.userBanned, 'Invalid Refresh Token: User Banned');

/** Locks the token's session (every change to a session's tokens takes this lock first); checks it is alive. */
async function lockSessionOf(tx: Queryable, token: string): Promise<string> {
  const owner = await tx.query<{ session_id: string; banned: boolean }>(
    `select rt.session_id, coalesce(u.banned_until > now(), false) as banned
       from auth.refresh_tokens rt join auth.users u on u.id = rt.user_id where rt.token = $1`,
    [token],
  );
  if (!owner.rows[0]) throw notFound();
  if (owner.rows[0].banned) throw userBanned();
  const session = await tx.query<{ id: string; expired: boolean }>(
    'select id, coalesce(not_after <= now(), false) as expired from auth.sessions where id = $1 for update',
    [owner.rows[0].session_id],
  );
  if (!session.rows[0]) throw notFound();
  if (session.rows[0].expired) throw new AuthApiError(400, AuthErrorCode.sessionExpired, 'Invalid Refresh Token: Session Expired');
  return session.rows[0].id;
}

/** GoTrue's "currently active refresh token": the session's last issued token still unrevoked. */
async function activeToken(tx: Queryable, sessionId: string) {
  const active = await tx.query<{ token: string; parent: string | null }>(
    'select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
    [sessionId],
  );
  return active.rows[0];
}

async function replaceWithChild(tx: Queryable, presented: PresentedToken, token: string): Promise<string> {
  const child = newRefreshToken();
  if (!presented.revoked) {
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [presented.id]);
  }
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    child,
    presented.user_id,
    presented.session_id,
    token,
  ]);
  await markRefreshed(tx, presented.session_id);
  return child;
}

async function markRefreshed(tx: Queryable, sessionId: string): Promise<void> {
  await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [sessionId]);
}
