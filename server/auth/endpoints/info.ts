import type { FastifyInstance } from 'fastify';
import { AuthApiError } from '../errors';
import type { AuthEnv } from './authEnv';
import { AuthErrorCode } from '../../../src/shared/auth/authErrorCodes';

/** Providers GoTrue knows: each is off here (sign-in is by e-mail and password only). */
const knownProviders = new Set(['apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github', 'gitlab', 'google', 'kakao', 'keycloak', 'linkedin', 'linkedin_oidc', 'notion', 'slack', 'slack_oidc', 'spotify', 'twitch', 'twitter', 'workos', 'zoom', 'snapchat']);

/** GET /settings, /health and the JWKS: the public keys access tokens are signed with. */
export function registerInfo(api: FastifyInstance, env: AuthEnv): void {
  api.get('/settings', async () => ({
    external: { email: true, phone: env.ctx.config.phoneAuth.enabled, anonymous_users: false },
    disable_signup: env.ctx.config.disableSignup,
    mailer_autoconfirm: env.ctx.config.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));
  // supabase-js signInWithOAuth sends the browser here: GoTrue's answer for a provider that is off.
  api.get<{ Querystring: { provider?: unknown } }>('/authorize', async (request) => {
    const provider = typeof request.query.provider === 'string' ? request.query.provider.toLowerCase() : '';
    if (knownProviders.has(provider)) throw new AuthApiError(400, AuthErrorCode.providerDisabled, 'Unsupported provider: provider is not enabled');
    throw new AuthApiError(400, AuthErrorCode.validationFailed, `Unsupported provider: Provider ${provider} could not be found`);
  });
  api.get('/health', async () => ({
    version: '2.0.0',
    name: 'GoTrue',
    description: 'GoTrue-compatible authentication API',
  }));
  // supabase-js getClaims() verifies a token with these alone, then keeps them (auth-js JWKS_TTL);
  // GoTrue lets caches keep them ten minutes too. Only public halves: never a private field nor the HS256 secret.
  api.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return { keys: env.ctx.signingKeys.publicJwks };
  });
}
