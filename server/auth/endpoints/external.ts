import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthApiError, badRequest, OAuthGrantError } from '../errors';
import { queryText } from '../input';
import { issueOAuthCode, openOAuthFlow, readCodeChallenge } from '../pkce';
import { safeRedirect } from '../redirects';
import { requireUser } from '../requestAuth';
import { countIdentities, deleteUserIdentity, refreshProviders } from '../models/identities';
import { lockUser } from '../models/users';
import { identityFromClaims, signInWithIdentity } from '../external/externalAccount';
import { checkRedirectNonce, verifiedIdTokenClaims } from '../external/idTokenClaims';
import { signOAuthState, readOAuthState, type OAuthState } from '../external/oauthState';
import { isBoundBrowser, newBrowserBinding, setBindingCookie, unbindBrowser } from '../external/browserBinding';
import { codeRedirect, failureRedirect, sessionRedirect } from '../external/oauthRedirects';
import { ProviderError, type ProviderTokens } from '../external/oidcClient';
import type { ExternalProvider } from '../external/providerSettings';
import { startSession, type AuthEnv } from './authEnv';
import { authHandler } from './authHandler';
import { authErrors } from '../authErrors';

/** Providers GoTrue knows: off here unless configured (EXTERNAL_GOOGLE_*, EXTERNAL_OIDC_*). */
const knownProviders = new Set(['apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab', 'google', 'kakao', 'keycloak', 'linkedin', 'linkedin_oidc', 'notion', 'slack', 'slack_oidc', 'spotify', 'twitch', 'twitter', 'workos', 'zoom', 'snapchat']);

interface AuthorizeQuery {
  provider?: unknown;
  redirect_to?: unknown;
  scopes?: unknown;
  code_challenge?: unknown;
  code_challenge_method?: unknown;
  skip_http_redirect?: unknown;
}

interface CallbackQuery {
  code?: unknown;
  state?: unknown;
  error?: unknown;
  error_description?: unknown;
}

/**
 * GoTrue's external sign-in (external.go, identity.go): GET /authorize sends the browser to the
 * provider, GET /callback comes back with its code; linkIdentity and unlinkIdentity under /user/identities.
 */
export function externalEndpoints(env: AuthEnv) {
  const { config } = env.ctx;

  return {
    authorize: authHandler<{ Querystring: AuthorizeQuery }>(async (request, reply) => {
      const provider = configuredProvider(env, request.query.provider);
      const binding = newBrowserBinding();
      const url = await providerRedirect(env, provider, request.query, binding.hash);
      setBindingCookie(request, reply, binding);
      return redirectOrUrl(reply, url, request.query.skip_http_redirect);
    }),

    linkIdentity: authHandler<{ Querystring: AuthorizeQuery }>(async (request, reply) => {
      // As GoTrue's routes: the bearer token first, then the setting.
      const { user } = await requireUser(env.ctx, request);
      requireManualLinking(env);
      const provider = configuredProvider(env, request.query.provider);
      const binding = newBrowserBinding();
      const url = await providerRedirect(env, provider, request.query, binding.hash, user.id);
      setBindingCookie(request, reply, binding);
      return redirectOrUrl(reply, url, request.query.skip_http_redirect);
    }),

    unlinkIdentity: authHandler<{ Params: { identityId: string } }>(async (request) => {
      // As GoTrue's routes: the bearer token first, then the setting.
      const { user } = await requireUser(env.ctx, request);
      requireManualLinking(env);
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(request.params.identityId)) {
        throw new AuthApiError(authErrors.invalidPathId, 'identity_id must be an UUID');
      }
      await env.ctx.db.transaction(async (tx) => {
        // Counted under the user's lock, so two unlinks at once cannot leave the account with none.
        await lockUser(tx, user.id);
        if ((await countIdentities(tx, user.id)) <= 1) {
          throw new AuthApiError(authErrors.singleIdentityNotDeletable, 'User must have at least 1 identity after unlinking');
        }
        if (!(await deleteUserIdentity(tx, user.id, request.params.identityId))) {
          throw new AuthApiError(authErrors.identityNotFound, "Identity doesn't exist");
        }
        await refreshProviders(tx, user.id);
      });
      return {};
    }),

    callback: authHandler<{ Querystring: CallbackQuery }>(async (request, reply) => {
      const state = await readOAuthState(env.ctx.jwtSecret, queryText(request.query.state) ?? '');
      if (!state) {
        const invalid = new AuthApiError(authErrors.badOauthState, 'OAuth state parameter is invalid');
        return reply.redirect(failureRedirect(config.siteUrl, invalid), 302);
      }
      unbindBrowser(request, reply, state.browserHash);
      if (!isBoundBrowser(request, state.browserHash)) {
        // Opened in a browser that did not start the flow: nothing is signed in or linked.
        const elsewhere = new AuthApiError(authErrors.badOauthState, 'OAuth state was issued to another browser');
        return reply.redirect(failureRedirect(state.redirectTo, elsewhere), 302);
      }
      try {
        return reply.redirect(await finishSignIn(env, request, state), 302);
      } catch (failure) {
        if (!(failure instanceof AuthApiError || failure instanceof OAuthGrantError)) request.log.error({ err: failure }, 'external sign-in failed');
        return reply.redirect(failureRedirect(state.redirectTo, failure), 302);
      }
    }),
  };
}

