import type { ApiRole } from '../auth/requestClaims';
import { RestError } from './errors';
import { negotiateMedia } from './mediaTypes';
import { checkPatterns } from './patternLimits';
import { parsePreferences, type Preferences } from './preferences';
import { parseQueryParams, type ParsedQuery } from './queryParams';
import { parseQueryString } from './queryString';
import { readArgs } from './requestBody';
import { parseRange, wantsStrippedNulls } from './responses';
import type { DbFunction } from './schemaTypes';
import type { ReadOptions } from './sqlBuilder';
import type { RpcArgs } from './sqlRpc';
import { restErrors } from './restErrors';

/**
 * The plan stage of a function call (PostgREST's `CallPlan`): which overload the request means, with
 * which arguments, and how its rows are answered, before any SQL is written. sqlRpc.ts builds from it.
 */
export interface CallPlan {
  fn: DbFunction;
  args: RpcArgs;
  /** The whole body, for a function taking one json/jsonb argument (params=single-object). */
  singleObject: unknown;
  query: ParsedQuery;
  prefs: Preferences;
  /** Accept: vnd.pgrst.object on a set-returning function: exactly one row, else 406 (rolled back). */
  single: boolean;
  /** A function's rows are counted exactly whatever count is asked. */
  options: ReadOptions & { count?: 'exact' };
  /** Root offset from the Range header, for Content-Range when the query string gives none. */
  rangeOffset?: number;
}

/** The parts of the HTTP request a call plan reads. */
export interface CallRequest {
  schema: string;
  name: string;
  method: string;
  url: string;
  body: unknown;
  prefer: string | string[] | undefined;
  accept: string | undefined;
  range: string | undefined;
}

const notFound = (schema: string, name: string, args: string[]) =>
  new RestError(restErrors.functionNotFound, `Could not find the function ${schema}.${name}(${args.join(', ')}) in the schema cache`, null, null);

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

/** The function and its arguments: from the query string (GET, HEAD) or the body (POST). */
function chooseCall(request: CallRequest, candidates: DbFunction[], query: ParsedQuery, prefs: Preferences): Pick<CallPlan, 'fn' | 'args' | 'singleObject'> {
  if (request.method !== 'POST') {
    const args = Object.fromEntries(query.args);
    const fn = chooseOverload(candidates, Object.keys(args));
    if (!fn) throw notFound(request.schema, request.name, Object.keys(args));
    return { fn, args, singleObject: undefined };
  }
  const body = readArgs(request.body);
  const target = singleObjectTarget(candidates, prefs.singleObjectParams);
  if (target && (prefs.singleObjectParams || typeof body !== 'object' || body === null || Array.isArray(body) || !chooseOverload(candidates, Object.keys(body)))) {
    return { fn: target, args: {}, singleObject: body };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RestError(restErrors.invalidBody, 'Empty or invalid json', 'Function arguments must be a JSON object');
  }
  const args = body as RpcArgs;
  const fn = chooseOverload(candidates, Object.keys(args));
  if (!fn) throw notFound(request.schema, request.name, Object.keys(args));
  return { fn, args, singleObject: undefined };
}

/** Reads a call in the order its refusals come: query string and patterns, Prefer, arguments, verb, Accept and Range. */
export function planCall(request: CallRequest, candidates: DbFunction[], role: ApiRole): CallPlan {
  const argNames = new Set(candidates.flatMap((fn) => fn.args.map((arg) => arg.name)));
  const isGet = request.method !== 'POST';
  const query = parseQueryParams(parseQueryString(request.url), isGet ? (key) => argNames.has(key) : undefined);
  checkPatterns(query, role);
  const prefs = parsePreferences(request.prefer, 'representation');
  const { fn, args, singleObject } = chooseCall(request, candidates, query, prefs);
  if (isGet && fn.volatility === 'volatile') {
    throw new RestError(restErrors.volatileCallByGet, `Function ${request.schema}.${request.name} may change data: call it with POST`, null, 'GET is only for stable or immutable functions');
  }
  const range = parseRange(request.range);
  const single = negotiateMedia(request.accept, ['json', 'object']) === 'object' && fn.returnsSet;
  return {
    fn,
    args,
    singleObject,
    query,
    prefs,
    single,
    rangeOffset: range?.offset,
    options: {
      // PostgREST's planner estimate covers tables and views; a function's rows are counted exactly.
      count: prefs.count ? 'exact' : undefined,
      single,
      stripNulls: wantsStrippedNulls(request.accept),
      rangeOffset: range?.offset,
      rangeLimit: range?.limit,
    },
  };
}
