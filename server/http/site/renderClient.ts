import { AsyncLocalStorage } from 'node:async_hooks';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FastifyInstance } from 'fastify';
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

function headersOf(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  return headers;
}

/**
 * supabase-js with the anon key whose requests are answered by this server's
 * own REST layer in-process (Fastify's inject): the renderer reads exactly what
 * a visitor's browser may read, through the same parsing, role and RLS, with
 * no socket and no second code path.
 */
export function createRenderClient(app: FastifyInstance, anonKey: string): SupabaseClient {
  const injectFetch: typeof fetch = async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    noteRead(url.pathname);
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || (init.method ?? 'GET') === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: headersOf(answer.headers) });
  };
  return createClient('http://render.internal', anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeSocket as unknown as typeof WebSocket },
    global: { fetch: injectFetch },
  });
}
