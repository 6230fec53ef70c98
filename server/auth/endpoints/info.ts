import type { AuthEnv } from './authEnv';
import { authHandler } from './authHandler';

/** GET /settings, /health and the JWKS: the public keys access tokens are signed with. */
export function infoEndpoints(env: AuthEnv) {
  return {
    settings: authHandler(async () => ({
      // Every provider GoTrue lists is false unless configured (decision 054); `external_labels` is ours: the button's name.
      external: {
        email: true,
        phone: env.ctx.config.phoneAuth.enabled,
        anonymous_users: false,
        google: false,
        keycloak: false,
        azure: false,
        ...Object.fromEntries(env.ctx.config.externalProviders.map((provider) => [provider.name, true])),
      },
      external_labels: Object.fromEntries(env.ctx.config.externalProviders.map((provider) => [provider.name, provider.label])),
      disable_signup: env.ctx.config.disableSignup,
      mailer_autoconfirm: env.ctx.config.mailerAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    })),
    health: authHandler(async () => ({
      version: '2.0.0',
      name: 'GoTrue',
      description: 'GoTrue-compatible authentication API',
    })),
    // supabase-js getClaims() verifies a token with these alone, then keeps them (auth-js JWKS_TTL);
    // GoTrue lets caches keep them ten minutes too. Only public halves: never a private field nor the HS256 secret.
    jwks: authHandler(async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return { keys: env.ctx.signingKeys.publicJwks };
    }),
  };
}
