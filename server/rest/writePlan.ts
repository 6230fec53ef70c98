import type { ApiRole } from '../auth/requestClaims';
import { RestError } from './errors';
import { negotiateMedia } from './mediaTypes';
import { checkPatterns } from './patternLimits';
import { parsePreferences, type Preferences } from './preferences';
import { parseQueryParams, type ParsedQuery } from './queryParams';
import { parseQueryString } from './queryString';
import { readObject, readRows } from './requestBody';
import { wantsStrippedNulls } from './responses';
import { restErrors } from './restErrors';

/**
 * The plan stage of a write (PostgREST's `MutatePlan`): everything the request says, read and checked,
 * before any SQL is written. sqlWrites.ts builds the statements from it, writeAnswer.ts the answer.
 */

/** How the answer shows the written rows. */
export interface MutationOptions {
  /** false for return=minimal: no RETURNING, so SELECT policies do not apply. */
  representation: boolean;
  single: boolean;
  stripNulls: boolean;
  count: boolean;
}

interface PlannedWrite {
  query: ParsedQuery;
  prefs: Preferences;
  options: MutationOptions;
}

/** POST: rows to insert, or to upsert with `Prefer: resolution`. */
interface InsertPlan extends PlannedWrite {
  kind: 'insert';
  rows: Array<Record<string, unknown>>;
}

/** PATCH: the changes, on the rows the filters match. */
interface UpdatePlan extends PlannedWrite {
  kind: 'update';
  changes: Record<string, unknown>;
}

/** DELETE the rows the filters match. */
interface DeletePlan extends PlannedWrite {
  kind: 'delete';
}

export type WritePlan = InsertPlan | UpdatePlan | DeletePlan;

/** The parts of the HTTP request a write plan reads. */
export interface WriteRequest {
  url: string;
  body: unknown;
  prefer: string | string[] | undefined;
  accept: string | undefined;
}

/** Whether a request's filters are empty: PATCH and DELETE without any are refused. */
function hasRootFilters(query: ParsedQuery): boolean {
  return (query.filters.get('')?.length ?? 0) > 0;
}

function requireFilters(query: ParsedQuery, verb: 'UPDATE' | 'DELETE'): void {
  // As pg-safeupdate does on hosted Supabase: a forgotten filter must not touch every row.
  if (!hasRootFilters(query)) throw new RestError(restErrors.unfilteredWrite, `${verb} requires a WHERE clause`, null, 'Add a filter, e.g. ?id=eq.1');
}

function mutationAnswer(request: WriteRequest): Omit<PlannedWrite, 'query'> {
  const prefs = parsePreferences(request.prefer, 'minimal');
  const representation = prefs.return === 'representation';
  // Only a write that answers with its rows has a body to negotiate.
  const media = representation ? negotiateMedia(request.accept, ['json', 'object']) : 'json';
  return {
    prefs,
    options: { representation, single: media === 'object', stripNulls: wantsStrippedNulls(request.accept), count: prefs.count !== undefined },
  };
}

/**
 * Reads a write in the order its refusals come: the query string (and its patterns, for this
 * caller's role), the body, the filters a PATCH or DELETE needs, then Prefer and Accept.
 */
export function planWrite(kind: WritePlan['kind'], request: WriteRequest, role: ApiRole): WritePlan {
  const query = parseQueryParams(parseQueryString(request.url));
  checkPatterns(query, role);
  if (kind === 'insert') {
    const rows = readRows(request.body);
    return { kind, query, rows, ...mutationAnswer(request) };
  }
  if (kind === 'update') {
    const changes = readObject(request.body);
    requireFilters(query, 'UPDATE');
    return { kind, query, changes, ...mutationAnswer(request) };
  }
  requireFilters(query, 'DELETE');
  return { kind, query, ...mutationAnswer(request) };
}
