import { badRequest } from '../errors';
import { queryText } from '../input';
import { requireUser } from '../requestAuth';
import { endSessions, type LogoutScope } from '../sessionLifecycle';
import type { AuthEnv } from './authEnv';
import { authHandler } from './authHandler';

const scopes: readonly string[] = ['global', 'local', 'others'];

/** POST /logout?scope=global|local|others: ends sessions; their access tokens stop working at once. */
export function logoutEndpoints(env: AuthEnv) {
  return {
    logout: authHandler<{ Querystring: { scope?: unknown } }>(async (request, reply) => {
      const scope = request.query.scope === undefined ? 'global' : queryText(request.query.scope);
      if (!scope || !scopes.includes(scope)) throw badRequest('Unsupported logout scope');
      const { user, sessionId } = await requireUser(env.ctx, request);
      env.ctx.sessions.forget(await endSessions(env.ctx.db, user.id, sessionId, scope as LogoutScope));
      return reply.code(204).send();
    }),
  };
}
