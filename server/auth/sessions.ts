import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/types';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export const newRefreshToken = () => randomBytes(24).toString('base64url');

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
