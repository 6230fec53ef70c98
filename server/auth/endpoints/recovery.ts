import type { FastifyInstance } from 'fastify';
import { AuthApiError, badRequest } from '../errors';
import { parseBody, queryText, recoverBody, verifyBody } from '../input';
import { consumeRecoveryToken, sendRecoveryMail } from '../recovery';
import { safeRedirect, withFragment } from '../redirects';
import { findUserByEmail, isBanned, isValidEmail, normalizeEmail } from '../users';
import { startSession, type AuthEnv } from './authEnv';

interface VerifyQuery {
  token?: unknown;
  type?: unknown;
  redirect_to?: unknown;
}

/** POST /recover, then GET /verify (the e-mailed link) or POST /verify (token sent by the page). */
export function registerRecovery(api: FastifyInstance, env: AuthEnv): void {
  const { siteUrl, additionalRedirectUrls } = env.ctx.config;

  // Always the same answer, so the form never tells whether an address has an account.
  api.post<{ Querystring: { redirect_to?: unknown } }>('/recover', async (request) => {
    const body = parseBody(recoverBody, request.body);
    if (!body.email) throw badRequest('Password recovery requires an email');
    const email = normalizeEmail(body.email);
    if (!isValidEmail(email)) throw badRequest('Unable to validate email address: invalid format');
    env.limiter.take('recover', request.ip);
    const user = await findUserByEmail(env.ctx.db, email);
    if (user && !isBanned(user)) {
      const redirectTo = safeRedirect(queryText(request.query.redirect_to), siteUrl, additionalRedirectUrls);
      await sendRecoveryMail(env.ctx.db, user, `${siteUrl}/auth/v1/verify`, redirectTo);
    }
    return {};
  });

  api.get<{ Querystring: VerifyQuery }>('/verify', async (request, reply) => {
    const target = safeRedirect(queryText(request.query.redirect_to), siteUrl, additionalRedirectUrls);
    const token = queryText(request.query.token) ?? '';
    const user = request.query.type === 'recovery' ? await consumeRecoveryToken(env.ctx.db, token) : undefined;
    if (!user) {
      return reply.redirect(
        withFragment(target, {
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        }),
        303,
      );
    }
    const session = await startSession(env, user, 'recovery', request);
    return reply.redirect(
      withFragment(target, {
        access_token: session.access_token,
        expires_at: session.expires_at,
        expires_in: session.expires_in,
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type: 'recovery',
      }),
      303,
    );
  });

  api.post('/verify', async (request) => {
    const body = parseBody(verifyBody, request.body);
    if (body.type !== 'recovery') throw badRequest('Unsupported verification type');
    const user = await consumeRecoveryToken(env.ctx.db, body.token_hash ?? body.token ?? '');
    if (!user) throw new AuthApiError(403, 'otp_expired', 'Token has expired or is invalid');
    return startSession(env, user, 'recovery', request);
  });
}
