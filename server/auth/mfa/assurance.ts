import type { Queryable } from '../../db/types';
import type { SessionAssurance } from '../accessTokens';

/**
 * What a session has proved, for its next access token (refresh keeps the level): aal2 only while
 * the factor that raised it is still there and verified (a factor removed, by its owner or by
 * another administrator, brings the session back to aal1). `amr` lists the newest method first.
 */
export async function sessionAssurance(db: Queryable, sessionId: string): Promise<SessionAssurance> {
  const found = await db.query<{ aal2: boolean; amr: { method: string; timestamp: number }[] }>(
    `select session.aal = 'aal2' and exists (
              select 1 from auth.mfa_factors as factor where factor.id = session.factor_id and factor.status = 'verified') as aal2,
            coalesce((select jsonb_agg(jsonb_build_object('method', claim.authentication_method,
                                                          'timestamp', floor(extract(epoch from claim.updated_at))::bigint)
                                       order by claim.updated_at desc)
                        from auth.mfa_amr_claims as claim where claim.session_id = session.id), '[]'::jsonb) as amr
       from auth.sessions as session where session.id = $1`,
    [sessionId],
  );
  const row = found.rows[0];
  if (!row) return { aal: 'aal1', amr: [] };
  if (row.aal2) return { aal: 'aal2', amr: row.amr };
  return { aal: 'aal1', amr: row.amr.filter((entry) => entry.method !== 'totp') };
}

/** A second factor just proved: the session becomes aal2, bound to that factor, with `totp` in its methods. */
export async function raiseSession(db: Queryable, sessionId: string, factorId: string): Promise<void> {
  await db.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [sessionId, factorId]);
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'totp')
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId],
  );
}

/** A factor removed: the sessions it raised go back to aal1. */
export async function lowerSessionsOf(db: Queryable, factorId: string): Promise<void> {
  const lowered = await db.query<{ id: string }>(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1 returning id`,
    [factorId],
  );
  const ids = lowered.rows.map((row) => row.id);
  if (ids.length) {
    await db.query(`delete from auth.mfa_amr_claims where session_id = any($1::uuid[]) and authentication_method = 'totp'`, [ids]);
  }
}
