import { insertPendingUser } from '../admin/linkUsers';
import { AuthApiError, badRequest } from '../errors';
import { otpBody, parseBody, queryText } from '../input';
import { sendMagicLink } from '../magicLink';
import { openFlow, readCodeChallenge } from '../pkce';
import { safeRedirect } from '../redirects';
import { validatedEmail } from '../emailAddress';
import { findUserByEmail } from '../models/users';
import { isBanned } from '../userJson';
import { verifyPage, type AuthEnv } from './authEnv';
import { authHandler } from './authHandler';
import { sendSignInCode } from '../phone/phoneSignIn';
import { authErrors } from '../authErrors';

/**
 * POST /otp (supabase-js signInWithOtp with an e-mail; a phone number: phone/phoneSignIn.ts): mails a magic link and its six-digit code.
 * An address without an account gets one unless create_user is false (GoTrue's 422 otp_disabled) or
 * sign-ups are off. Always `{}` otherwise. With code_challenge (flowType 'pkce') the link leads back
 * with ?code= for exchangeCodeForSession.
 */
export function otpEndpoints(env: AuthEnv) {
  const { siteUrl, additionalRedirectUrls, disableSignup } = env.ctx.config;

  return {
    otp: authHandler<{ Querystring: { redirect_to?: unknown } }>(async (request) => {
      const body = parseBody(otpBody, request.body);
      if (body.email && body.phone) throw badRequest('Only an email address or phone number should be provided');
      if (body.email && body.channel) throw badRequest('Channel should only be specified with Phone OTP');
      if (body.phone) return sendSignInCode(env, request, body);
      if (!body.email) throw badRequest('An email address is required');
      const email = validatedEmail(body.email);
      const pkce = readCodeChallenge(body.code_challenge ?? undefined, body.code_challenge_method ?? undefined);
      await env.limiter.take('recover', { address: request.ip });

      let user = await findUserByEmail(env.ctx.db, email);
      if (!user) {
        if (body.create_user === false) throw new AuthApiError(authErrors.otpDisabled, 'Signups not allowed for otp');
        if (disableSignup) throw new AuthApiError(authErrors.signupDisabled, 'Signups not allowed for this instance');
        await env.limiter.take('signup', { address: request.ip });
        user = await insertPendingUser(env.ctx.db, email, { metadata: body.data });
      }
      if (isBanned(user)) return {};
      const flowId = pkce && (await openFlow(env.ctx.db, user.id, pkce, 'magiclink'));
      const redirectTo = safeRedirect(queryText(request.query.redirect_to), siteUrl, additionalRedirectUrls);
      await sendMagicLink(env.ctx.db, user, verifyPage(env, redirectTo, flowId || undefined));
      return {};
    }),
  };
}
