import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { RateCounters } from '../db/rateCounters';
import { requireServiceRole } from './admin/requireAdmin';
import { OidcClient } from './external/oidcClient';
import type { AuthEnv } from './endpoints/authEnv';
import { apiVersion, apiVersionHeader, AuthApiError, badRequest, fromFrameworkError, OAuthGrantError, sendAuthError, sendOAuthGrantError } from './errors';
import { parseRateRules, RateLimiter } from './rateLimits';
import { checkApiKey } from './requestAuth';
import { authRoutes } from './routeTable';
import { authErrors } from './authErrors';

/** GoTrue-compatible endpoints under /auth/v1, answering in GoTrue's shapes. */
export async function registerAuthApi(api: FastifyInstance, ctx: ServerContext): Promise<void> {
  const env: AuthEnv = {
    ctx,
    limiter: new RateLimiter(parseRateRules(ctx.config.authRateLimits), new RateCounters(ctx.db)),
    issuer: `${ctx.config.siteUrl}/auth/v1`,
    oidc: new OidcClient(),
  };
  // Sessions ended by another server process on the same database stop being accepted here at once.
  const stopListening = await ctx.sessions.listenForEndedSessions();
  api.addHook('onClose', () => stopListening());

  // supabase-js posts /logout with a JSON content type and no body at all.
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (typeof text !== 'string' || text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('Could not parse request body as JSON'), undefined);
    }
  });

  api.addHook('onRequest', async (request, reply) => {
    reply.header(apiVersionHeader, apiVersion).header('Cache-Control', 'no-store');
    await checkApiKey(ctx, request);
  });

  api.setErrorHandler((error: FastifyError | AuthApiError | OAuthGrantError, request, reply) => {
    if (error instanceof AuthApiError) return sendAuthError(reply, error);
    if (error instanceof OAuthGrantError) return sendOAuthGrantError(reply, error);
    const answer = fromFrameworkError(error);
    if (answer.status >= 500) request.log.error({ err: error }, 'auth request failed');
    return sendAuthError(reply, answer);
  });
  api.setNotFoundHandler((_request, reply) => sendAuthError(reply, new AuthApiError(authErrors.notFound, 'Not Found')));

  // Every route is one line of routeTable.ts; the service role's routes are guarded here, before their handler.
  const serviceRoleOnly = (request: FastifyRequest) => requireServiceRole(ctx, request);
  for (const route of authRoutes(env)) {
    const guard = route.level === 'service_role' ? { preHandler: serviceRoleOnly } : {};
    api.route({ method: route.method, url: route.path, handler: route.handler, ...guard });
  }
}
