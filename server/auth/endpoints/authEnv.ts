import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { sessionJson, type SignInMethod } from '../accessTokens';
import type { OidcClient } from '../external/oidcClient';
import type { RateLimiter } from '../rateLimits';
import { openSession, type ClientInfo } from '../sessionLifecycle';
import type { UserRow } from '../userJson';

/** What every auth endpoint shares: the server context, the rate limiter, the token issuer. */
export interface AuthEnv {
  ctx: ServerContext;
  limiter: RateLimiter;
  /** The `iss` claim of access tokens: this API's public address. */
  issuer: string;
  /** Discovery, keys and code exchange of the configured external providers (Google, OpenID Connect). */
  oidc: OidcClient;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}

/** Opens a session for a user who just proved who they are, and answers it as GoTrue does. */
export async function startSession(
  env: AuthEnv,
  user: UserRow,
  method: SignInMethod,
  request: FastifyRequest,
  providerTokens?: { accessToken: string; refreshToken?: string },
) {
  const { sessionId, refreshToken } = await openSession(env.ctx.db, user.id, clientInfo(request), method);
  return sessionJson(env.ctx.signingKeys.current, env.issuer, { user, sessionId, refreshToken, method, providerTokens });
}

/** GoTrue's link target for mails that sign in at once (magic link, invitation, PKCE links): GET /verify, then redirect_to. */
export function verifyPage(env: AuthEnv, redirectTo: string, flowId?: string): string {
  const page = new URL(`${env.issuer}/verify`);
  page.searchParams.set('redirect_to', redirectTo);
  // The PKCE flow this link finishes (server/auth/pkce.ts): not a secret, the code verifier is.
  if (flowId) page.searchParams.set('flow_id', flowId);
  return page.toString();
}
