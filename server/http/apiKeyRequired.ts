import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What hosted Supabase's gateway lets through without any key: links opened from an e-mail or by a
 * provider's redirect (GoTrue's verify, callback, authorize), the public signing keys, and public or
 * signed storage URLs (an <img> sends no header). Everything else under these APIs needs a key.
 */
const openPaths = [
  /^\/auth\/v1\/(verify|callback|authorize|\.well-known\/jwks\.json)\/?$/,
  /^\/storage\/v1\/(object|render\/image)\/(public|sign)\//,
];
const gatedPrefixes = ['/rest/v1', '/auth/v1', '/storage/v1', '/realtime/v1'];

/** The gateway's own answer, in its shape (neither PostgREST's nor GoTrue's). */
const noApiKeyAnswer = { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' };

function needsKey(request: FastifyRequest): boolean {
  if (request.method === 'OPTIONS') return false;
  const path = (request.raw.url ?? '').split('?')[0];
  if (!gatedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  return !openPaths.some((open) => open.test(path));
}

/**
 * A request to the APIs with no `apikey` header, no `?apikey=` (turned into the header by
 * apiKeyInQuery.ts, which runs first) and no Authorization is refused with 401 before any API sees
 * it, as the gateway in front of a hosted project refuses it; so a client or script that works
 * here works there too. A key that is present but wrong is each API's own business (PostgREST's
 * PGRST301, GoTrue's bad_jwt). Preflights stay open: CORS answers them first.
 */
export function registerApiKeyRequired(app: FastifyInstance): void {
  // Callback style: no promise per request for a hook that never waits (see hookWhen.ts).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers.apikey !== undefined || request.headers.authorization !== undefined || !needsKey(request)) {
      done();
      return;
    }
    // Answered here: Fastify runs neither the later hooks nor the route.
    reply.code(401).header('content-type', 'application/json; charset=utf-8').send(noApiKeyAnswer);
  });
}
