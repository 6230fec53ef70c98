import type { FastifyInstance } from 'fastify';
import { sendReauthenticationCode } from '../reauthentication';
import { requireUser } from '../requestAuth';
import type { AuthEnv } from './authEnv';

/** GET /reauthenticate: e-mails the signed-in user a code that PUT /user accepts as `nonce`. */
export function registerReauthenticate(api: FastifyInstance, env: AuthEnv): void {
  api.get('/reauthenticate', async (request) => {
    const { user } = await requireUser(env.ctx, request);
    await sendReauthenticationCode(env, user);
    return {};
  });
}
