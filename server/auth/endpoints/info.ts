import type { FastifyInstance } from 'fastify';
import type { AuthEnv } from './authEnv';

/** GET /settings, /health and the (empty: tokens are HS256) JWKS that clients may ask for. */
export function registerInfo(api: FastifyInstance, env: AuthEnv): void {
  api.get('/settings', async () => ({
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: env.ctx.config.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));
  api.get('/health', async () => ({
    version: '2.0.0',
    name: 'GoTrue',
    description: 'GoTrue-compatible authentication API',
  }));
  api.get('/.well-known/jwks.json', async () => ({ keys: [] }));
}
