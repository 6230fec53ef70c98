import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { RestError } from './errors';
import { checkPatterns, hasPatterns } from './patternLimits';
import type { PatternShare } from './patternShare';
import { parsePreferences, type Preferences } from './preferences';
import { parseQueryParams } from './queryParams';
import { parseQueryString } from './queryString';
import { readArgs } from './requestBody';
import { authenticate, clientGone, nameProfile, requestSchema, runStatements } from './requestContext';
import { negotiateMedia } from './mediaTypes';
import { contentRange, jsonType, maxAffectedError, parseRange, rangeStatus, singleRowError, type StatementRow, wantsStrippedNulls } from './responses';
import type { DbFunction } from './schemaTypes';
import type { SchemaHolder } from './schemaHolder';
import { buildRpc, type RpcArgs } from './sqlRpc';
import { postgrestCodes } from '../../src/shared/errors/postgrestCodes';

export type RpcRequest = FastifyRequest<{ Params: { fn: string } }>;

const notFound = (schema: string, name: string, args: string[]) =>
  new RestError(404, postgrestCodes.functionNotFound, `Could not find the function ${schema}.${name}(${args.join(', ')}) in the schema cache`, null, null);

/** The overload whose named arguments the call gives: all required ones, nothing unknown. */
function chooseOverload(candidates: DbFunction[], given: string[]): DbFunction | undefined {
  return candidates.find(
    (fn) =>
      given.every((name) => fn.args.some((arg) => arg.name === name)) &&
      fn.args.every((arg) => arg.hasDefault || given.includes(arg.name)),
  );
}

/** A lone json/jsonb argument takes the whole body (Prefer: params=single-object or an unnamed argument). */
function singleObjectTarget(candidates: DbFunction[], preferred: boolean): DbFunction | undefined {
  return candidates.find((fn) => fn.args.length === 1 && ['json', 'jsonb'].includes(fn.args[0].type) && (preferred || fn.args[0].name === ''));
}

/** POST /rpc/fn with JSON arguments; GET and HEAD /rpc/fn?arg=… for functions that change nothing. */
export async function callFunction(shared: { ctx: ServerContext; schema: SchemaHolder; patterns: PatternShare }, request: RpcRequest, reply: FastifyReply): Promise<FastifyReply> {
  const claims = await authenticate(shared.ctx, request);
  const name = request.params.fn;
  const schemaName = requestSchema(shared.ctx, request);
  nameProfile(shared.ctx, reply, schemaName);
  const candidates = (await shared.schema.functions(schemaName, name)) ?? [];
  const argNames = new Set(candidates.flatMap((fn) => fn.args.map((arg) => arg.name)));
  const pairs = parseQueryString(request.raw.url ?? '');
  const isGet = request.method !== 'POST';
  const query = parseQueryParams(pairs, isGet ? (key) => argNames.has(key) : undefined);
  checkPatterns(query, claims.role);
  const prefs = parsePreferences(request.headers.prefer, 'representation');

  let args: RpcArgs = {};
  let singleObject: unknown;
  let fn: DbFunction | undefined;
  if (isGet) {
    args = Object.fromEntries(query.args);
    fn = chooseOverload(candidates, Object.keys(args));
  } else {
    const body = readArgs(request.body);
    const target = singleObjectTarget(candidates, prefs.singleObjectParams);
    if (target && (prefs.singleObjectParams || typeof body !== 'object' || body === null || Array.isArray(body) || !chooseOverload(candidates, Object.keys(body)))) {
      fn = target;
      singleObject = body;
    } else {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new RestError(400, postgrestCodes.invalidBody, 'Empty or invalid json', 'Function arguments must be a JSON object');
      }
      args = body as RpcArgs;
      fn = chooseOverload(candidates, Object.keys(args));
    }
  }
  if (!fn) throw notFound(schemaName, name, Object.keys(args));
  if (isGet && fn.volatility === 'volatile') {
    throw new RestError(405, '25006', `Function ${schemaName}.${name} may change data: call it with POST`, null, 'GET is only for stable or immutable functions');
  }

  const accept = typeof request.headers.accept === 'string' ? request.headers.accept : undefined;
  const range = parseRange(typeof request.headers.range === 'string' ? request.headers.range : undefined);
  const single = negotiateMedia(accept, ['json', 'object']) === 'object';
  const statement = buildRpc(shared.schema.cache(schemaName), fn, args, singleObject, query, {
    // PostgREST's planner estimate covers tables and views; a function's rows are counted exactly.
    count: prefs.count ? 'exact' : undefined,
    single: single && fn.returnsSet,
    stripNulls: wantsStrippedNulls(accept),
    rangeOffset: range?.offset,
    rangeLimit: range?.limit,
  });
  const costly = hasPatterns(query, claims.role);
  const { row } = await shared.patterns.run(costly, reply, () =>
    runStatements(shared.ctx, claims, [statement], {
      rollback: prefs.rollback,
      signal: clientGone(reply),
      background: costly,
      check: rpcCheck(single && fn.returnsSet, fn.returnsSet ? strictLimit(prefs) : undefined),
    }),
  );
  if (fn.returnType === 'void') return reply.code(204).send();
  const offset = query.offset.get('') ?? range?.offset ?? 0;
  // A single value is a result of one row, counted as such (supabase-js reads `count` from this header).
  reply.header('content-range', fn.returnsSet ? contentRange(offset, row.page, row.total) : contentRange(0, 1, prefs.count ? 1 : null));
  reply.code(fn.returnsSet ? rangeStatus(offset, row, single) : 200).header('content-type', jsonType);
  return reply.send(request.method === 'HEAD' ? '' : (row.body ?? 'null'));
}

/** Prefer: handling=strict with max-affected: the most rows a set-returning call may give. */
function strictLimit(prefs: Preferences): number | undefined {
  return prefs.strict ? prefs.maxAffected : undefined;
}

/**
 * What is checked before the call's transaction commits, so that a refusal rolls back what the
 * function wrote (as PostgREST): one row for `vnd.pgrst.object`, and no more rows than
 * max-affected under handling=strict (PGRST124).
 */
function rpcCheck(single: boolean, maxAffected: number | undefined): ((row: StatementRow) => void) | undefined {
  if (!single && maxAffected === undefined) return undefined;
  return (row) => {
    if (single && row.page !== 1) throw singleRowError(row.page);
    if (maxAffected !== undefined && row.page > maxAffected) {
      throw maxAffectedError(row.page);
    }
  };
}
