import { requestHeaders } from './requestHeaders';
import type { FastifyRequest } from 'fastify';
import type { CallerSignal } from '../db/types';
import type { ServerContext } from '../context';
import { planCall, type CallPlan } from './callPlan';
import { hasPatterns } from './patternLimits';
import type { PatternShare } from './patternShare';
import { authenticate, nameProfile, requestSchema, runStatements } from './requestContext';
import type { RestCall, RestReply } from './restCall';
import { contentRange, jsonType, maxAffectedError, rangeStatus, singleRowError, type StatementRow } from './responses';
import type { SchemaHolder } from './schemaHolder';
import { buildRpc } from './sqlRpc';

export type RpcRequest = FastifyRequest<{ Params: { fn: string } }>;

/** A call of a function: a Fastify request, or the renderer's own read (restReads.ts), which has no body. */
export type RpcCall = RestCall & { params: { fn: string }; body?: unknown };

const headerText = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * POST /rpc/fn with JSON arguments; GET and HEAD /rpc/fn?arg=… for functions that change nothing.
 * `signal` tells when the client has gone (none for the renderer's reads).
 */
export async function callFunction(
  shared: { ctx: ServerContext; schema: SchemaHolder; patterns: PatternShare },
  request: RpcCall,
  reply: RestReply,
  signal?: CallerSignal,
): Promise<RestReply> {
  const claims = await authenticate(shared.ctx, request);
  const name = request.params.fn;
  const schemaName = requestSchema(shared.ctx, request);
  nameProfile(shared.ctx, reply, schemaName);
  const candidates = (await shared.schema.functions(schemaName, name)) ?? [];
  const plan = planCall(
    {
      schema: schemaName,
      name,
      method: request.method,
      url: request.url,
      body: request.body,
      prefer: request.headers.prefer,
      accept: headerText(request.headers.accept),
      range: headerText(request.headers.range),
    },
    candidates,
    claims.role,
  );
  const { fn, prefs, query } = plan;
  const statement = buildRpc(shared.schema.cache(schemaName), fn, plan.args, plan.singleObject, query, plan.options);
  const costly = hasPatterns(query, claims.role);
  const { row } = await shared.patterns.run(costly, reply, () =>
    runStatements(shared.ctx, claims, [statement], {
      headers: requestHeaders(request),
      rollback: prefs.rollback,
      signal,
      background: costly,
      check: callCheck(plan),
    }),
  );
  if (fn.returnType === 'void') return reply.code(204).send();
  const offset = query.offset.get('') ?? plan.rangeOffset ?? 0;
  // A single value is a result of one row, counted as such (supabase-js reads `count` from this header).
  reply.header('content-range', fn.returnsSet ? contentRange(offset, row.page, row.total) : contentRange(0, 1, prefs.count ? 1 : null));
  reply.code(fn.returnsSet ? rangeStatus(offset, row, plan.single) : 200).header('content-type', jsonType);
  return reply.send(request.method === 'HEAD' ? '' : (row.body ?? 'null'));
}

/**
 * What is checked before the call's transaction commits, so that a refusal rolls back what the
 * function wrote (as PostgREST): one row for `vnd.pgrst.object`, and no more rows than
 * max-affected under handling=strict (PGRST124), both for set-returning functions.
 */
function callCheck(plan: CallPlan): ((row: StatementRow) => void) | undefined {
  const maxAffected = plan.fn.returnsSet && plan.prefs.strict ? plan.prefs.maxAffected : undefined;
  if (!plan.single && maxAffected === undefined) return undefined;
  return (row) => {
    if (plan.single && row.page !== 1) throw singleRowError(row.page);
    if (maxAffected !== undefined && row.page > maxAffected) throw maxAffectedError(row.page);
  };
}
