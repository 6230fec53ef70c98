import type { IncomingHttpHeaders } from 'node:http';

/**
 * What the REST handlers read of a request. A Fastify request is one; the site renderer's
 * in-process reads (restReads.ts) make their own, so both go through the same handlers.
 */
export interface RestCall {
  method: string;
  /** The request target as sent, path and query: `/rest/v1/products?select=…`. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The client's address, given to SQL as `request.headers` x-forwarded-for (requestHeaders.ts). */
  ip: string;
}

/** What the REST handlers write of an answer: a Fastify reply is one, restReads.ts collects one. */
export interface RestReply {
  code(status: number): RestReply;
  header(name: string, value: string): RestReply;
  send(body?: string): RestReply;
}
