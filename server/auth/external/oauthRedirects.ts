import { AuthApiError, OAuthGrantError } from '../errors';
import type { SessionAnswer } from '../accessTokens';

/**
 * Where the browser goes back after the provider, as GoTrue writes it: the session in the fragment
 * (implicit flow), ?code= (PKCE), or the failure in both the query and the fragment.
 */

/** GoTrue's oauthErrorMap: the OAuth error word for an HTTP status. */
const oauthErrorWords: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** Refusals GoTrue reports as access_denied whatever their status. */
const deniedCodes = new Set<string>(['signup_disabled', 'user_banned', 'provider_email_needs_verification']);

export function failureRedirect(target: string, failure: unknown): string {
  const params = new URLSearchParams();
  if (failure instanceof OAuthGrantError) {
    params.set('error', failure.error);
    params.set('error_description', failure.description);
  } else if (failure instanceof AuthApiError) {
    params.set('error', deniedCodes.has(failure.errorCode) ? 'access_denied' : (oauthErrorWords[failure.status] ?? 'server_error'));
    params.set('error_code', failure.errorCode);
    params.set('error_description', failure.message);
  } else {
    params.set('error', 'server_error');
    params.set('error_description', 'Unexpected failure, please check server logs for more information');
  }
  const url = new URL(target);
  for (const [key, value] of params) url.searchParams.set(key, value);
  url.hash = params.toString();
  return url.toString();
}

export function codeRedirect(target: string, code: string): string {
  const url = new URL(target);
  url.searchParams.set('code', code);
  return url.toString();
}

/** The implicit flow: the session, with the provider's tokens, in the fragment, out of logs and Referer headers. */
export function sessionRedirect(target: string, session: SessionAnswer): string {
  const params = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
  });
  if (session.provider_token) params.set('provider_token', session.provider_token);
  if (session.provider_refresh_token) params.set('provider_refresh_token', session.provider_refresh_token);
  const url = new URL(target);
  url.hash = params.toString();
  return url.toString();
}
