import type { Queryable } from '../../db/types';

/** The statements on auth.mfa_factors (GoTrue's internal/models/factor.go); the limits and answers are server/auth/mfa/factorLifecycle.ts's. */

/** A factor as the server reads it, secret included: never sent to a client after enrollment. */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string;
  last_verified_step: string | null;
}

const factorColumns = 'id, user_id, friendly_name, factor_type, status, secret, last_verified_step::text';

export async function findFactorOfUser(db: Queryable, factorId: string, userId: string): Promise<FactorRow | undefined> {
  const found = await db.query<FactorRow>(
    `select ${factorColumns}
       from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  );
  return found.rows[0];
}

export async function hasVerifiedFactor(db: Queryable, userId: string): Promise<boolean> {
  const found = await db.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`, [userId]);
  return found.rows.length > 0;
}

/** Enrollments of the user never confirmed within `minutes`. */
export async function deleteStaleUnverifiedFactors(db: Queryable, userId: string, minutes: number): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
        and created_at < now() - make_interval(mins => $2)`,
    [userId, minutes],
  );
}

export async function countFactors(db: Queryable, userId: string): Promise<number> {
  const count = await db.query<{ count: number }>('select count(*)::int as count from auth.mfa_factors where user_id = $1', [userId]);
  return count.rows[0].count;
}

export async function friendlyNameTaken(db: Queryable, userId: string, friendlyName: string): Promise<boolean> {
  const taken = await db.query('select 1 from auth.mfa_factors where user_id = $1 and friendly_name = $2', [userId, friendlyName]);
  return taken.rows.length > 0;
}

export async function insertUnverifiedTotpFactor(db: Queryable, userId: string, friendlyName: string, secret: string): Promise<FactorRow> {
  const inserted = await db.query<FactorRow>(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, 'totp', 'unverified', $3)
     returning ${factorColumns}`,
    [userId, friendlyName, secret],
  );
  return inserted.rows[0];
}

export async function markChallenged(db: Queryable, factorId: string): Promise<void> {
  await db.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factorId]);
}

/** Records the accepted step and marks the factor verified, unless that step or a later one was accepted; whether it did. */
export async function spendFactorStep(db: Queryable, factorId: string, step: number): Promise<boolean> {
  const spent = await db.query(
    `update auth.mfa_factors set last_verified_step = $2, status = 'verified', updated_at = now()
      where id = $1 and (last_verified_step is null or last_verified_step < $2)`,
    [factorId, step],
  );
  return spent.affectedRows > 0;
}

export async function deleteFactorRow(db: Queryable, factorId: string): Promise<void> {
  await db.query('delete from auth.mfa_factors where id = $1', [factorId]);
}

export async function deleteFactorsOfUser(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from auth.mfa_factors where user_id = $1', [userId]);
}

/** Every factor of the account with this address (compared in lower case); how many. */
export async function deleteFactorsOfEmail(db: Queryable, email: string): Promise<number> {
  const removed = await db.query('delete from auth.mfa_factors where user_id = (select id from auth.users where lower(email) = lower($1))', [email]);
  return removed.affectedRows;
}
