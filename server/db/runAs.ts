import type { Claims } from '../auth/requestClaims';
import type { Database, Queryable } from './types';

/**
 * Runs fn in one transaction as the caller: the Postgres role and the JWT claims
 * are set locally, exactly as PostgREST does on Supabase, so row-level security
 * and grants decide what the statement may see and change.
 */
export function runAs<T>(db: Database, claims: Claims, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
      claims.role,
      JSON.stringify(claims),
    ]);
    return fn(tx);
  });
}
