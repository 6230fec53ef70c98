import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { AuthApiError } from './errors';
import { requestToken, TokenError, type Claims } from './requestClaims';
import { findUserById } from './models/users';
import type { UserRow } from './userJson';
import { authErrors } from './authErrors';

const userGone = () => new AuthApiError(authErrors.tokenUserNotFound, 'User from sub claim in JWT does not exist');

/**
 * GoTrue's answers for a token it cannot accept on the routes behind its requireAuthentication
 * (/user, /logout, /reauthenticate, /factors; and, for a token with a session, the admin routes). GoTrue loads the token's user before its session
 * (maybeLoadUserOrSession): a deleted user's token (its sessions went with it) is user_not_found;
 * a user who still exists (soft-deleted included, as GoTrue keeps the row) with no such session,
 * session_not_found.
 */
export async function refusal(ctx: ServerContext, error: TokenError): Promise<AuthApiError> {
  if (error.problem === 'revoked') {
    if (error.subject && !(await findUserById(ctx.db, error.subject))) return userGone();
    return new AuthApiError(authErrors.sessionNotFound, 'Session from session_id claim in JWT does not exist');
  }
  // A ban suspends the user's sessions (GoTrue refuses their refresh the same way); lifting it restores them.
  if (error.problem === 'banned') return new AuthApiError(authErrors.tokenUserBanned, 'User is banned');
  if (error.problem === 'expired') {
    return new AuthApiError(authErrors.badJwt, 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired');
  }
  return new AuthApiError(authErrors.badJwt, error.message);
}

export interface SignedInUser {
  user: UserRow;
  sessionId?: string;
  claims: Claims;
}

/** The user behind the request's bearer access token, or GoTrue's 401/403. */
export async function requireUser(ctx: ServerContext, request: FastifyRequest): Promise<SignedInUser> {
  const authorization = request.headers.authorization;
  if (typeof authorization !== 'string' || !authorization.trim()) {
    throw new AuthApiError(authErrors.noAuthorization, 'This endpoint requires a Bearer token');
  }
  let claims: Claims;
  try {
    claims = await ctx.verifier.verify(requestToken({ authorization }));
  } catch (error) {
    if (error instanceof TokenError) throw await refusal(ctx, error);
    throw error;
  }
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
    throw new AuthApiError(authErrors.badJwt, 'invalid claim: missing sub claim');
  }
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw userGone();
  return { user, sessionId: typeof claims.session_id === 'string' ? claims.session_id : undefined, claims };
}

/**
 * supabase-js sends its API key on every call; as Supabase's gateway does, a key
 * not signed with our secret is refused. Links opened from an e-mail carry none.
 */
export async function checkApiKey(ctx: ServerContext, request: FastifyRequest): Promise<void> {
  const apikey = request.headers.apikey;
  if (apikey === undefined) return;
  const invalid = new AuthApiError(authErrors.invalidApiKey, 'Invalid API key');
  const key = typeof apikey === 'string' ? apikey.trim() : '';
  if (!key) throw invalid;
  try {
    await ctx.verifier.verify(key);
  } catch {
    throw invalid;
  }
}
