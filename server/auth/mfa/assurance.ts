import type { Queryable } from '../../db/types';
import type { SessionAssurance } from '../accessTokens';
import { deleteTotpClaims, recordTotpClaim } from '../models/mfaAmrClaims';
import { findSessionAssurance, lowerSessionsOfFactor, setSessionAal2 } from '../models/sessions';

/**
 * What a session has proved, for its next access token (refresh keeps the level): aal2 only while
 * the factor that raised it is still there and verified (a factor removed, by its owner or by
 * another administrator, brings the session back to aal1). `amr` lists the newest method first.
 */
export async function sessionAssurance(db: Queryable, sessionId: string): Promise<SessionAssurance> {
  const row = await findSessionAssurance(db, sessionId);
  if (!row) return { aal: 'aal1', amr: [] };
  if (row.aal2) return { aal: 'aal2', amr: row.amr };
  return { aal: 'aal1', amr: row.amr.filter((entry) => entry.method !== 'totp') };
}

/** A second factor just proved: the session becomes aal2, bound to that factor, with `totp` in its methods. */
export async function raiseSession(db: Queryable, sessionId: string, factorId: string): Promise<void> {
  await setSessionAal2(db, sessionId, factorId);
  await recordTotpClaim(db, sessionId);
}

/** A factor removed: the sessions it raised go back to aal1. */
export async function lowerSessionsOf(db: Queryable, factorId: string): Promise<void> {
  const ids = await lowerSessionsOfFactor(db, factorId);
  if (ids.length) await deleteTotpClaims(db, ids);
}
