import type { FastifyRequest } from 'fastify';
import { emailTaken, insertPendingUser, recordEmailChange } from '../admin/linkUsers';
import { mintEmailCode, mintLinkTokenFor } from '../emailOtp';
import type { TokenPurpose } from '../authLinkKinds';
import { queueAuthLinkMail } from '../emailLinks';
import { AuthApiError, badRequest } from '../errors';
import { generateLinkBody, inviteBody, parseBody, queryText } from '../input';
import { checkNewPassword, hashPassword } from '../passwords';
import { safeRedirect } from '../redirects';
import { validatedEmail } from '../emailAddress';
import { findUserByEmail, findUserById, markInvited, setPendingSignupPassword } from '../models/users';
import { userJson, type UserRow } from '../userJson';
import { verifyPage, type AuthEnv } from './authEnv';
import { authHandler } from './authHandler';
import { authErrors } from '../authErrors';

const linkTypes = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const;
type LinkType = (typeof linkTypes)[number];

const userWithEmailNotFound = () => new AuthApiError(authErrors.userNotFound, 'User with this email not found');

/** The account the link is for, made or updated as GoTrue's generate_link does; the token's purpose and /verify type. */
async function prepareUser(env: AuthEnv, type: LinkType, email: string, body: { password?: string | null; data?: Record<string, unknown> | null; new_email?: string }) {
  const db = env.ctx.db;
  const existing = await findUserByEmail(db, email);
  switch (type) {
    case 'signup': {
      if (existing?.email_confirmed_at) throw emailTaken();
      if (!body.password) throw badRequest('Signup requires a valid password');
      checkNewPassword(body.password);
      const passwordHash = await hashPassword(body.password);
      if (existing) {
        await setPendingSignupPassword(db, existing.id, passwordHash, body.data);
        return { user: existing, purpose: 'confirmation' as TokenPurpose, verificationType: 'signup' };
      }
      return { user: await insertPendingUser(db, email, { passwordHash, metadata: body.data }), purpose: 'confirmation' as TokenPurpose, verificationType: 'signup' };
    }
    case 'invite': {
      if (existing?.email_confirmed_at) throw emailTaken();
      const user = existing ?? (await insertPendingUser(db, email, { metadata: body.data, invited: true }));
      if (existing) await markInvited(db, existing.id);
      return { user, purpose: 'confirmation' as TokenPurpose, verificationType: 'invite' };
    }
    case 'magiclink':
      // As GoTrue: an address without an account gets one, and the link confirms it (a sign-up link).
      if (!existing) return { user: await insertPendingUser(db, email, { metadata: body.data }), purpose: 'confirmation' as TokenPurpose, verificationType: 'signup' };
      return { user: existing, purpose: 'recovery' as TokenPurpose, verificationType: 'magiclink' };
    case 'recovery':
      if (!existing) throw userWithEmailNotFound();
      return { user: existing, purpose: 'recovery' as TokenPurpose, verificationType: 'recovery' };
    default: {
      if (!existing) throw userWithEmailNotFound();
      const newEmail = validatedEmail(body.new_email ?? '', 'The new email address provided is invalid');
      if (newEmail === email) throw new AuthApiError(authErrors.emailExists, 'A user with this email address has already been registered');
      const user = await recordEmailChange(db, existing, newEmail);
      return { user, purpose: type as TokenPurpose, verificationType: 'email_change' };
    }
  }
}

function redirectOf(env: AuthEnv, request: FastifyRequest<{ Querystring: { redirect_to?: unknown } }>, bodyRedirect: string | undefined): string {
  const { siteUrl, additionalRedirectUrls } = env.ctx.config;
  return safeRedirect(queryText(request.query.redirect_to) ?? bodyRedirect, siteUrl, additionalRedirectUrls);
}

/**
 * POST /admin/generate_link (supabase.auth.admin.generateLink) and POST /invite
 * (inviteUserByEmail), for the service role only. generate_link sends nothing: it answers the user
 * with the link (action_link, to GET /verify), its token as /verify's token_hash (hashed_token), the
 * six-digit code (email_otp), the /verify type and the redirect. Only their hashes are kept.
 */
export function generateLinkEndpoints(env: AuthEnv) {

  return {
    generateLink: authHandler<{ Querystring: { redirect_to?: unknown } }>(async (request) => {
      const body = parseBody(generateLinkBody, request.body);
      if (!(linkTypes as readonly string[]).includes(body.type ?? '')) throw badRequest('Invalid email action link type requested');
      const email = validatedEmail(body.email ?? '');
      const redirectTo = redirectOf(env, request, body.redirect_to ?? body.redirectTo);
      const { user, purpose, verificationType } = await prepareUser(env, body.type as LinkType, email, body);
      const token = await mintLinkTokenFor(env.ctx.db, purpose, user.id);
      const code = await mintEmailCode(env.ctx.db, env.ctx.jwtSecret, purpose, user.id);
      const actionLink = new URL(`${env.issuer}/verify`);
      actionLink.searchParams.set('token', token);
      actionLink.searchParams.set('type', verificationType);
      actionLink.searchParams.set('redirect_to', redirectTo);
      const current = (await findUserById(env.ctx.db, user.id)) ?? user;
      return {
        ...userJson(current),
        action_link: actionLink.toString(),
        email_otp: code,
        hashed_token: token,
        verification_type: verificationType,
        redirect_to: redirectTo,
      };
    }),

    invite: authHandler<{ Querystring: { redirect_to?: unknown } }>(async (request) => {
      const body = parseBody(inviteBody, request.body);
      if (!body.email) throw badRequest('To invite a user, please provide their email');
      const email = validatedEmail(body.email);
      const redirectTo = redirectOf(env, request, undefined);
      const user: UserRow = await env.ctx.db.transaction(async (tx) => {
        const existing = await findUserByEmail(tx, email);
        if (existing?.email_confirmed_at) throw emailTaken();
        const invited = existing ?? (await insertPendingUser(tx, email, { metadata: body.data, invited: true }));
        await markInvited(tx, invited.id);
        await queueAuthLinkMail(tx, { kind: 'invite', userId: invited.id, to: email, page: verifyPage(env, redirectTo), validForMinutes: 24 * 60 });
        return invited;
      });
      return userJson((await findUserById(env.ctx.db, user.id)) ?? user);
    }),
  };
}
