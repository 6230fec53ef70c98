import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';
import { requireUser } from '../requestAuth';
import { endSessions, type LogoutScope } from '../sessions';
import type { AuthEnv } from './authEnv';

const scopes: readonly string[] = ['global', 'local', 'others'];

/** POST /logout?scope=global|local|others: ends sessions; their access tokens stop working at once. */
export function registerLogout(api: FastifyInstance, env: AuthEnv): void {
  api.post<{ Querystring: { scope?: string } }>('/logout', async (request, reply) => {
    const scope = request.query.scope ?? 'global';
    if (!scopes.includes(scope)) throw badRequest(`Unsupported logout scope "${scope}"`);
    const { user, sessionId } = await requireUser(env.ctx, request);
    env.ctx.sessions.forget(await endSessions(env.ctx.db, user.id, sessionId, scope as LogoutScope));
    return reply.code(204).send();
  });
}
