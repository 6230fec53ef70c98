import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { opaqueKeyPrefix } from '../auth/requestClaims';

const gatedPrefixes = ['/rest/v1', '/auth/v1', '/storage/v1', '/realtime/v1'];

/** What Supabase's gateway matches to tell a browser (its User-Agent): every browser's starts so. */
const browserUserAgent = /^Mozilla\//;

function underApis(request: FastifyRequest): boolean {
  const path = (request.raw.url ?? '').split('?')[0];
  return gatedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function bearerOf(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (typeof authorization !== 'string') return undefined;
  return /^bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
}

/** Refused here, in the gateway's shape (neither PostgREST's nor GoTrue's), as the hosted gateway refuses it. */
function refuse(reply: FastifyReply, message: string, hint: string): void {
  reply.code(401).header('content-type', 'application/json; charset=utf-8').send({ message, hint });
}

/**
 * Supabase's new API keys as its gateway takes them (docs, « Understanding API keys »):
 * `sb_publishable_…` acts as anon and `sb_secret_…` as service_role (TokenVerifier maps each to
 * its role, where the gateway mints a short-lived JWT for it); an unknown one is refused; a secret
 * key sent by a browser (its User-Agent) always gets 401; and an opaque key in Authorization is
 * taken only when it repeats the apikey header, which is what supabase-js sends before sign-in.
 * Runs after apiKeyInQuery.ts, so `?apikey=` (realtime's websocket) is checked the same way.
 */
export function registerOpaqueApiKeys(app: FastifyInstance, ctx: ServerContext): void {
  // Callback style: no promise per request for a hook that never waits (see hookWhen.ts).
  app.addHook('onRequest', (request, reply, done) => {
    const apikey = typeof request.headers.apikey === 'string' ? request.headers.apikey.trim() : undefined;
    const bearer = bearerOf(request);
    const apikeyOpaque = apikey?.startsWith(opaqueKeyPrefix) === true;
    const bearerOpaque = bearer?.startsWith(opaqueKeyPrefix) === true;
    if ((!apikeyOpaque && !bearerOpaque) || !underApis(request)) {
      done();
      return;
    }
    if (bearerOpaque && bearer !== apikey) {
      refuse(reply, 'Invalid authorization header', 'An API key (sb_publishable_… or sb_secret_…) goes in the apikey header; Authorization may only repeat it or carry a user JWT.');
      return;
    }
    const key = apikeyOpaque ? apikey! : bearer!;
    const role = ctx.verifier.opaqueKeyRole(key);
    if (!role) {
      refuse(reply, 'Invalid API key', 'Double check your Supabase API key.');
      return;
    }
    const userAgent = request.headers['user-agent'];
    if (role === 'service_role' && typeof userAgent === 'string' && browserUserAgent.test(userAgent)) {
      refuse(reply, 'Forbidden use of secret API key in browser', 'Secret API keys can only be used in a protected environment and should never be used in a browser. Use a publishable key instead.');
      return;
    }
    done();
  });
}
