import { RestError } from './errors';
import type { RestReply } from './restCall';
import { restErrors } from './restErrors';

/** What a built statement returns: exact count when asked, the JSON body, rows in it. */
export interface StatementRow {
  total: number | null;
  body: string | null;
  page: number;
}

export const jsonType = 'application/json; charset=utf-8';

export function wantsStrippedNulls(accept: string | undefined): boolean {
  return Boolean(accept && /nulls=stripped/i.test(accept));
}

export function singleRowError(rows: number): RestError {
  return new RestError(restErrors.notOneRow, 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows} rows`);
}

/** Prefer: handling=strict with max-affected, and more rows touched (the transaction is rolled back). */
export function maxAffectedError(rows: number): RestError {
  return new RestError(restErrors.maxAffectedExceeded, 'Query result exceeds max-affected preference constraint', `The query affects ${rows} rows`);
}

/** `Range: 0-9` as offset and limit (Range-Unit items is the only unit). */
export function parseRange(header: string | undefined): { offset: number; limit?: number } | undefined {
  if (!header) return undefined;
  const match = /^\s*(?:items=)?(\d{1,9})-(\d{0,9})\s*$/.exec(header);
  if (!match) return undefined;
  const offset = Number(match[1]);
  if (!match[2]) return { offset };
  const last = Number(match[2]);
  if (last < offset) throw new RestError(restErrors.invalidRange, 'Requested range not satisfiable', `The range ${header} is empty`);
  return { offset, limit: last - offset + 1 };
}

/** PostgREST's statuses for ranges of tables and functions: 416 past the end, 206 for part of a counted whole. */
export function rangeStatus(offset: number, row: StatementRow, single: boolean): number {
  if (single || row.total === null) return 200;
  if (offset > row.total) {
    throw new RestError(restErrors.invalidRange, 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${row.total} rows.`);
  }
  return offset > 0 || row.page < row.total ? 206 : 200;
}

/** `0-9/123`, `*\/0` when empty, `0-9/*` without a count: ra-data-postgrest needs it on every list. */
export function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows > 0 ? `${offset}-${offset + rows - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

export function sendError(reply: RestReply, error: RestError): RestReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.status).header('content-type', jsonType).send(JSON.stringify(error.body()));
}
