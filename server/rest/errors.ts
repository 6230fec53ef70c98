import { isPgError, type PgError } from '../db/types';
import { databaseUnavailableMessage, isDatabaseUnavailable } from '../http/apiErrors';
import type { PostgrestCode } from '../../src/shared/errors/postgrestCodes';
import { sqlStates, type SqlState } from '../../src/shared/errors/sqlStates';
import { restErrors } from './restErrors';

/** PostgREST's error body: supabase-js and ra-data-postgrest read exactly these fields. */
/** A text, or (PGRST201) PostgREST's list of candidate relationships. */
export type RestErrorDetails = string | null | Array<Record<string, string>>;

export interface RestErrorBody {
  code: RestErrorCode;
  details: RestErrorDetails;
  hint: string | null;
  message: string;
}

/** The code a function chose for its own error (`raise sqlstate 'PGRST'`), passed on as PostgREST does. */
type RaisedCode = string & { readonly chosenBySql: unique symbol };

/**
 * PostgREST's own codes by name, a SQLSTATE of PostgreSQL's (raised by the database or named as PostgREST
 * names it), or a code a function raised.
 */
export type RestErrorCode = PostgrestCode | SqlState | RaisedCode;

/** An error answered to the client as is, with PostgREST's status and code. */
export class RestError extends Error {
  readonly status: number;
  readonly code: RestErrorCode;

