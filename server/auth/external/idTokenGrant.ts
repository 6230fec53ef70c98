import type { FastifyRequest } from 'fastify';
import { AuthApiError, badRequest, OAuthGrantError } from '../errors';
import { idTokenGrantBody, parseBody } from '../input';
import { startSession, type AuthEnv } from '../endpoints/authEnv';
import { identityFromClaims, signInWithIdentity } from './externalAccount';
import { checkGrantNonce, verifiedIdTokenClaims } from './idTokenClaims';
import { authErrors } from '../authErrors';

/** The providers GoTrue's id_token grant knows by name, with the issuer it names when one is off. */
const knownIssuers: Record<string, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  azure: '',
  keycloak: '',
};

/**
 * POST /token?grant_type=id_token (supabase-js signInWithIdToken): an id_token the client got from the
 * provider itself (Google One Tap, a phone's sign-in), verified against the provider's published keys.
 */
export async function idTokenGrant(env: AuthEnv, request: FastifyRequest) {
  const body = parseBody(idTokenGrantBody, request.body);
  if (!body.id_token) throw new OAuthGrantError('invalid request', 'id_token required');
  if (!body.provider && (!body.client_id || !body.issuer)) throw new OAuthGrantError('invalid request', 'provider or client_id and issuer required');
  const providers = env.ctx.config.externalProviders;
  const provider = providers.find((candidate) => candidate.name === body.provider || (body.issuer !== undefined && candidate.issuer === body.issuer));
  if (!provider) {
    const name = body.provider ?? '';
    if (name in knownIssuers) throw new AuthApiError(authErrors.providerDisabled, `Provider (issuer "${knownIssuers[name] || (body.issuer ?? '')}") is not enabled`);
    throw badRequest(`Custom OIDC provider "${name}" not allowed`);
  }
  const claims = await verifiedIdTokenClaims(env.oidc, provider, body.id_token);
  checkGrantNonce(claims, body.nonce);
  const user = await signInWithIdentity(env.ctx.db, identityFromClaims(provider, claims), { signupDisabled: env.ctx.config.disableSignup });
  return startSession(env, user, 'oauth', request);
}
