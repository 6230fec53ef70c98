import { sqlStates } from '../../src/shared/errors/sqlStates';
/** What every part of the server needs from PostgreSQL, whichever engine runs it. */
export interface QueryResult<Row> {
  rows: Row[];
  /** Rows touched by an INSERT, UPDATE or DELETE (0 for a SELECT on some engines). */
  affectedRows: number;
}

export interface Queryable {
  /** One statement, values always as bind parameters ($1, $2, …). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements with no parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
}

/**
 * Tells that nobody waits for a result any more: the part of AbortSignal the engines use,
 * so an AbortSignal fits. The REST layer passes its client's connection instead
 * (rest/clientConnection.ts), cheaper per request than an AbortController and its EventTarget.
 */
export interface CallerSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface TransactionOptions {
  /**
   * Aborted when nobody waits for the result any more (the HTTP client left): a transaction
   * still queued is dropped; on PostgreSQL a statement running is cancelled and the transaction
   * fails with SQLSTATE 57014; PGlite cannot cancel one without restarting its engine, so there
   * it runs on to its end or its time limit (see pglite.ts).
   */
  signal?: CallerSignal;
  /**
   * The statement_timeout in force for the transaction's statements (from the role's
   * settings, see runAs). PostgreSQL enforces it itself from `set local`; PGlite ignores
   * statement_timeout, so its adapter enforces this limit instead.
   */
  statementTimeoutMs?: number;
  /**
   * A statement that may be costly (a caller's regular expression): PGlite, whose one
   * connection runs everything in turn, queues it behind every ordinary operation waiting,
   * so a burst of them never stands ahead of other visitors. PostgreSQL needs nothing here:
   * the REST layer bounds how many such statements hold connections (rest/patternShare.ts).
   */
  background?: boolean;
  /**
   * Statements without parameters sent with BEGIN in the same round trip (the
   * caller's role and claims, see runAs): values in it are escaped literals.
   */
  setup?: string;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * One statement in a transaction of its own, after options.setup: what
   * `transaction((tx) => tx.query(sql, params), options)` does, in a single round
   * trip where the engine allows it (PostgreSQL, see oneMessage.ts).
   */
  statement<Row = Record<string, unknown>>(sql: string, params: unknown[], options?: TransactionOptions): Promise<QueryResult<Row>>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (sent from any
   * connection or process, delivered after its transaction commits). Resolves
   * once listening; the returned function stops. `onReconnect` is called when
   * the listening connection was lost and is back: notifications may have been missed.
   */
  listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /**
   * PGlite only: how many times the adapter restarted the engine (a statement past its time
   * limit), for operators and tests; PostgreSQL cancels a statement without any restart.
   */
  restarts?(): number;
  close(): Promise<void>;
}

/** A database error with PostgreSQL's SQLSTATE code, whichever driver raised it. */
export interface PgError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  /** The table the error is about, when PostgreSQL names one (constraint errors). */
  table?: string;
  /** PostgreSQL's source file that raised it (tsquery.c…): tells a parser's error from our SQL's. */
  file?: string;
}

export function isPgError(error: unknown): error is PgError {
  return error instanceof Error && typeof (error as PgError).code === 'string';
}

/** What PostgreSQL raises when a statement is cancelled, built the same way on both engines. */
export function queryCanceled(reason: 'statement timeout' | 'user request'): PgError {
  return Object.assign(new Error(`canceling statement due to ${reason}`), { code: sqlStates.queryCanceled, severity: 'ERROR' });
}
