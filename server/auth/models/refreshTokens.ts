import type { Queryable } from '../../db/types';

/**
 * The statements on auth.refresh_tokens (GoTrue's internal/models/refresh_token.go), on the caller's
 * transaction: the rotation rules, and the session lock they take first, are server/auth/refreshTokenRotation.ts's.
 */

export interface PresentedToken {
  id: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  past_reuse_interval: boolean;
  /** Spent by a refresh (it has a child), not by a change of the session's level (factorVerify). */
  refreshed: boolean;
}

/** The session a token belongs to, and whether its owner is banned now. */
export async function findTokenSession(db: Queryable, token: string): Promise<{ session_id: string; banned: boolean } | undefined> {
  const owner = await db.query<{ session_id: string; banned: boolean }>(
    `select rt.session_id, coalesce(u.banned_until > now(), false) as banned
       from auth.refresh_tokens rt join auth.users u on u.id = rt.user_id where rt.token = $1`,
    [token],
  );
  return owner.rows[0];
}

/** The token as presented within its session; `past_reuse_interval` counts from its last update (its revocation). */
export async function findPresentedToken(db: Queryable, token: string, sessionId: string, reuseIntervalSeconds: number): Promise<PresentedToken | undefined> {
  const found = await db.query<PresentedToken>(
    `select rt.id, rt.user_id, rt.session_id, rt.revoked,
            now() > rt.updated_at + make_interval(secs => $2) as past_reuse_interval,
            exists (select 1 from auth.refresh_tokens child where child.parent = rt.token) as refreshed
       from auth.refresh_tokens rt where rt.token = $1 and rt.session_id = $3`,
    [token, reuseIntervalSeconds, sessionId],
  );
  return found.rows[0];
}

/** GoTrue's "currently active refresh token": the session's last issued token still unrevoked. */
export async function findActiveToken(db: Queryable, sessionId: string): Promise<{ token: string; parent: string | null } | undefined> {
  const active = await db.query<{ token: string; parent: string | null }>(
    'select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
    [sessionId],
  );
  return active.rows[0];
}

export async function insertRefreshToken(tx: Queryable, token: string, userId: string, sessionId: string): Promise<void> {
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [token, userId, sessionId]);
}

/** A rotation: the new token names the one it replaces. */
export async function insertChildToken(tx: Queryable, token: string, userId: string, sessionId: string, parent: string): Promise<void> {
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [token, userId, sessionId, parent]);
}

export async function revokeToken(tx: Queryable, id: string): Promise<void> {
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [id]);
}

export async function revokeSessionTokens(tx: Queryable, sessionId: string): Promise<void> {
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [sessionId]);
}
