import { AsyncLocalStorage } from 'node:async_hooks';
import { STATUS_CODES } from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { RestReads } from '../../rest/restReads';
import { readsAnyContent } from './pageCache';

/**
 * The tables read while rendering one page: the page cache drops the page when
 * one of them changes. Kept per render, so concurrent renders never mix theirs.
 */
export const tablesRead = new AsyncLocalStorage<Set<string>>();

/** Notes what a request of the render in progress reads: a table or view, or content a function reads. */
export function noteRead(pathname: string): void {
  const read = /\/rest\/v1\/(rpc\/)?([^/]+)$/.exec(pathname);
  if (read) tablesRead.getStore()?.add(read[1] ? readsAnyContent : decodeURIComponent(read[2]!));
}

/**
 * For supabase-js clients made in Node (the renderer, tests): Node 20 has no WebSocket,
 * and supabase-js wants one when a client is created; nothing here uses realtime.
 */
export class NoRealtimeSocket extends EventTarget {
  constructor() {
    super();
    throw new Error('Realtime is not available in this server-side client');
  }
}

/** The address the renderer's reads come from, as SQL sees it in `request.headers` (it is the server itself). */
const rendererAddress = '127.0.0.1';

/**
 * supabase-js with the anon key whose reads are answered by this server's own REST layer
 * in-process (RestReads): the renderer reads exactly what a visitor's browser may read,
 * through the same parsing, role and RLS and in the same answer shape, with no HTTP request
 * (decision 064). A write, or an address outside /rest/v1, fails as an unreachable network:
 * the renderer only reads.
 */
export function createRenderClient(reads: RestReads, anonKey: string): SupabaseClient {
  const directFetch: typeof fetch = async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    if ((method !== 'GET' && method !== 'HEAD') || !url.pathname.startsWith('/rest/v1/')) {
      throw new TypeError(`The page renderer only reads the REST API: ${method} ${url.pathname} refused`);
    }
    noteRead(url.pathname);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await reads.answer({ method, url: url.pathname + url.search, headers, ip: rendererAddress });
    const empty = answer.status === 204 || answer.status === 304 || method === 'HEAD';
    return new Response(empty ? null : answer.body, { status: answer.status, statusText: STATUS_CODES[answer.status], headers: answer.headers });
  };
  return createClient('http://render.internal', anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeSocket as unknown as typeof WebSocket },
    global: { fetch: directFetch },
  });
}
