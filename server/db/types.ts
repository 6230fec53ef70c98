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

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
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
}

export function isPgError(error: unknown): error is PgError {
  return error instanceof Error && typeof (error as PgError).code === 'string';
}
