import type { FastifyRequest } from 'fastify';
import { AuthApiError, badRequest } from '../errors';
import { parseBody, queryText, verifyBody } from '../input';
import { flowMethodsOf, isEmailVerifyType, verifyEmailLink, type LinkOutcome } from '../linkVerification';
import { issueAuthCode } from '../pkce';
import { safeRedirect, withFragment } from '../redirects';
import { validatedEmail } from '../emailAddress';
import { isBanned } from '../userJson';
import { startSession, type AuthEnv } from './authEnv';
import { authHandler } from './authHandler';
import { isPhoneVerifyType, verifyPhoneCode } from '../phone/verifyPhoneCode';
import { requirePhoneProvider } from '../phone/phoneInput';
import { AuthErrorCode } from '../../../src/shared/auth/authErrorCodes';
import { authErrors } from '../authErrors';

interface VerifyQuery {
  token?: unknown;
  token_hash?: unknown;
  type?: unknown;
  redirect_to?: unknown;
  flow_id?: unknown;
}

const invalidLink = () => new AuthApiError(authErrors.otpExpired, 'Token has expired or is invalid');
/** GoTrue's answer when the first of the two e-mail change links is confirmed. */
const otherLinkNeeded = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
const banned = () => new AuthApiError(authErrors.userBanned, 'User is banned');

/**
 * POST /verify: an e-mailed link's token (supabase-js verifyOtp({ token_hash, type })), what the
 * site's pages send when the person acts, or its six-digit code (verifyOtp({ email, token, type })),
 * for every e-mail type. GET /verify: the link itself, as GoTrue's (generate_link's action_link, the
 * magic link and invitation mails): it redirects with the session in the fragment, or with ?code=
 * when the link was asked with PKCE.
 */
export function verifyEndpoints(env: AuthEnv) {
  const { siteUrl, additionalRedirectUrls } = env.ctx.config;

  return {
    verifyByPost: authHandler(async (request) => {
      await env.limiter.take('verify', { address: request.ip });
      const body = parseBody(verifyBody, request.body);
      if (isPhoneVerifyType(body.type)) return verifyPhone(env, request, body);
      if (!isEmailVerifyType(body.type)) throw badRequest('Unsupported verification type');
      const outcome = body.token_hash ? await verifyEmailLink(env.ctx.db, env.ctx.jwtSecret, body.type, { tokenHash: body.token_hash }) : await verifyCode(env, body);
      if (!outcome) throw invalidLink();
      if (outcome.outcome === 'other-link-needed') return { msg: otherLinkNeeded, code: 200 };
      if (outcome.outcome === 'changed') env.ctx.sessions.forget(outcome.endedSessions);
      if (isBanned(outcome.user)) throw banned();
      return startSession(env, outcome.user, outcome.method, request);
    }),

    verifyByLink: authHandler<{ Querystring: VerifyQuery }>(async (request, reply) => {
      await env.limiter.take('verify', { address: request.ip });
      const target = safeRedirect(queryText(request.query.redirect_to), siteUrl, additionalRedirectUrls);
      const type = request.query.type;
      const token = queryText(request.query.token) ?? queryText(request.query.token_hash) ?? '';
      const outcome = isEmailVerifyType(type) && token ? await verifyEmailLink(env.ctx.db, env.ctx.jwtSecret, type, { tokenHash: token }) : undefined;
      if (!outcome || (outcome.outcome !== 'other-link-needed' && isBanned(outcome.user))) {
        return reply.redirect(
          withFragment(target, { error: 'access_denied', error_code: AuthErrorCode.otpExpired, error_description: 'Email link is invalid or has expired' }),
          303,
        );
      }
      if (outcome.outcome === 'other-link-needed') return reply.redirect(withFragment(target, { message: otherLinkNeeded }), 303);
      if (outcome.outcome === 'changed') env.ctx.sessions.forget(outcome.endedSessions);
      const authCode = await issueAuthCode(env.ctx.db, outcome.user.id, queryText(request.query.flow_id), flowMethodsOf[type as keyof typeof flowMethodsOf]);
      if (authCode) {
        const url = new URL(target);
        url.searchParams.set('code', authCode);
        return reply.redirect(url.toString(), 303);
      }
      return reply.redirect(withFragment(target, await sessionFragment(env, outcome, request, String(type))), 303);
    }),
  };
}

/** A code sent by SMS or WhatsApp (supabase-js verifyOtp({ phone, token, type: 'sms' | 'phone_change' })): a session. */
async function verifyPhone(env: AuthEnv, request: FastifyRequest, body: { phone?: string; token?: string; type?: string }) {
  requirePhoneProvider(env.ctx.config.phoneAuth);
  if (!body.phone) throw badRequest('Sms Verification requires a phone number');
  if (!body.token) throw badRequest('Verify requires either a token or a token hash');
  const user = await verifyPhoneCode(env, body.phone, body.token.trim(), body.type === 'phone_change' ? 'phone_change' : 'sms');
  if (isBanned(user)) throw banned();
  return startSession(env, user, 'otp', request);
}

async function sessionFragment(env: AuthEnv, outcome: Extract<LinkOutcome, { user: unknown }>, request: FastifyRequest, type: string) {
  const session = await startSession(env, outcome.user, outcome.method, request);
  return {
    access_token: session.access_token,
    expires_at: session.expires_at,
    expires_in: session.expires_in,
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  };
}

/**
 * A six-digit code with the address it was sent to; wrong codes count per address (a million codes
 * must not be tried). The attempt is counted before the code is compared, so codes sent at once
 * are evaluated only up to the allowance; a right code gives its attempt back.
 */
async function verifyCode(env: AuthEnv, body: { token?: string; email?: string; type?: string }) {
  if (!body.token) throw badRequest('Verify requires either a token or a token hash');
  if (!body.email) throw badRequest('Verify requires an email address with a token');
  const email = validatedEmail(body.email);
  const attempt = await env.limiter.take('otp_verify', { id: email });
  const outcome = await verifyEmailLink(env.ctx.db, env.ctx.jwtSecret, body.type as Parameters<typeof verifyEmailLink>[2], { code: body.token.trim(), email });
  if (outcome) await attempt.giveBack();
  return outcome;
}
