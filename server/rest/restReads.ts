import type { FastifyBaseLogger } from 'fastify';
import { RestError, toRestError } from './errors';
import { isAnonymous } from './requestContext';
import type { RestCall, RestReply } from './restCall';
import { sendError } from './responses';
import { callFunction } from './rpcHandler';
import { readTable, type RestShared } from './tableHandlers';
import { restErrors } from './restErrors';

/** An answer as the REST API would send it: status, headers (names in lower case), body. */
export interface RestAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A reply that keeps what the handlers write, for an answer no socket carries. */
class CollectedReply implements RestReply {
  status = 200;
  readonly headers: Record<string, string> = {};
  body = '';

  code(status: number): this {
    this.status = status;
    return this;
  }

  header(name: string, value: string): this {
    this.headers[name.toLowerCase()] = value;
    return this;
  }

  send(body = ''): this {
    this.body = body;
    return this;
  }
}

const invalidPath = (call: RestCall) => new RestError(restErrors.invalidPath, `Invalid path specified in request URL: ${call.method} ${call.url.split('?')[0]}`);

/** `/rest/v1/products` as { resource: 'products' }, `/rest/v1/rpc/search_products` as { fn: 'search_products' }. */
function targetOf(url: string): { resource: string } | { fn: string } | undefined {
  const match = /^\/rest\/v1\/(?:(rpc)\/)?([^/?]+)(?:\?|$)/.exec(url);
  if (!match) return undefined;
  try {
    const name = decodeURIComponent(match[2]);
    return match[1] ? { fn: name } : { resource: name };
  } catch {
    return undefined;
  }
}

/**
 * Reads of the REST API answered in-process, for the server's own page renderer: a GET or HEAD
 * on a table, a view or a function goes through the same handlers as one that came over HTTP
 * (caller from its key, parse, plan, SQL, run as that role under RLS, PostgREST's answer and
 * errors), without HTTP: no request hooks, no injected request, the body the statement returned
 * handed over as it is. Writes are not offered: the renderer only reads (decision 064).
 */
export class RestReads {
  constructor(
    private readonly shared: RestShared,
    private readonly log: FastifyBaseLogger,
  ) {}

  async answer(call: RestCall & { method: 'GET' | 'HEAD' }): Promise<RestAnswer> {
    const reply = new CollectedReply();
    const target = targetOf(call.url);
    const tableCall = target && 'resource' in target ? { ...call, params: target } : undefined;
    const rpcCall = target && 'fn' in target ? { ...call, params: target } : undefined;
    try {
      if (tableCall) await readTable(this.shared, tableCall, reply);
      else if (rpcCall) await callFunction(this.shared, rpcCall, reply);
      else throw invalidPath(call);
    } catch (error) {
      // As routes.ts's error handler answers a request that came over HTTP.
      const { error: restError, unexpected } = toRestError(error, isAnonymous(tableCall ?? rpcCall ?? call), tableCall?.params.resource);
      if (unexpected) this.log.error({ err: error }, 'REST read for the renderer failed');
      sendError(reply, restError);
    }
    return { status: reply.status, headers: reply.headers, body: reply.body };
  }
}
