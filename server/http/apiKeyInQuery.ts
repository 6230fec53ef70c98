import type { FastifyInstance } from 'fastify';

const apiPrefixes = ['/rest/v1', '/auth/v1', '/storage/v1', '/realtime/v1'];

/**
 * Supabase's gateway takes the API key from the `apikey` query parameter as well as from the
 * header (a link, an <img> or an EventSource cannot set headers), and hides it from the service
 * behind it. Here the parameter stands in for a missing header, so every API checks it the same
 * way; the REST layer never reads it as a column filter (rest/queryParams.ts). A header, when
 * present, wins.
 */
export function registerApiKeyInQuery(app: FastifyInstance): void {
  // Callback style: no promise per request for a hook that never waits (see hookWhen.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.raw.url ?? '';
    const start = url.indexOf('?');
    if (request.headers.apikey === undefined && start >= 0 && apiPrefixes.some((prefix) => url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`))) {
      const key = new URLSearchParams(url.slice(start + 1)).get('apikey');
      if (key !== null) request.headers.apikey = key;
    }
    done();
  });
}
