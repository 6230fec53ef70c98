import type { Queryable } from '../../db/types';

/**
 * The statements on auth.sessions (GoTrue's internal/models/sessions.go): one named function a
 * statement, on the caller's connection or transaction. Deleting a session deletes its refresh
 * tokens and amr claims with it (foreign keys on delete cascade).
 */

export async function insertSession(tx: Queryable, userId: string, ip: string, userAgent: string | null): Promise<string> {
  const session = await tx.query<{ id: string }>('insert into auth.sessions (user_id, ip, user_agent) values ($1, $2, $3) returning id', [userId, ip, userAgent]);
  return session.rows[0].id;
}

/** Locks the session (every change to a session's tokens takes this lock first); undefined when there is none. */
export async function lockSession(tx: Queryable, sessionId: string): Promise<{ id: string; expired: boolean } | undefined> {
  const session = await tx.query<{ id: string; expired: boolean }>(
    'select id, coalesce(not_after <= now(), false) as expired from auth.sessions where id = $1 for update',
    [sessionId],
  );
  return session.rows[0];
}

export async function markRefreshed(tx: Queryable, sessionId: string): Promise<void> {
  await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [sessionId]);
}

export async function sessionIdsOfUser(db: Queryable, userId: string): Promise<string[]> {
  const sessions = await db.query<{ id: string }>('select id from auth.sessions where user_id = $1', [userId]);
  return sessions.rows.map((row) => row.id);
}

/** Whether the user's session was opened within `minutes` (false when it is not theirs or is gone). */
export async function sessionOpenedWithin(db: Queryable, userId: string, sessionId: string, minutes: number): Promise<boolean> {
  const found = await db.query<{ recent: boolean }>(
    'select created_at > now() - make_interval(mins => $3) as recent from auth.sessions where id = $1 and user_id = $2',
    [sessionId, userId, minutes],
  );
  return found.rows[0]?.recent === true;
}

// ---- Ending sessions (each returns the ids deleted, for the callers' session caches) ---------------

export async function deleteSessionsOfUser(db: Queryable, userId: string): Promise<string[]> {
  const deleted = await db.query<{ id: string }>('delete from auth.sessions where user_id = $1 returning id', [userId]);
  return deleted.rows.map((row) => row.id);
}

export async function deleteUserSession(db: Queryable, userId: string, sessionId: string): Promise<string[]> {
  const deleted = await db.query<{ id: string }>('delete from auth.sessions where id = $1 and user_id = $2 returning id', [sessionId, userId]);
  return deleted.rows.map((row) => row.id);
}

/** Every session of the user but `keptSessionId` (all of them when it is null). */
export async function deleteOtherSessions(db: Queryable, userId: string, keptSessionId: string | null): Promise<string[]> {
  const deleted = await db.query<{ id: string }>('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid returning id', [userId, keptSessionId]);
  return deleted.rows.map((row) => row.id);
}

/** Every session of the user but `keptSessionId` that never proved a second factor. */
export async function deleteOtherSessionsBelowAal2(db: Queryable, userId: string, keptSessionId: string): Promise<string[]> {
  const ended = await db.query<{ id: string }>(`delete from auth.sessions where user_id = $1 and id <> $2 and aal <> 'aal2' returning id`, [userId, keptSessionId]);
  return ended.rows.map((row) => row.id);
}

export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('delete from auth.sessions where id = $1', [sessionId]);
}

// ---- Assurance level (aal) ---------------------------------------------------------------------

export interface SessionAssuranceRow {
  /** aal2, and the factor that raised it is still there and verified. */
  aal2: boolean;
  /** The session's authentication methods (auth.mfa_amr_claims), newest first. */
  amr: { method: string; timestamp: number }[];
}

export async function findSessionAssurance(db: Queryable, sessionId: string): Promise<SessionAssuranceRow | undefined> {
  const found = await db.query<SessionAssuranceRow>(
    `select session.aal = 'aal2' and exists (
              select 1 from auth.mfa_factors as factor where factor.id = session.factor_id and factor.status = 'verified') as aal2,
            coalesce((select jsonb_agg(jsonb_build_object('method', claim.authentication_method,
                                                          'timestamp', floor(extract(epoch from claim.updated_at))::bigint)
                                       order by claim.updated_at desc)
                        from auth.mfa_amr_claims as claim where claim.session_id = session.id), '[]'::jsonb) as amr
       from auth.sessions as session where session.id = $1`,
    [sessionId],
  );
  return found.rows[0];
}

export async function setSessionAal2(db: Queryable, sessionId: string, factorId: string): Promise<void> {
  await db.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [sessionId, factorId]);
}

/** The sessions the factor raised go back to aal1; returns their ids. */
export async function lowerSessionsOfFactor(db: Queryable, factorId: string): Promise<string[]> {
  const lowered = await db.query<{ id: string }>(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1 returning id`, [factorId]);
  return lowered.rows.map((row) => row.id);
}
