import { requestHeaders } from './requestHeaders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { RestError, unknownTable } from './errors';
import { checkPatterns, hasPatterns } from './patternLimits';
import type { PatternShare } from './patternShare';
import { parsePreferences, type Preferences } from './preferences';
import { countForRole } from './countForRole';
import { parseQueryParams } from './queryParams';
import { parseQueryString } from './queryString';
import { readObject, readRows } from './requestBody';
import { authenticate, clientGone, nameProfile, requestSchema, runStatements } from './requestContext';
import { csvType, negotiateMedia } from './mediaTypes';
import { contentRange, jsonType, parseRange, rangeStatus, singleRowError, wantsStrippedNulls, type StatementRow } from './responses';
import type { ReadPlans } from './readPlans';
import type { SchemaHolder } from './schemaHolder';
import { buildRead } from './sqlRead';
import { buildDelete, buildInsert, buildUpdate, hasRootFilters } from './sqlWrites';

export type TableRequest = FastifyRequest<{ Params: { resource: string } }>;

interface Shared {
  ctx: ServerContext;
  schema: SchemaHolder;
  readPlans: ReadPlans;
  patterns: PatternShare;
}

/** The request's schema (Accept-Profile / Content-Profile), its cache and the table it names. */
async function target(shared: Shared, request: TableRequest, reply: FastifyReply) {
  const schemaName = requestSchema(shared.ctx, request);
  nameProfile(shared.ctx, reply, schemaName);
  const table = await shared.schema.table(schemaName, request.params.resource);
  if (!table) throw unknownTable(schemaName, request.params.resource);
  return { table, cache: shared.schema.cache(schemaName) };
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function sendBody(reply: FastifyReply, request: FastifyRequest, status: number, body: string, csv = false): FastifyReply {
  reply.code(status).header('content-type', csv ? csvType : jsonType);
  return reply.send(request.method === 'HEAD' ? '' : body);
}

/** GET and HEAD on a table or view. */
export async function readTable(shared: Shared, request: TableRequest, reply: FastifyReply): Promise<FastifyReply> {
  const claims = await authenticate(shared.ctx, request);
  const { table, cache } = await target(shared, request, reply);
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
  const requestTarget = request.raw.url ?? '';
  const { query, statements } = shared.readPlans.plan(cache, requestTarget, options, () => {
    const parsed = parseQueryParams(parseQueryString(requestTarget));
    // Before building, so a refused pattern is the answer even where the build would fail too.
    checkPatterns(parsed, claims.role);
    return { query: parsed, statements: buildRead(cache, table, parsed, options) };
  });
  // Again for a plan built for an earlier caller: the check depends on the role.
  checkPatterns(query, claims.role);
  const costly = hasPatterns(query, claims.role);
  const { row } = await shared.patterns.run(costly, reply, () => runStatements(shared.ctx, claims, statements, { signal: clientGone(reply), background: costly, headers: requestHeaders(request) }));
  if (single && row.page !== 1) throw singleRowError(row.page);
  const offset = query.offset.get('') ?? range?.offset ?? 0;
  reply.header('content-range', contentRange(offset, row.page, row.total));
  return sendBody(reply, request, rangeStatus(offset, row, single), row.body ?? (single ? 'null' : '[]'), options.csv);
}


function mutationOptions(request: FastifyRequest) {
  const prefs = parsePreferences(request.headers.prefer, 'minimal');
  const accept = header(request, 'accept');
  const representation = prefs.return === 'representation';
  // Only a write that answers with its rows has a body to negotiate.
  const media = representation ? negotiateMedia(accept, ['json', 'object']) : 'json';
  return {
    prefs,
    options: {
      representation,
      single: media === 'object',
      stripNulls: wantsStrippedNulls(accept),
      count: prefs.count !== undefined,
    },
  };
}

function sendMutation(reply: FastifyReply, request: FastifyRequest, status: number, representation: boolean, single: boolean, row: StatementRow, affected: number, counted: boolean): FastifyReply {
  const rows = representation ? row.page : affected;
  reply.header('content-range', contentRange(0, rows, counted ? rows : null));
  if (!representation) return reply.code(status === 201 ? 201 : 204).send();
  return sendBody(reply, request, status, row.body ?? (single ? 'null' : '[]'));
}

/**
 * The 406 of a single-object write, and a write over max-affected, roll the write back as PostgREST does.
 * None when neither applies: the write then needs no look before its commit (one round trip).
 */
function writeCheck(single: boolean, representation: boolean, prefs: Preferences) {
  if (!single && !(prefs.strict && prefs.maxAffected !== undefined)) return undefined;
  return (row: StatementRow, affected: number) => {
    const rows = representation ? row.page : affected;
    if (single && rows !== 1) throw singleRowError(rows);
    if (prefs.strict && prefs.maxAffected !== undefined && rows > prefs.maxAffected) {
      throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${rows} rows`);
    }
  };
}

/** POST: insert or upsert. */
export async function insertRows(shared: Shared, request: TableRequest, reply: FastifyReply): Promise<FastifyReply> {
  const claims = await authenticate(shared.ctx, request);
  const { table, cache } = await target(shared, request, reply);
  const query = parseQueryParams(parseQueryString(request.raw.url ?? ''));
  checkPatterns(query, claims.role);
  const rows = readRows(request.body);
  const { prefs, options } = mutationOptions(request);
  const statements = buildInsert(cache, table, query, rows, { ...options, resolution: prefs.resolution, missingDefault: prefs.missingDefault });
  const costly = hasPatterns(query, claims.role);
  const { row, affected } = await shared.patterns.run(costly, reply, () =>
    runStatements(shared.ctx, claims, statements, {
      headers: requestHeaders(request),
      rollback: prefs.rollback,
      check: writeCheck(options.single, options.representation, prefs),
      signal: clientGone(reply),
      background: costly,
    }),
  );
  return sendMutation(reply, request, 201, options.representation, options.single, row, affected, options.count);
}

function requireFilters(query: ReturnType<typeof parseQueryParams>, verb: 'UPDATE' | 'DELETE'): void {
  // As pg-safeupdate does on hosted Supabase: a forgotten filter must not touch every row.
  if (!hasRootFilters(query)) throw new RestError(400, '21000', `${verb} requires a WHERE clause`, null, 'Add a filter, e.g. ?id=eq.1');
}

/** PATCH: update the rows the filters match. */
export async function updateRows(shared: Shared, request: TableRequest, reply: FastifyReply): Promise<FastifyReply> {
  const claims = await authenticate(shared.ctx, request);
  const { table, cache } = await target(shared, request, reply);
  const query = parseQueryParams(parseQueryString(request.raw.url ?? ''));
  checkPatterns(query, claims.role);
  const changes = readObject(request.body);
  requireFilters(query, 'UPDATE');
  const { prefs, options } = mutationOptions(request);
  if (Object.keys(changes).length === 0) {
    return sendMutation(reply, request, 200, options.representation, false, { total: null, body: '[]', page: 0 }, 0, options.count);
  }
  const statement = buildUpdate(cache, table, query, changes, options);
  const costly = hasPatterns(query, claims.role);
  const { row, affected } = await shared.patterns.run(costly, reply, () =>
    runStatements(shared.ctx, claims, [statement], {
      headers: requestHeaders(request),
      rollback: prefs.rollback,
      check: writeCheck(options.single, options.representation, prefs),
      signal: clientGone(reply),
      background: costly,
    }),
  );
  return sendMutation(reply, request, 200, options.representation, options.single, row, affected, options.count);
}

/** DELETE the rows the filters match. */
export async function deleteRows(shared: Shared, request: TableRequest, reply: FastifyReply): Promise<FastifyReply> {
  const claims = await authenticate(shared.ctx, request);
  const { table, cache } = await target(shared, request, reply);
  const query = parseQueryParams(parseQueryString(request.raw.url ?? ''));
  checkPatterns(query, claims.role);
  requireFilters(query, 'DELETE');
  const { prefs, options } = mutationOptions(request);
  const statement = buildDelete(cache, table, query, options);
  const costly = hasPatterns(query, claims.role);
  const { row, affected } = await shared.patterns.run(costly, reply, () =>
    runStatements(shared.ctx, claims, [statement], {
      headers: requestHeaders(request),
      rollback: prefs.rollback,
      check: writeCheck(options.single, options.representation, prefs),
      signal: clientGone(reply),
      background: costly,
    }),
  );
  return sendMutation(reply, request, 200, options.representation, options.single, row, affected, options.count);
}
