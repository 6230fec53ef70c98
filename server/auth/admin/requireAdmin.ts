import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { AuthApiError } from '../errors';
import { refusal } from '../requestAuth';
import { authAdminRoles, requestToken, TokenError } from '../requestClaims';
import { authErrors } from '../authErrors';

/**
 * GoTrue's guard of /admin/* and /invite (its requireAdmin): the bearer token must carry one of
 * the admin roles, service_role or supabase_admin (GoTrue's default GOTRUE_JWT_ADMIN_ROLES). A
 * signed-in user's token, or the anon key, is refused with 403 not_admin, whatever that user's
 * profile role: the back-office goes through RLS instead.
 */
export async function requireServiceRole(ctx: ServerContext, request: FastifyRequest): Promise<void> {
  const authorization = request.headers.authorization;
  if (typeof authorization !== 'string' || !authorization.trim()) {
    throw new AuthApiError(authErrors.noAuthorization, 'This endpoint requires a Bearer token');
  }
  let role: string;
  try {
    const token = requestToken({ authorization });
    role = token ? await ctx.verifier.authAdminRole(token) : 'anon';
  } catch (error) {
    // A user's token whose session is gone: GoTrue's requireAdminCredentials loads its user and session first.
    if (error instanceof TokenError && error.problem === 'revoked') throw await refusal(ctx, error);
    if (error instanceof TokenError) throw new AuthApiError(authErrors.badJwt, 'invalid JWT: unable to parse or verify signature');
    throw error;
  }
  if (!(authAdminRoles as readonly string[]).includes(role)) throw new AuthApiError(authErrors.notAdmin, 'User not allowed');
}
