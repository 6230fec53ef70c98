import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyEmailChange } from '../emailChange';
import { AuthApiError, badRequest } from '../errors';
import { parseBody, queryText, verifyBody } from '../input';
import { consumeRecoveryToken } from '../recovery';
import { safeRedirect, withFragment } from '../redirects';
import { consumeConfirmationToken } from '../signupConfirmation';
import { isBanned, type UserRow } from '../users';
import { startSession, type AuthEnv } from './authEnv';

interface VerifyQuery {
  token?: unknown;
  type?: unknown;
  redirect_to?: unknown;
}

const invalidLink = () => new AuthApiError(403, 'otp_expired', 'Token has expired or is invalid');
/** GoTrue's answer when the first of the two e-mail change links is confirmed. */
const otherLinkNeeded = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * POST /verify: what the site's pages send when the person acts on an e-mailed link
 * (supabase-js verifyOtp({ token_hash, type })); GET /verify: recovery links mailed
 * before links went to the site, kept working until they expire (an hour at most).
 */
export function registerVerify(api: FastifyInstance, env: AuthEnv): void {
  const { siteUrl, additionalRedirectUrls } = env.ctx.config;

  api.post('/verify', async (request) => {
    const body = parseBody(verifyBody, request.body);
    const token = body.token_hash ?? body.token ?? '';
    switch (body.type) {
      case 'recovery':
        return signIn(env, request, await consumeRecoveryToken(env.ctx.db, token), 'recovery');
      case 'signup':
      case 'email':
        return signIn(env, request, await consumeConfirmationToken(env.ctx.db, token), 'otp');
      case 'email_change': {
        const verified = await verifyEmailChange(env.ctx.db, token);
        if (!verified) throw invalidLink();
        if (verified.outcome === 'other-link-needed') return { msg: otherLinkNeeded, code: 200 };
        env.ctx.sessions.forget(verified.endedSessions);
        return signIn(env, request, verified.user, 'otp');
      }
      default:
        throw badRequest('Unsupported verification type');
    }
  });

  api.get<{ Querystring: VerifyQuery }>('/verify', async (request, reply) => {
    const target = safeRedirect(queryText(request.query.redirect_to), siteUrl, additionalRedirectUrls);
    const token = queryText(request.query.token) ?? '';
    const user = request.query.type === 'recovery' ? await consumeRecoveryToken(env.ctx.db, token) : undefined;
    if (!user || isBanned(user)) {
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
}

async function signIn(env: AuthEnv, request: FastifyRequest, user: UserRow | undefined, method: 'recovery' | 'otp') {
  if (!user) throw invalidLink();
  if (isBanned(user)) throw new AuthApiError(400, 'user_banned', 'User is banned');
  return startSession(env, user, method, request);
}
