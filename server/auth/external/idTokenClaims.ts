import { createHash } from 'node:crypto';
import type { JWTPayload } from 'jose';
import { OAuthGrantError } from '../errors';
import { ProviderError, type OidcClient } from './oidcClient';
import type { ExternalProvider } from './providerSettings';

/**
 * An id_token's checks, each with GoTrue's answer (token_oidc.go): signature, issuer and lifetime
 * ("Bad ID token"), subject, audience (one of the provider's client ids), then the nonce.
 */
export async function verifiedIdTokenClaims(oidc: OidcClient, provider: ExternalProvider, idToken: string): Promise<JWTPayload> {
  let claims: JWTPayload;
  try {
    claims = await oidc.verifyIdToken(provider, idToken);
  } catch (error) {
    if (error instanceof ProviderError) throw new OAuthGrantError('invalid request', 'Bad ID token');
    throw error;
  }
  if (!claims.sub) throw new OAuthGrantError('invalid request', 'Missing sub claim in id_token');
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : (claims.aud ?? []);
  if (!provider.clientIds.some((clientId) => audiences.includes(clientId))) throw new OAuthGrantError('invalid request', 'Unacceptable audience in id_token');
  return claims;
}

/**
 * signInWithIdToken's nonce: the client keeps the raw nonce and gave the provider its SHA-256 (hex), so
 * a token taken from elsewhere cannot be replayed without the raw value. Both present or both absent.
 */
export function checkGrantNonce(claims: JWTPayload, given: string | null | undefined): void {
  const inToken = typeof claims.nonce === 'string' && claims.nonce !== '' ? claims.nonce : undefined;
  if (Boolean(inToken) !== Boolean(given)) throw new OAuthGrantError('invalid request', 'Passed nonce and nonce in id_token should either both exist or not.');
  if (inToken && given && createHash('sha256').update(given).digest('hex') !== inToken) throw new OAuthGrantError('invalid nonce', 'Nonces mismatch');
}

/** The redirect flow's nonce: the one this server sent the provider, carried by the signed state. */
export function checkRedirectNonce(claims: JWTPayload, sent: string): void {
  if (claims.nonce !== sent) throw new OAuthGrantError('invalid nonce', 'Nonces mismatch');
}
