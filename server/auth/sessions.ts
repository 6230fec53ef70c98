import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/types';
import { AuthApiError } from './errors';

/**
 * A rotated-out refresh token may be presented again this long after its
 * replacement was made (two tabs refreshing at once) and gets that same
 * replacement back; later, or for an older token, it is treated as theft.
 */
export const refreshReuseSeconds = 10;

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

const newRefreshToken = () => randomBytes(24).toString('base64url');

/** Opens a session with its first refresh token, recording how the user signed in (the token's `amr`); returns both. */
export async function openSession(db: Database, userId: string, client: ClientInfo, method: string) {
  return db.transaction(async (tx) => {
    const session = await tx.query<{ id: string }>(
      'insert into auth.sessions (user_id, ip, user_agent) values ($1, $2, $3) returning id',
      [userId, client.ip, client.userAgent?.slice(0, 512) ?? null],
    );
    const sessionId = session.rows[0].id;
    await tx.query('insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)', [sessionId, method]);
    const refreshToken = newRefreshToken();
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
      refreshToken,
      userId,
      sessionId,
    ]);
    return { sessionId, refreshToken };
  });
}

/**
 * The session's refresh tokens replaced by a new one (its level just changed: the tokens handed out
 * before the second factor was proved are spent). Returns the new token.
 */
export async function replaceRefreshTokens(tx: Queryable, userId: string, sessionId: string): Promise<string> {
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [sessionId]);
  const refreshToken = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [refreshToken, userId, sessionId]);
  return refreshToken;
}

interface PresentedToken {
  id: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  expired: boolean;
}

export type Rotation =
  | { kind: 'rotated'; userId: string; sessionId: string; refreshToken: string }
  | { kind: 'reused'; sessionId: string };

/** The most recent replacement of a spent token, when it is still current and recent. */
async function currentChild(tx: Queryable, token: string): Promise<string | undefined> {
  const child = await tx.query<{ token: string }>(
    `select token from auth.refresh_tokens
      where parent = $1 and not revoked and created_at > now() - make_interval(secs => $2)
      order by id desc limit 1`,
    [token, refreshReuseSeconds],
  );
  return child.rows[0]?.token;
}

/**
 * Spends a refresh token and issues its replacement. A spent token presented
 * again (outside the short reuse window) means it leaked: the caller ends the session.
 */
export async function rotateRefreshToken(db: Database, token: string): Promise<Rotation> {
  const notFound = new AuthApiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (!/^[\w-]{1,200}$/.test(token)) throw notFound;
  return db.transaction(async (tx) => {
    const found = await tx.query<PresentedToken>(
      `select rt.id, rt.user_id, rt.session_id, rt.revoked, coalesce(s.not_after <= now(), false) as expired
         from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
        where rt.token = $1 for update of rt`,
      [token],
    );
    const presented = found.rows[0];
    if (!presented) throw notFound;
    if (presented.expired) throw new AuthApiError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
    if (presented.revoked) {
      const child = await currentChild(tx, token);
      if (!child) return { kind: 'reused', sessionId: presented.session_id };
      return { kind: 'rotated', userId: presented.user_id, sessionId: presented.session_id, refreshToken: child };
    }
    const replacement = newRefreshToken();
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [presented.id]);
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
      replacement,
      presented.user_id,
      presented.session_id,
      token,
    ]);
    await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [presented.session_id]);
    return { kind: 'rotated', userId: presented.user_id, sessionId: presented.session_id, refreshToken: replacement };
  });
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Deletes sessions (their refresh tokens go with them) and returns the ids deleted. */
export async function endSessions(db: Queryable, userId: string, sessionId: string | undefined, scope: LogoutScope) {
  let deleted;
  if (scope === 'global' || (scope === 'local' && !sessionId)) {
    deleted = await db.query<{ id: string }>('delete from auth.sessions where user_id = $1 returning id', [userId]);
  } else if (scope === 'local') {
    deleted = await db.query<{ id: string }>('delete from auth.sessions where id = $1 and user_id = $2 returning id', [
      sessionId,
      userId,
    ]);
  } else {
    deleted = await db.query<{ id: string }>(
      'delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid returning id',
      [userId, sessionId ?? null],
    );
  }
  return deleted.rows.map((row) => row.id);
}

export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('delete from auth.sessions where id = $1', [sessionId]);
}
