import { postgrestCodes, type PostgrestCode } from '../../src/shared/errors/postgrestCodes';
import { sqlStates, type SqlState } from '../../src/shared/errors/sqlStates';

/** A refusal of the REST API: its code and the HTTP status it is answered with. */
export interface RestErrorKind {
  readonly status: number;
  readonly code: PostgrestCode | SqlState;
}

/**
 * Every error the REST API makes itself, its status written once beside its code, as PostgREST's
 * `Error.hs` gives each error its status and code. Named as the code in `postgrestCodes`, or (a code
 * answered with two statuses, a SQLSTATE this server raises as PostgreSQL would) for the case. The
 * statuses of the database's own errors are PostgREST's table by SQLSTATE (`errors.ts`, `statusOf`).
 */
export const restErrors = {
  databaseUnavailable: { status: 503, code: postgrestCodes.databaseUnavailable },
  /** Our own fault: a generic message, nothing of the cause shown. */
  internalError: { status: 500, code: postgrestCodes.databaseUnavailable },
  invalidQuery: { status: 400, code: postgrestCodes.invalidQuery },
  invalidBody: { status: 400, code: postgrestCodes.invalidBody },
  invalidRange: { status: 416, code: postgrestCodes.invalidRange },
  schemaNotExposed: { status: 406, code: postgrestCodes.schemaNotExposed },
  /** No media type the client accepts can be produced. */
  mediaTypeNotAvailable: { status: 406, code: postgrestCodes.mediaTypeNotAvailable },
  /** The body's Content-Type is not one the API reads. */
  unsupportedMediaType: { status: 415, code: postgrestCodes.mediaTypeNotAvailable },
  notEmbedded: { status: 400, code: postgrestCodes.notEmbedded },
  notOneRow: { status: 406, code: postgrestCodes.notOneRow },
  raisedErrorUnreadable: { status: 500, code: postgrestCodes.raisedErrorUnreadable },
  maxAffectedExceeded: { status: 400, code: postgrestCodes.maxAffectedExceeded },
  invalidPath: { status: 404, code: postgrestCodes.invalidPath },
  relationshipNotFound: { status: 400, code: postgrestCodes.relationshipNotFound },
  ambiguousRelationship: { status: 300, code: postgrestCodes.ambiguousRelationship },
  functionNotFound: { status: 404, code: postgrestCodes.functionNotFound },
  columnNotFound: { status: 400, code: postgrestCodes.columnNotFound },
  tableNotFound: { status: 404, code: postgrestCodes.tableNotFound },
  jwtInvalid: { status: 401, code: postgrestCodes.jwtInvalid },
  jwtExpired: { status: 401, code: postgrestCodes.jwtExpired },
  bodyTooLarge: { status: 413, code: postgrestCodes.bodyTooLarge },
  tooManyRequests: { status: 429, code: postgrestCodes.tooManyRequests },
  /** A write with no filter (PostgREST's « requires a WHERE clause »). */
  unfilteredWrite: { status: 400, code: sqlStates.cardinalityViolation },
  /** A GET calling a volatile function. */
  volatileCallByGet: { status: 405, code: sqlStates.readOnlySqlTransaction },
  /** A value of the body or query that its column's type cannot read. */
  invalidTextRepresentation: { status: 400, code: sqlStates.invalidTextRepresentation },
  undefinedColumn: { status: 400, code: sqlStates.undefinedColumn },
  duplicateAlias: { status: 400, code: sqlStates.duplicateAlias },
} as const satisfies Record<string, RestErrorKind>;