  constructor(
    /** One of `restErrors`, or the status and code of an error the database or a function raised. */
    kind: { readonly status: number; readonly code: RestErrorCode },
    message: string,
    readonly details: RestErrorDetails = null,
    readonly hint: string | null = null,
    /** Headers the answer carries (a function's own error: `raise sqlstate 'PGRST'`, see raisedError). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RestError';
    this.status = kind.status;
    this.code = kind.code;
  }

  body(): RestErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string | null = null) =>
  new RestError(restErrors.invalidQuery, message, details);

export const unknownColumn = (column: string, table: string) =>
  new RestError(restErrors.undefinedColumn, `column ${table}.${column} does not exist`);

export const unknownTable = (schema: string, table: string) =>
  new RestError(restErrors.tableNotFound, `Could not find the table '${schema}.${table}' in the schema cache`);

/** SQLSTATEs our own builder could cause: never the client's fault, never shown to it. */
const builderFaults = new Set<string>([
  sqlStates.syntaxError,
  sqlStates.ambiguousColumn,
  sqlStates.indeterminateDatatype,
  sqlStates.ambiguousParameter,
  sqlStates.undefinedParameter,
  sqlStates.invalidObjectDefinition,
]);
/** Conflicts with the data as it stands: PostgREST's 409. */
const conflicts = new Set<string>([sqlStates.foreignKeyViolation, sqlStates.uniqueViolation, sqlStates.serializationFailure, sqlStates.deadlockDetected]);

/**
 * PostgREST's table of HTTP statuses by SQLSTATE. Server-side classes (5xx)
 * are answered with a generic message so no internals reach the client.
 * One departure (decision 058): P0002 (no_data_found), which our functions raise on purpose for an id
 * that names nothing (« Facture introuvable. »), is 404 here where PostgREST answers 500 for every P0
 * code but P0001; PostgREST's own way to a 404 is a `PT404` code, kept below as it reads it.
 */
function statusOf(code: string, anonymous: boolean): number {
  if (code === sqlStates.insufficientPrivilege) return anonymous ? 401 : 403;
  if (conflicts.has(code)) return 409;
  if (code === sqlStates.readOnlySqlTransaction) return 405;
  if (code === sqlStates.raiseException) return 400;
  if (code === sqlStates.noDataFound) return 404;
  if (code.startsWith('PT')) return chosenStatus(code.slice(2));
  if (code === sqlStates.undefinedFunction || code === sqlStates.undefinedTable) return 404;
  if (builderFaults.has(code)) return 500;
  const family = code.slice(0, 2);
  if (family === '08' || family === '53') return 503;
  if (family === '0L' || family === '0P' || family === '28') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(family)) return 500;
  return 400;
}

/** PostgREST's `PTnnn`: the status the SQL chose, 500 when `nnn` is not one. */
function chosenStatus(digits: string): number {
  const status = Number(digits);
  return /^[1-5][0-9]{2}$/.test(digits) && status >= 100 ? status : 500;
}

const internalError = () => new RestError(restErrors.internalError, 'Erreur interne du serveur');

/**
 * A constraint error's `details` shows the failing row. Raised by a trigger writing to another
 * table (a security definer one, for instance), that row may be one the caller cannot read: its
 * details are kept only when the error names no table or the request's own target table.
 */
function visibleDetails(error: { detail?: string; table?: string }, targetTable: string | undefined): string | null {
  if (!error.detail) return null;
  return error.table === undefined || error.table === targetTable ? error.detail : null;
}

/**
 * A malformed full-text query (`fts.\\`, `fts.(raid`) is the client's input, not our SQL: PostgreSQL's
 * tsquery parsers raise 42601 from their own source files, some without « tsquery » in the message
 * (« there is no escaped character »).
 */
function isFullTextQuerySyntax(error: PgError): boolean {
  return error.code === sqlStates.syntaxError && (/^ts(query|vector_parser)\.c$/.test(error.file ?? '') || /tsquery/.test(error.message));
}

/**
 * Turns anything thrown while serving a request into what the client may see. `targetTable` is the
 * table or view the request names (none for a function call).
 */
export function toRestError(error: unknown, anonymous: boolean, targetTable?: string): { error: RestError; unexpected: boolean } {
  if (error instanceof RestError) return { error, unexpected: false };
  // The database out of reach is PostgREST's 503 PGRST000: the client may retry, nothing to hide.
  if (isDatabaseUnavailable(error)) return { error: new RestError(restErrors.databaseUnavailable, databaseUnavailableMessage), unexpected: false };
  if (isPgError(error) && error.code === 'PGRST') return { error: raisedError(error), unexpected: false };
  if (isPgError(error) && /^[0-9A-Z]{5}$/.test(error.code ?? '')) {
    const code = error.code as SqlState;
    // A write to a view PostgreSQL cannot update is the client's mistake, not the server's: 405.
    if (code === sqlStates.objectNotInPrerequisiteState && /^cannot (insert into|update|delete from) view /.test(error.message)) {
      return { error: new RestError({ status: 405, code }, error.message, visibleDetails(error, targetTable), error.hint ?? null), unexpected: false };
    }
    // A statement cut off by statement_timeout (or cancelled): PostgREST answers 500 with the
    // code and PostgreSQL's message, which reveal nothing and tell supabase-js users what happened.
    if (code === sqlStates.queryCanceled) return { error: new RestError({ status: 500, code }, error.message), unexpected: false };
    const status = isFullTextQuerySyntax(error) ? 400 : statusOf(code, anonymous);
    if (status >= 500) return { error: internalError(), unexpected: true };
    return {
      error: new RestError({ status, code }, error.message, visibleDetails(error, targetTable), error.hint ?? null),
      unexpected: false,
    };
  }
  return { error: internalError(), unexpected: true };
}

/**
 * PostgREST's errors raised by SQL with a status of their own (`raise sqlstate 'PGRST' using message
 * = '{"code","message","details","hint"}', detail = '{"status", "headers"}'`): the body and status the
 * function chose (the form limits' 429 with Retry-After, 20261203040100). A message or detail that is
 * not that JSON is PostgREST's 500 PGRST121.
 */
function raisedError(error: { message: string; detail?: string }): RestError {
  try {
    const body = JSON.parse(error.message) as Record<string, unknown>;
    const { status, headers = {} } = JSON.parse(error.detail ?? '') as { status?: unknown; headers?: unknown };
    const texts = typeof headers === 'object' && headers !== null && Object.values(headers).every((value) => typeof value === 'string');
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599 || !texts) throw new Error('detail');
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return new RestError({ status, code: (text(body.code) ?? '') as RaisedCode }, text(body.message) ?? '', text(body.details), text(body.hint), headers as Record<string, string>);
  } catch {
    return new RestError(restErrors.raisedErrorUnreadable, "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error", null, null);
  }
}