function configuredProvider(env: AuthEnv, requested: unknown): ExternalProvider {
  const name = typeof requested === 'string' ? requested.toLowerCase() : '';
  const provider = env.ctx.config.externalProviders.find((candidate) => candidate.name === name);
  if (provider) return provider;
  if (knownProviders.has(name)) throw new AuthApiError(authErrors.providerDisabled, 'Unsupported provider: provider is not enabled');
  throw badRequest(`Unsupported provider: Provider ${name} could not be found`);
}

function requireManualLinking(env: AuthEnv): void {
  if (!env.ctx.config.manualLinkingEnabled) throw new AuthApiError(authErrors.manualLinkingDisabled, 'Manual linking is disabled');
}

/** The provider's sign-in page, with a signed state bound to this browser (and a PKCE flow when the client asked for one). */
async function providerRedirect(env: AuthEnv, provider: ExternalProvider, query: AuthorizeQuery, browserHash: string, linkUserId?: string): Promise<string> {
  const { siteUrl, additionalRedirectUrls } = env.ctx.config;
  const redirectTo = safeRedirect(queryText(query.redirect_to), siteUrl, additionalRedirectUrls);
  const pkce = readCodeChallenge(queryText(query.code_challenge), queryText(query.code_challenge_method));
  const flowStateId = pkce ? await openOAuthFlow(env.ctx.db, pkce, provider.name) : undefined;
  const nonce = randomBytes(24).toString('base64url');
  const state = await signOAuthState(env.ctx.jwtSecret, { provider: provider.name, redirectTo, nonce, flowStateId, linkUserId, browserHash });
  const scopes = (queryText(query.scopes) ?? '').split(/[\s,]+/).filter(Boolean);
  return env.oidc.authorizationUrl(provider, { state, nonce, scopes, extra: forwardedParams(query) });
}

/** This API's own parameters (and the API key a link may carry); every other one goes on to the provider, as GoTrue forwards them. */
const ownParams = new Set(['provider', 'redirect_to', 'scopes', 'code_challenge', 'code_challenge_method', 'skip_http_redirect', 'flow_type', 'apikey']);

function forwardedParams(query: AuthorizeQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => !ownParams.has(entry[0]) && typeof entry[1] === 'string'));
}

/** skip_http_redirect=true (what linkIdentity sends): the address as JSON, for the client to open. */
function redirectOrUrl(reply: FastifyReply, url: string, skipHttpRedirect: unknown) {
  if (skipHttpRedirect === 'true') return { url };
  return reply.redirect(url, 302);
}

/** The provider's code for its tokens, the id_token checked, the user found, linked or made: where the browser goes. */
async function finishSignIn(env: AuthEnv, request: FastifyRequest<{ Querystring: CallbackQuery }>, state: OAuthState) {
  const providerError = queryText(request.query.error);
  if (providerError) throw new OAuthGrantError(providerError, queryText(request.query.error_description) ?? '');
  const provider = configuredProvider(env, state.provider);
  const code = queryText(request.query.code);
  if (!code) throw new AuthApiError(authErrors.badOauthCallback, 'OAuth callback with missing authorization code');
  let tokens: ProviderTokens;
  try {
    tokens = await env.oidc.exchangeCode(provider, code);
  } catch (error) {
    if (error instanceof ProviderError) throw new OAuthGrantError('server_error', 'Unable to exchange external code');
    throw error;
  }
  let claims = await verifiedIdTokenClaims(env.oidc, provider, tokens.idToken);
  checkRedirectNonce(claims, state.nonce);
  if (!claims.email) {
    // Some providers (and certified ones by default) keep profile claims for the userinfo endpoint.
    const info = await env.oidc.userInfo(provider, tokens.accessToken);
    if (info && info.sub === claims.sub) claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
  }
  const user = await signInWithIdentity(env.ctx.db, identityFromClaims(provider, claims), {
    linkUserId: state.linkUserId,
    signupDisabled: env.ctx.config.disableSignup,
  });
  if (state.flowStateId) {
    const authCode = await issueOAuthCode(env.ctx.db, state.flowStateId, user.id, tokens);
    if (!authCode) throw new AuthApiError(authErrors.flowStateNotFound, 'invalid flow state, no valid flow state found');
    return codeRedirect(state.redirectTo, authCode);
  }
  return sessionRedirect(state.redirectTo, await startSession(env, user, 'oauth', request, tokens));
}
