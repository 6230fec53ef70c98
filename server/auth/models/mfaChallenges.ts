import type { Queryable } from '../../db/types';

/** The statements on auth.mfa_challenges (GoTrue's internal/models/challenge.go). */

/** Challenges of the factor older than `seconds`. */
export async function deleteExpiredChallenges(db: Queryable, factorId: string, seconds: number): Promise<void> {
  await db.query('delete from auth.mfa_challenges where factor_id = $1 and created_at < now() - make_interval(secs => $2)', [factorId, seconds]);
}

/**
 * Opens a challenge only while the factor exists (undefined otherwise); `expires_at` in seconds
 * since 1970. A factor deleted concurrently may still fail the foreign key (23503): the caller answers it.
 */
export async function insertChallenge(db: Queryable, factorId: string, ip: string, seconds: number): Promise<{ id: string; expires_at: number } | undefined> {
  const opened = await db.query<{ id: string; expires_at: number }>(
    `insert into auth.mfa_challenges (factor_id, ip_address)
     select factor.id, $2 from auth.mfa_factors as factor where factor.id = $1
     returning id, floor(extract(epoch from created_at))::int + $3::int as expires_at`,
    [factorId, ip, seconds],
  );
  return opened.rows[0];
}

/** The factor's unanswered challenge, and whether it is older than `seconds`. */
export async function findOpenChallenge(db: Queryable, factorId: string, challengeId: string, seconds: number): Promise<{ expired: boolean } | undefined> {
  const found = await db.query<{ expired: boolean }>(
    `select created_at < now() - make_interval(secs => $3) as expired
       from auth.mfa_challenges where id = $1 and factor_id = $2 and verified_at is null`,
    [challengeId, factorId, seconds],
  );
  return found.rows[0];
}

export async function deleteChallengeRow(db: Queryable, challengeId: string): Promise<void> {
  await db.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
}
