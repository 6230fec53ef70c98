import type { Queryable } from '../../db/types';
import { AuthApiError } from '../errors';
import { AuthErrorCode } from '../../../src/shared/auth/authErrorCodes';

/** A factor as this module reads it, secret included: never sent to a client after enrollment. */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string;
  last_verified_step: string | null;
}

/** GoTrue's limits: enrolled factors per user, and how long an unconfirmed enrollment is kept. */
export const maxFactorsPerUser = 10;
const unverifiedFactorMinutes = 5;
/** How long a challenge may be answered, as GoTrue's default. */
export const challengeSeconds = 300;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const factorNotFound = () => new AuthApiError(404, AuthErrorCode.mfaFactorNotFound, 'Factor not found');

/** The user's own factor, or GoTrue's 404 (an unknown id, a malformed one and someone else's answer alike). */
export async function findOwnFactor(db: Queryable, userId: string, factorId: string): Promise<FactorRow> {
  if (!uuidPattern.test(factorId)) throw factorNotFound();
  const found = await db.query<FactorRow>(
    `select id, user_id, friendly_name, factor_type, status, secret, last_verified_step::text
       from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  );
  if (!found.rows[0]) throw factorNotFound();
  return found.rows[0];
}

export async function hasVerifiedFactor(db: Queryable, userId: string): Promise<boolean> {
  const found = await db.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`, [userId]);
  return found.rows.length > 0;
}

/** Records an enrollment waiting for its first code; enrollments never confirmed are dropped after a few minutes. */
export async function insertFactor(db: Queryable, userId: string, friendlyName: string, secret: string): Promise<FactorRow> {
  await db.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
        and created_at < now() - make_interval(mins => $2)`,
    [userId, unverifiedFactorMinutes],
  );
  const count = await db.query<{ count: number }>('select count(*)::int as count from auth.mfa_factors where user_id = $1', [userId]);
  if (count.rows[0].count >= maxFactorsPerUser) {
    throw new AuthApiError(422, AuthErrorCode.tooManyEnrolledMfaFactors, 'Maximum number of verified factors reached, unenroll to continue');
  }
  const taken = await db.query('select 1 from auth.mfa_factors where user_id = $1 and friendly_name = $2', [userId, friendlyName]);
  if (friendlyName.trim() && taken.rows.length) {
    throw new AuthApiError(422, AuthErrorCode.mfaFactorNameConflict, `A factor with the friendly name "${friendlyName}" for this user already exists`);
  }
  const inserted = await db.query<FactorRow>(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, 'totp', 'unverified', $3)
     returning id, user_id, friendly_name, factor_type, status, secret, last_verified_step::text`,
    [userId, friendlyName, secret],
  );
  return inserted.rows[0];
}

/** Opens a challenge for the factor; returns its id and when it stops being valid (seconds since 1970). */
export async function openChallenge(db: Queryable, factorId: string, ip: string) {
  // Challenges nobody answered in time are of no use: they go, so that asking again and again fills nothing.
  await db.query('delete from auth.mfa_challenges where factor_id = $1 and created_at < now() - make_interval(secs => $2)', [
    factorId,
    challengeSeconds,
  ]);
  // Only while the factor exists: one removed since it was found (another tab, a concurrent DELETE) is
  // answered as unknown, not as a foreign-key failure (found by fuzz-auth: a 500).
  // (On PostgreSQL a delete committed between this statement's snapshot and its key check still
  // fails that check: the same answer.)
  const opened = await db
    .query<{ id: string; expires_at: number }>(
      `insert into auth.mfa_challenges (factor_id, ip_address)
       select factor.id, $2 from auth.mfa_factors as factor where factor.id = $1
       returning id, floor(extract(epoch from created_at))::int + $3::int as expires_at`,
      [factorId, ip, challengeSeconds],
    )
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23503') throw factorNotFound();
      throw error;
    });
  if (!opened.rows[0]) throw factorNotFound();
  await db.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factorId]);
  return opened.rows[0];
}

export type ChallengeState = 'open' | 'expired' | 'missing';

/** Whether the challenge belongs to the factor and may still be answered. */
export async function challengeState(db: Queryable, factorId: string, challengeId: string): Promise<ChallengeState> {
  if (!uuidPattern.test(challengeId)) return 'missing';
  const found = await db.query<{ expired: boolean }>(
    `select created_at < now() - make_interval(secs => $3) as expired
       from auth.mfa_challenges where id = $1 and factor_id = $2 and verified_at is null`,
    [challengeId, factorId, challengeSeconds],
  );
  if (!found.rows[0]) return 'missing';
  return found.rows[0].expired ? 'expired' : 'open';
}

export async function deleteChallenge(db: Queryable, challengeId: string): Promise<void> {
  await db.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
}

/**
 * Spends the code's step: conditional on no later or equal step having been accepted, so a code
 * replayed, or raced by two requests, is accepted once. Marks the factor verified. False when spent.
 */
export async function spendStep(db: Queryable, factorId: string, step: number): Promise<boolean> {
  const spent = await db.query(
    `update auth.mfa_factors set last_verified_step = $2, status = 'verified', updated_at = now()
      where id = $1 and (last_verified_step is null or last_verified_step < $2)`,
    [factorId, step],
  );
  return spent.affectedRows > 0;
}

export async function deleteFactor(db: Queryable, factorId: string): Promise<void> {
  await db.query('delete from auth.mfa_factors where id = $1', [factorId]);
}

/** Every second factor of the account with this address (npm run make-admin -- … --reset-mfa); returns how many. */
export async function removeFactorsOfEmail(db: Queryable, email: string): Promise<number> {
  const removed = await db.query(
    'delete from auth.mfa_factors where user_id = (select id from auth.users where lower(email) = lower($1))',
    [email.trim()],
  );
  return removed.affectedRows;
}
