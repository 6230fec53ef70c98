import type { Queryable } from '../../db/types';
import { AuthApiError } from '../errors';
import { deleteChallengeRow, deleteExpiredChallenges, findOpenChallenge, insertChallenge } from '../models/mfaChallenges';
import {
  countFactors,
  deleteFactorRow,
  deleteFactorsOfEmail,
  deleteStaleUnverifiedFactors,
  findFactorOfUser,
  friendlyNameTaken,
  insertUnverifiedTotpFactor,
  markChallenged,
  spendFactorStep,
  type FactorRow,
} from '../models/mfaFactors';
import { authErrors } from '../authErrors';
import { sqlStates } from '../../../src/shared/errors/sqlStates';

/** GoTrue's limits: enrolled factors per user, and how long an unconfirmed enrollment is kept. */
export const maxFactorsPerUser = 10;
const unverifiedFactorMinutes = 5;
/** How long a challenge may be answered, as GoTrue's default. */
export const challengeSeconds = 300;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const factorNotFound = () => new AuthApiError(authErrors.mfaFactorNotFound, 'Factor not found');

/** The user's own factor, or GoTrue's 404 (an unknown id, a malformed one and someone else's answer alike). */
export async function findOwnFactor(db: Queryable, userId: string, factorId: string): Promise<FactorRow> {
  if (!uuidPattern.test(factorId)) throw factorNotFound();
  const found = await findFactorOfUser(db, factorId, userId);
  if (!found) throw factorNotFound();
  return found;
}

/** Records an enrollment waiting for its first code; enrollments never confirmed are dropped after a few minutes. */
export async function insertFactor(db: Queryable, userId: string, friendlyName: string, secret: string): Promise<FactorRow> {
  await deleteStaleUnverifiedFactors(db, userId, unverifiedFactorMinutes);
  if ((await countFactors(db, userId)) >= maxFactorsPerUser) {
    throw new AuthApiError(authErrors.tooManyEnrolledMfaFactors, 'Maximum number of verified factors reached, unenroll to continue');
  }
  const taken = await friendlyNameTaken(db, userId, friendlyName);
  if (friendlyName.trim() && taken) {
    throw new AuthApiError(authErrors.mfaFactorNameConflict, `A factor with the friendly name "${friendlyName}" for this user already exists`);
  }
  return insertUnverifiedTotpFactor(db, userId, friendlyName, secret);
}

/** Opens a challenge for the factor; returns its id and when it stops being valid (seconds since 1970). */
export async function openChallenge(db: Queryable, factorId: string, ip: string) {
  // Challenges nobody answered in time are of no use: they go, so that asking again and again fills nothing.
  await deleteExpiredChallenges(db, factorId, challengeSeconds);
  // Only while the factor exists: one removed since it was found (another tab, a concurrent DELETE) is
  // answered as unknown, not as a foreign-key failure (found by fuzz-auth: a 500).
  // (On PostgreSQL a delete committed between this statement's snapshot and its key check still
  // fails that check: the same answer.)
  const opened = await insertChallenge(db, factorId, ip, challengeSeconds).catch((error: unknown) => {
    if ((error as { code?: string }).code === sqlStates.foreignKeyViolation) throw factorNotFound();
    throw error;
  });
  if (!opened) throw factorNotFound();
  await markChallenged(db, factorId);
  return opened;
}

export type ChallengeState = 'open' | 'expired' | 'missing';

/** Whether the challenge belongs to the factor and may still be answered. */
export async function challengeState(db: Queryable, factorId: string, challengeId: string): Promise<ChallengeState> {
  if (!uuidPattern.test(challengeId)) return 'missing';
  const found = await findOpenChallenge(db, factorId, challengeId, challengeSeconds);
  if (!found) return 'missing';
  return found.expired ? 'expired' : 'open';
}

export async function deleteChallenge(db: Queryable, challengeId: string): Promise<void> {
  await deleteChallengeRow(db, challengeId);
}

/**
 * Spends the code's step: conditional on no later or equal step having been accepted, so a code
 * replayed, or raced by two requests, is accepted once. Marks the factor verified. False when spent.
 */
export async function spendStep(db: Queryable, factorId: string, step: number): Promise<boolean> {
  return spendFactorStep(db, factorId, step);
}

export async function deleteFactor(db: Queryable, factorId: string): Promise<void> {
  await deleteFactorRow(db, factorId);
}

/** Every second factor of the account with this address (npm run make-admin -- … --reset-mfa); returns how many. */
export async function removeFactorsOfEmail(db: Queryable, email: string): Promise<number> {
  return deleteFactorsOfEmail(db, email.trim());
}
