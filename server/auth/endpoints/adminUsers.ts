import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkUserId, createUser, deleteUser, listUsers, updateUser, userNotFound } from '../admin/manageUsers';
import { lowerSessionsOf } from '../mfa/assurance';
import { deleteFactor } from '../mfa/factorLifecycle';
import { AuthApiError, badRequest } from '../errors';
import { adminDeleteBody, adminUserBody, parseBody, queryText } from '../input';
import { findUserById } from '../models/users';
import { userJson } from '../userJson';
import type { AuthEnv } from './authEnv';
import { authHandler } from './authHandler';
import { authErrors } from '../authErrors';

type UserParams = { Params: { userId: string } };
type FactorParams = { Params: { userId: string; factorId: string } };

/** GoTrue's page parameters: absent or empty means page 1 of 50. */
function pageParameter(value: unknown, fallback: number): number {
  const text = queryText(value) ?? '';
  if (text === '') return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) === 0) throw badRequest(`Bad Pagination Parameters: invalid ${text}`);
  return Number(text);
}

/** GoTrue's Link (next, last) and X-Total-Count headers, from the request's own path. */
function paginationHeaders(reply: FastifyReply, request: FastifyRequest, page: number, perPage: number, total: number): void {
  const lastPage = Math.ceil(total / perPage);
  const path = `${request.url.split('?')[0].replace(/^\/auth\/v1/, '')}`;
  const pageLink = (target: number) => `<${path}?page=${target}&per_page=${perPage}>`;
  const links = [...(lastPage > page ? [`${pageLink(page + 1)}; rel="next"`] : []), `${pageLink(lastPage)}; rel="last"`];
  reply.header('Link', links.join(', ')).header('X-Total-Count', String(total));
}

/**
 * GoTrue's admin API for the service role (supabase.auth.admin.*): users listed, created, read,
 * updated (ban_duration), deleted (should_soft_delete), and their factors. Every other role gets 403.
 */
export function adminUsersEndpoints(env: AuthEnv) {
  const db = env.ctx.db;

  return {
    listUsers: authHandler<{ Querystring: { page?: unknown; per_page?: unknown } }>(async (request, reply) => {
      const page = pageParameter(request.query.page, 1);
      const perPage = Math.min(pageParameter(request.query.per_page, 50), 1000);
      const { users, total } = await listUsers(db, page, perPage);
      paginationHeaders(reply, request, page, perPage, total);
      return { users: users.map(userJson), aud: 'authenticated' };
    }),

    createUser: authHandler(async (request) => userJson(await createUser(db, parseBody(adminUserBody, request.body), env.ctx.config.phoneAuth))),

    getUser: authHandler<UserParams>(async (request) => {
      checkUserId(request.params.userId);
      const user = await findUserById(db, request.params.userId);
      if (!user) throw userNotFound();
      return userJson(user);
    }),

    updateUser: authHandler<UserParams>(async (request) => {
      checkUserId(request.params.userId);
      const params = parseBody(adminUserBody, request.body);
      const { user, suspendedSessions } = await db.transaction((tx) => updateUser(tx, request.params.userId, params, env.ctx.config.phoneAuth));
      env.ctx.sessions.forget(suspendedSessions);
      return userJson((await findUserById(db, user.id)) ?? user);
    }),

    deleteUser: authHandler<UserParams>(async (request) => {
      checkUserId(request.params.userId);
      const { should_soft_delete: soft } = parseBody(adminDeleteBody, request.body);
      const ended = await db.transaction((tx) => deleteUser(tx, request.params.userId, soft === true));
      env.ctx.sessions.forget(ended);
      return {};
    }),

    listFactors: authHandler<UserParams>(async (request) => {
      checkUserId(request.params.userId);
      const user = await findUserById(db, request.params.userId);
      if (!user) throw userNotFound();
      return user.mfa_factors ?? [];
    }),

    deleteFactor: authHandler<FactorParams>(async (request) => {
      checkUserId(request.params.userId);
      const user = await findUserById(db, request.params.userId);
      if (!user) throw userNotFound();
      const factor = user.mfa_factors?.find((candidate) => candidate.id === request.params.factorId);
      if (!factor) throw new AuthApiError(authErrors.mfaFactorNotFound, 'Factor not found');
      await db.transaction(async (tx) => {
        await lowerSessionsOf(tx, factor.id);
        await deleteFactor(tx, factor.id);
      });
      return factor;
    }),
  };
}
