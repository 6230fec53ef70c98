import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { ExternalProviderName } from './providerSettings';

/**
 * The `state` of a redirect to the provider, as GoTrue's: a short-lived JWT signed by this server,
 * carrying what the callback needs and nothing a visitor could change (where to return, the PKCE
 * flow, the nonce the id_token must repeat, the user an identity is linked to).
 */
export interface OAuthState {
  provider: ExternalProviderName;
  redirectTo: string;
  nonce: string;
  /** auth.flow_state of a sign-in asked with PKCE: the callback answers ?code= instead of the session. */
  flowStateId?: string;
  /** linkIdentity: the signed-in user the new identity joins. */
  linkUserId?: string;
  /** SHA-256 of the cookie set on the browser that started the flow (browserBinding.ts). */
  browserHash?: string;
}

/** Ten minutes to sign in at the provider, as GoTrue's state lives. */
const stateSeconds = 600;
const audience = 'oauth-state';

/** Its own key, derived from the JWT secret, so a state can never pass for an access token or the reverse. */
const stateKey = (jwtSecret: string) => createHmac('sha256', jwtSecret).update('ouaga-oauth-state-v1').digest();

export async function signOAuthState(jwtSecret: string, state: OAuthState): Promise<string> {
  return new SignJWT({ provider: state.provider, referrer: state.redirectTo, nonce: state.nonce, flow_state_id: state.flowStateId, link_user_id: state.linkUserId, browser: state.browserHash })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${stateSeconds}s`)
    .sign(stateKey(jwtSecret));
}

/** The state the callback received, or undefined when it is not one of ours or has expired. */
export async function readOAuthState(jwtSecret: string, text: string): Promise<OAuthState | undefined> {
  try {
    const { payload } = await jwtVerify(text, stateKey(jwtSecret), { audience, algorithms: ['HS256'] });
    if (typeof payload.provider !== 'string' || typeof payload.referrer !== 'string' || typeof payload.nonce !== 'string') return undefined;
    return {
      provider: payload.provider as ExternalProviderName,
      redirectTo: payload.referrer,
      nonce: payload.nonce,
      flowStateId: typeof payload.flow_state_id === 'string' ? payload.flow_state_id : undefined,
      linkUserId: typeof payload.link_user_id === 'string' ? payload.link_user_id : undefined,
      browserHash: typeof payload.browser === 'string' ? payload.browser : undefined,
    };
  } catch {
    return undefined;
  }
}
