import type { Queryable } from '../../db/types';

/** The statements on auth.mfa_amr_claims: how a session was authenticated (the access token's `amr`). */

export async function insertAmrClaim(tx: Queryable, sessionId: string, method: string): Promise<void> {
  await tx.query('insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)', [sessionId, method]);
}

/** A second factor proved: `totp` added, or its time renewed. */
export async function recordTotpClaim(db: Queryable, sessionId: string): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'totp')
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId],
  );
}

export async function deleteTotpClaims(db: Queryable, sessionIds: string[]): Promise<void> {
  await db.query(`delete from auth.mfa_amr_claims where session_id = any($1::uuid[]) and authentication_method = 'totp'`, [sessionIds]);
}
