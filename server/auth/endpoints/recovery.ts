import { badRequest } from '../errors';
import { parseBody, queryText, recoverBody } from '../input';
import { sendRecoveryMail } from '../passwordRecovery';
import { safeRedirect } from '../redirects';
import { validatedEmail } from '../emailAddress';
import { findUserByEmail } from '../models/users';
import { isBanned } from '../userJson';
import { openFlow, readCodeChallenge } from '../pkce';
import { verifyPage, type AuthEnv } from './authEnv';
import { authHandler } from './authHandler';

/**
 * The page a recovery link opens: the caller's redirect_to (the site's or the back-office's
 * set-password page, checked by safeRedirect), else the site's own; the page spends the
 * token with POST /verify when the person chooses a password, so a link scanner opening
 * the address spends nothing.
 */
function recoveryPage(requested: string | undefined, siteUrl: string, allowList: readonly string[]): string {
  const fallback = `${siteUrl}/reset-password`;
  if (!requested) return fallback;
  const page = safeRedirect(requested, siteUrl, allowList);
  return new URL(page).pathname === '/' ? fallback : page;
}

/** POST /recover; the link it mails is spent by POST /verify (see verify.ts). */
export function recoveryEndpoints(env: AuthEnv) {
  const { siteUrl, additionalRedirectUrls } = env.ctx.config;

  // Always the same answer, so the form never tells whether an address has an account.
  return {
    recover: authHandler<{ Querystring: { redirect_to?: unknown } }>(async (request) => {
      const body = parseBody(recoverBody, request.body);
      if (!body.email) throw badRequest('Password recovery requires an email');
      const email = validatedEmail(body.email);
      const pkce = readCodeChallenge(body.code_challenge ?? undefined, body.code_challenge_method ?? undefined);
      await env.limiter.take('recover', { address: request.ip });
      const user = await findUserByEmail(env.ctx.db, email);
      if (user && !isBanned(user)) {
        const requested = queryText(request.query.redirect_to);
        // With PKCE (supabase-js flowType 'pkce') the link goes through GET /verify and back with ?code=.
        const flowId = pkce && (await openFlow(env.ctx.db, user.id, pkce, 'recovery'));
        const page = flowId
          ? verifyPage(env, safeRedirect(requested, siteUrl, additionalRedirectUrls), flowId)
          : recoveryPage(requested, siteUrl, additionalRedirectUrls);
        await sendRecoveryMail(env.ctx.db, user, page);
      }
      return {};
    }),
  };
}
