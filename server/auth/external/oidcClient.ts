import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { ExternalProvider } from './providerSettings';

/**
 * What this server asks of an OpenID Connect provider: its discovery document, its signing keys
 * (jose's remote JWKS, fetched again when a token names a key it does not know) and its token
 * endpoint. One instance per server, so documents and keys are fetched once per issuer.
 */

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

interface ProviderMetadata {
  discovery: Discovery;
  keys: ReturnType<typeof createRemoteJWKSet>;
}

/** The provider's answer to the code exchange. */
export interface ProviderTokens {
  idToken: string;
  accessToken: string;
  refreshToken?: string;
}

/** A token the provider refused, an id_token that does not verify: the caller answers in GoTrue's words. */
export class ProviderError extends Error {}

export class OidcClient {
  private readonly metadata = new Map<string, Promise<ProviderMetadata>>();

  /** The discovery document and keys of the provider's issuer; a failed fetch is tried again next time. */
  private async metadataOf(provider: ExternalProvider): Promise<ProviderMetadata> {
    let pending = this.metadata.get(provider.issuer);
    if (!pending) {
      pending = fetchMetadata(provider.issuer);
      this.metadata.set(provider.issuer, pending);
      pending.catch(() => this.metadata.delete(provider.issuer));
    }
    return pending;
  }

  async authorizationUrl(provider: ExternalProvider, params: { state: string; nonce: string; scopes: string[] }): Promise<string> {
    const { discovery } = await this.metadataOf(provider);
    const url = new URL(discovery.authorization_endpoint);
    url.searchParams.set('client_id', provider.clientIds[0]);
    url.searchParams.set('redirect_uri', provider.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', [...new Set([...provider.scopes, ...params.scopes])].join(' '));
    url.searchParams.set('state', params.state);
    url.searchParams.set('nonce', params.nonce);
    return url.toString();
  }

  /** The authorization code for the provider's tokens (client_secret_basic, RFC 6749 section 2.3.1). */
  async exchangeCode(provider: ExternalProvider, code: string): Promise<ProviderTokens> {
    const { discovery } = await this.metadataOf(provider);
    const credentials = `${encodeURIComponent(provider.clientIds[0])}:${encodeURIComponent(provider.secret)}`;
    const response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(credentials).toString('base64')}`, accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: provider.redirectUri }),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok || typeof answer.id_token !== 'string' || typeof answer.access_token !== 'string') {
      throw new ProviderError(typeof answer.error_description === 'string' ? answer.error_description : 'The provider refused the authorization code');
    }
    return { idToken: answer.id_token, accessToken: answer.access_token, refreshToken: typeof answer.refresh_token === 'string' ? answer.refresh_token : undefined };
  }

  /**
   * The id_token's claims once its signature (the provider's published keys), issuer and lifetime
   * verify; audience and nonce are the caller's to check, each with GoTrue's own answer.
   */
  async verifyIdToken(provider: ExternalProvider, idToken: string): Promise<JWTPayload> {
    const { discovery, keys } = await this.metadataOf(provider);
    try {
      // Google's tokens may name their issuer without the scheme (its documentation says to accept both).
      const issuer = provider.name === 'google' ? [discovery.issuer, 'accounts.google.com'] : discovery.issuer;
      const { payload } = await jwtVerify(idToken, keys, { issuer, clockTolerance: 5 });
      return payload;
    } catch (error) {
      throw new ProviderError(error instanceof Error ? error.message : String(error));
    }
  }

  /** The standard claims the provider gives for its access token, when the id_token carries no e-mail. */
  async userInfo(provider: ExternalProvider, accessToken: string): Promise<JWTPayload | undefined> {
    const { discovery } = await this.metadataOf(provider);
    if (!discovery.userinfo_endpoint) return undefined;
    const response = await fetch(discovery.userinfo_endpoint, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return undefined;
    // A signed (JWT) answer is left aside rather than read unverified.
    if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
    return (await response.json()) as JWTPayload;
  }
}

async function fetchMetadata(issuer: string): Promise<ProviderMetadata> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new ProviderError(`OpenID Connect discovery failed for ${issuer}: HTTP ${response.status}`);
  const discovery = (await response.json()) as Discovery;
  // OpenID Connect Discovery 1.0, section 4.3: the document must name the issuer it was fetched for.
  if (discovery.issuer.replace(/\/$/, '') !== issuer.replace(/\/$/, '')) throw new ProviderError(`OpenID Connect discovery: issuer ${discovery.issuer} is not ${issuer}`);
  return { discovery, keys: createRemoteJWKSet(new URL(discovery.jwks_uri)) };
}
