import { resendEmailChange } from '../emailChange';
import { badRequest } from '../errors';
import { parseBody, queryText, resendBody } from '../input';
import { confirmationReturnPath, resendSignupConfirmation } from '../signupConfirmation';
import { validatedEmail } from '../emailAddress';
import { findUserByEmail } from '../models/users';
import { isBanned } from '../userJson';
import type { AuthEnv } from './authEnv';
import { authHandler } from './authHandler';
import { resendPhoneCode } from '../phone/phoneResend';

/**
 * POST /resend {type: 'signup' | 'email_change', email} (supabase-js auth.resend; 'sms' and 'phone_change' in
 * phone/phoneResend.ts): the
 * confirmation links again, `{}`. As GoTrue, a second request under a minute after the last
 * link of an account waiting for it gets 429 over_email_send_rate_limit with the seconds left;
 * a link still in the outbox is not sent twice.
 */
export function resendEndpoints(env: AuthEnv) {
  return {
    resend: authHandler<{ Querystring: { redirect_to?: unknown } }>(async (request) => {
      const body = parseBody(resendBody, request.body);
      if (body.type === 'sms' || body.type === 'phone_change') {
        if (!body.phone) throw badRequest('Type provided requires a phone number');
        return resendPhoneCode(env, request, body.type, body.phone);
      }
      if (body.type !== 'signup' && body.type !== 'email_change') {
        throw badRequest('Missing one of these types: signup, email_change, sms, phone_change');
      }
      if (!body.email) throw badRequest('Type provided requires an email address');
      const email = validatedEmail(body.email);
      await env.limiter.take('recover', { address: request.ip });
      const user = await findUserByEmail(env.ctx.db, email);
      if (!user || isBanned(user)) return {};
      if (body.type === 'signup' && !user.email_confirmed_at) {
        await resendSignupConfirmation(env.ctx.db, user, env.ctx.config.siteUrl, confirmationReturnPath(queryText(request.query.redirect_to), env.ctx.config));
      } else if (body.type === 'email_change') {
        await resendEmailChange(env.ctx.db, user, env.ctx.config.siteUrl);
      }
      return {};
    }),
  };
}
