import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/types';
import { insertAmrClaim } from './models/mfaAmrClaims';
import { insertRefreshToken, revokeSessionTokens } from './models/refreshTokens';
import { deleteOtherSessions, deleteSession, deleteSessionsOfUser, deleteUserSession, insertSession } from './models/sessions';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export const newRefreshToken = () => randomBytes(24).toString('base64url');

/** Opens a session with its first refresh token, recording how the user signed in (the token's `amr`); returns both. */
export async function openSession(db: Database, userId: string, client: ClientInfo, method: string) {
  return db.transaction(async (tx) => {
    const sessionId = await insertSession(tx, userId, client.ip, client.userAgent?.slice(0, 512) ?? null);
    await insertAmrClaim(tx, sessionId, method);
    const refreshToken = newRefreshToken();
    await insertRefreshToken(tx, refreshToken, userId, sessionId);
    return { sessionId, refreshToken };
  });
}

/**
 * The session's refresh tokens replaced by a new one (its level just changed: the tokens handed out
 * before the second factor was proved are spent). Returns the new token.
 */
export async function replaceRefreshTokens(tx: Queryable, userId: string, sessionId: string): Promise<string> {
  await revokeSessionTokens(tx, sessionId);
  const refreshToken = newRefreshToken();
  await insertRefreshToken(tx, refreshToken, userId, sessionId);
  return refreshToken;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Deletes sessions (their refresh tokens go with them) and returns the ids deleted. */
export async function endSessions(db: Queryable, userId: string, sessionId: string | undefined, scope: LogoutScope): Promise<string[]> {
  if (scope === 'global' || (scope === 'local' && !sessionId)) return deleteSessionsOfUser(db, userId);
  if (scope === 'local') return deleteUserSession(db, userId, sessionId as string);
  return deleteOtherSessions(db, userId, sessionId ?? null);
}

export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}
