import { sendReauthenticationCode } from '../reauthentication';
import { requireUser } from '../requestAuth';
import type { AuthEnv } from './authEnv';
import { authHandler } from './authHandler';

/** GET /reauthenticate: e-mails the signed-in user a code that PUT /user accepts as `nonce`. */
export function reauthenticateEndpoints(env: AuthEnv) {
  return {
    reauthenticate: authHandler(async (request) => {
      const { user } = await requireUser(env.ctx, request);
      await sendReauthenticationCode(env, user);
      return {};
    }),
  };
}
