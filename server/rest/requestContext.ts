import type { FastifyReply } from 'fastify';
import { requestToken, TokenError, type Claims } from '../auth/requestClaims';
import type { ServerContext } from '../context';
import { runAs, runStatementAs } from '../db/runAs';
import type { CallerSignal, Queryable } from '../db/types';
import { ClientConnection } from './clientConnection';
import { RestError } from './errors';
import type { RestCall, RestReply } from './restCall';
import { maxRows, type BuiltStatement } from './sqlBuilder';
import type { StatementRow } from './responses';
import { restErrors } from './restErrors';

/** The caller's claims; a bad token is refused with PostgREST's JWT errors before any SQL runs. */
const claimsOfRequest = new WeakMap<RestCall, Claims>();

/** Whether the request runs as anon: a refused privilege is then 401 rather than 403, as PostgREST answers. */
export function isAnonymous(request: RestCall): boolean {
  return (claimsOfRequest.get(request)?.role ?? 'anon') === 'anon';
}

/**
 * The schema a request works in, as PostgREST picks it: `Accept-Profile` for GET and HEAD,
 * `Content-Profile` for the others (supabase-js `schema('x')` sends the right one), the first
 * of DB_SCHEMAS when absent. One not exposed gets PostgREST's 406 PGRST106 listing them.
 */
export function requestSchema(ctx: ServerContext, request: RestCall): string {
  const exposed = ctx.config.dbSchemas;
  const header = request.method === 'GET' || request.method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = request.headers[header];
  if (profile === undefined) return exposed[0];
  if (typeof profile === 'string' && exposed.includes(profile)) return profile;
  throw new RestError(restErrors.schemaNotExposed, `The schema must be one of the following: ${exposed.join(', ')}`, null, null);
}

/**
 * Names the schema a request worked in, as PostgREST does: only when several are exposed
 * (DB_SCHEMAS), where the profile headers choose one. With one schema there is nothing to name.
 */
export function nameProfile(ctx: ServerContext, reply: RestReply, schemaName: string): void {
  if (ctx.config.dbSchemas.length > 1) reply.header('content-profile', schemaName);
}

export async function authenticate(ctx: ServerContext, request: RestCall): Promise<Claims> {
  requestSchema(ctx, request);
  try {
    const claims = await ctx.verifier.verify(requestToken(request.headers));
    claimsOfRequest.set(request, claims);
    return claims;
  } catch (error) {
    if (error instanceof TokenError) {
      throw new RestError(error.problem === 'expired' ? restErrors.jwtExpired : restErrors.jwtInvalid, error.message);
    }
    throw error;
  }
}

/** Thrown inside the transaction to undo it while still answering (Prefer: tx=rollback, 406 on writes). */
class Rollback<T> extends Error {
  constructor(readonly result: T) {
    super('rollback');
  }
}

/** The client's connection, telling the statement when it has gone (see ClientConnection). */
export function clientGone(reply: FastifyReply): CallerSignal {
  return new ClientConnection(reply);
}

/** The planner's row estimate from an `explain (format json)` row (json parsed or not, by driver). */
function planRows(explainRow: Record<string, unknown> | undefined): number {
  const raw = explainRow?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** What the statements' rows make of the answer: the last body row, and the count of touched rows. */
export interface StatementsOutcome {
  row: StatementRow;
  affected: number;
  /** Rows an upsert inserted (not updated), when one of the statements reads it. */
  inserted?: number;
}

/**
 * Runs statements in one transaction as the caller; `check` may throw to roll everything back.
 * The common request (one statement, nothing to check or roll back before the commit) goes
 * in a single round trip (runStatementAs).
 */
export async function runStatements(
  ctx: ServerContext,
  claims: Claims,
  statements: BuiltStatement[],
  options: { rollback?: boolean; check?: (rows: StatementRow, affected: number) => void; signal?: CallerSignal; background?: boolean; headers?: string } = {},
): Promise<StatementsOutcome> {
  const [only] = statements;
  if (statements.length === 1 && !only.plannedTotal && !options.rollback && !options.check) {
    const result = await runStatementAs<StatementRow>(ctx.db, claims, only.sql, only.params, { signal: options.signal, background: options.background, headers: options.headers });
    return { row: bodyRow(result.rows[0]) ?? emptyRow, affected: result.affectedRows };
  }
  const work = async (tx: Queryable) => {
    let row = emptyRow;
    let affected = 0;
    let inserted: number | undefined;
    for (const statement of statements) {
      if (statement.readsInserted) {
        inserted = (await tx.query<{ inserted: number }>(statement.sql, statement.params)).rows[0]?.inserted;
        continue;
      }
      if (statement.plannedTotal) {
        // estimated: the exact count stands unless it passed maxRows (it stopped counting there).
        if (statement.plannedTotal === 'estimated' && (row.total ?? 0) <= maxRows) continue;
        const planned = planRows((await tx.query<Record<string, unknown>>(statement.sql, statement.params)).rows[0]);
        row = { ...row, total: statement.plannedTotal === 'planned' ? planned : Math.max(row.total ?? 0, planned) };
        continue;
      }
      const result = await tx.query<StatementRow>(statement.sql, statement.params);
      affected += result.affectedRows;
      row = bodyRow(result.rows[0]) ?? row;
    }
    options.check?.(row, affected);
    if (options.rollback) throw new Rollback({ row, affected, inserted });
    return { row, affected, inserted };
  };
  try {
    return await runAs(ctx.db, claims, work, { signal: options.signal, background: options.background, headers: options.headers });
  } catch (error) {
    if (error instanceof Rollback) return error.result as StatementsOutcome;
    throw error;
  }
}

const emptyRow: StatementRow = { total: null, body: null, page: 0 };

/** The statement's answer row, when it is one (a write without representation may return none). */
function bodyRow(row: StatementRow | undefined): StatementRow | undefined {
  return row && 'body' in row ? row : undefined;
}
