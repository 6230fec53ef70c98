import { requestHeaders } from './requestHeaders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallerSignal } from '../db/types';
import type { Claims } from '../auth/requestClaims';
import type { ServerContext } from '../context';
import { unknownTable } from './errors';
import { checkPatterns, hasPatterns } from './patternLimits';
import type { PatternShare } from './patternShare';
import { parsePreferences } from './preferences';
import { countForRole } from './countForRole';
import type { ParsedQuery } from './queryParams';
import { parseQueryParams } from './queryParams';
import { parseQueryString } from './queryString';
import { authenticate, clientGone, nameProfile, requestSchema, runStatements, type StatementsOutcome } from './requestContext';
import { negotiateMedia } from './mediaTypes';
import type { RestCall, RestReply } from './restCall';
import { contentRange, parseRange, rangeStatus, singleRowError, wantsStrippedNulls, type StatementRow } from './responses';
import type { ReadPlans } from './readPlans';
import type { SchemaHolder } from './schemaHolder';
import type { SchemaCache, Table } from './schemaTypes';
import type { BuiltStatement } from './sqlBuilder';
import { buildRead } from './sqlRead';
import { buildWrite } from './sqlWrites';
import { sendBody, sendWrite, writeCheck } from './writeAnswer';
import { planWrite, type WritePlan } from './writePlan';

/**
 * Tables and views: each handler opens the request (caller, schema, table), plans it, builds its
 * statements, runs them as the caller and answers, in that order.
 */

export type TableRequest = FastifyRequest<{ Params: { resource: string } }>;

/** A read of a table or view: a Fastify request, or the renderer's own (restReads.ts). */
export type TableCall = RestCall & { params: { resource: string } };

/** What the REST handlers share for the life of the server (routes.ts makes it). */
export interface RestShared {
  ctx: ServerContext;
  schema: SchemaHolder;
  readPlans: ReadPlans;
  patterns: PatternShare;
}

/** What every table request starts from: the caller, and the table in the request's schema. */
interface OpenedRequest {
  claims: Claims;
  table: Table;
  cache: SchemaCache;
}

/** The caller (PostgREST's JWT errors first), the schema (Accept-Profile / Content-Profile) and the table it names. */
async function openRequest(shared: RestShared, request: TableCall, reply: RestReply): Promise<OpenedRequest> {
  const claims = await authenticate(shared.ctx, request);
  const schemaName = requestSchema(shared.ctx, request);
  nameProfile(shared.ctx, reply, schemaName);
  const table = await shared.schema.table(schemaName, request.params.resource);
  if (!table) throw unknownTable(schemaName, request.params.resource);
  return { claims, table, cache: shared.schema.cache(schemaName) };
}

function header(request: RestCall, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * Runs the statements as the caller, with the request's headers as PostgREST's `request.headers` (the form
 * limits read the client's address there); a request with costly patterns waits for its share (patternShare.ts).
 */
function run(
  shared: RestShared,
  call: { request: RestCall; reply: RestReply; signal?: CallerSignal },
  claims: Claims,
  query: ParsedQuery,
  statements: BuiltStatement[],
  options: { rollback?: boolean; check?: (row: StatementRow, affected: number) => void } = {},
): Promise<StatementsOutcome> {
  const costly = hasPatterns(query, claims.role);
  const { request, reply, signal } = call;
  return shared.patterns.run(costly, reply, () => runStatements(shared.ctx, claims, statements, { ...options, headers: requestHeaders(request), signal, background: costly }));
}

/** GET and HEAD on a table or view; `signal` tells when the client has gone (none for the renderer's reads). */
export async function readTable(shared: RestShared, request: TableCall, reply: RestReply, signal?: CallerSignal): Promise<RestReply> {
  const { claims, table, cache } = await openRequest(shared, request, reply);
  const prefs = parsePreferences(request.headers.prefer, 'representation');
  const media = negotiateMedia(header(request, 'accept'), ['json', 'object', 'csv']);
  const single = media === 'object';
  const range = parseRange(header(request, 'range'));
  const options = {
    count: countForRole(prefs.count, claims.role),
    single,
    csv: media === 'csv',
    stripNulls: wantsStrippedNulls(header(request, 'accept')),
    rangeOffset: range?.offset,
    rangeLimit: range?.limit,
  };
  const requestTarget = request.url;
  const { query, statements } = shared.readPlans.plan(cache, requestTarget, options, () => {
    const parsed = parseQueryParams(parseQueryString(requestTarget));
    // Before building, so a refused pattern is the answer even where the build would fail too.
    checkPatterns(parsed, claims.role);
    return { query: parsed, statements: buildRead(cache, table, parsed, options) };
  });
  // Again for a plan built for an earlier caller: the check depends on the role.
  checkPatterns(query, claims.role);
  const { row } = await run(shared, { request, reply, signal }, claims, query, statements);
  if (single && row.page !== 1) throw singleRowError(row.page);
  const offset = query.offset.get('') ?? range?.offset ?? 0;
  reply.header('content-range', contentRange(offset, row.page, row.total));
  return sendBody(reply, request, rangeStatus(offset, row, single), row.body ?? (single ? 'null' : '[]'), options.csv);
}

/** POST (insert or upsert), PATCH and DELETE: one plan, its statements in one transaction, PostgREST's answer. */
async function write(kind: WritePlan['kind'], shared: RestShared, request: TableRequest, reply: FastifyReply): Promise<RestReply> {
  const { claims, table, cache } = await openRequest(shared, request, reply);
  const plan = planWrite(kind, { url: request.raw.url ?? '', body: request.body, prefer: request.headers.prefer, accept: header(request, 'accept') }, claims.role);
  // A PATCH that changes nothing touches no row and runs no SQL.
  if (plan.kind === 'update' && Object.keys(plan.changes).length === 0) {
    const untouched = { ...plan, options: { ...plan.options, single: false } };
    return sendWrite(reply, request, untouched, { row: { total: null, body: '[]', page: 0 }, affected: 0 });
  }
  const outcome = await run(shared, { request, reply, signal: clientGone(reply) }, claims, plan.query, buildWrite(cache, table, plan), { rollback: plan.prefs.rollback, check: writeCheck(plan) });
  return sendWrite(reply, request, plan, outcome);
}

export const insertRows = (shared: RestShared, request: TableRequest, reply: FastifyReply) => write('insert', shared, request, reply);
export const updateRows = (shared: RestShared, request: TableRequest, reply: FastifyReply) => write('update', shared, request, reply);
export const deleteRows = (shared: RestShared, request: TableRequest, reply: FastifyReply) => write('delete', shared, request, reply);
