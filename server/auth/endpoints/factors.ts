import { AuthApiError, badRequest } from '../errors';
import { enrollBody, parseBody } from '../input';
import { lowerSessionsOf } from '../mfa/assurance';
import { deleteFactor, findOwnFactor, insertFactor } from '../mfa/factorLifecycle';
import { hasVerifiedFactor } from '../models/mfaFactors';
import { enrollmentCode, newTotpSecret } from '../mfa/totp';
import { requireUser } from '../requestAuth';
import type { AuthEnv } from './authEnv';
import { authHandler } from './authHandler';
import { authErrors } from '../authErrors';

const isAal2 = (claims: Record<string, unknown>) => claims.aal === 'aal2';

/**
 * POST /factors (enroll a TOTP factor) and DELETE /factors/{id} (unenroll), as GoTrue answers them.
 * Challenge and verify are in factorVerify.ts. Factors are listed in the user object (userJson.ts).
 */
export function factorsEndpoints(env: AuthEnv) {
  return {
    enroll: authHandler(async (request) => {
      const { user, claims } = await requireUser(env.ctx, request);
      const body = parseBody(enrollBody, request.body);
      if (body.factor_type === 'phone') throw new AuthApiError(authErrors.mfaPhoneEnrollNotEnabled, 'MFA enroll is disabled for Phone');
      if (body.factor_type === 'webauthn') throw new AuthApiError(authErrors.mfaWebauthnEnrollNotEnabled, 'MFA enroll is disabled for WebAuthn');
      if (body.factor_type !== 'totp') throw badRequest('factor_type needs to be totp, phone, or webauthn');
      const issuer = body.issuer?.trim() || new URL(env.ctx.config.siteUrl).hostname;
      if (issuer.includes(':')) throw badRequest('Invalid issuer');
      // As GoTrue: once a factor is verified, adding another needs a session that proved it.
      if (!isAal2(claims) && (await hasVerifiedFactor(env.ctx.db, user.id))) {
        throw new AuthApiError(authErrors.insufficientAal, 'AAL2 required to enroll a new factor');
      }

      const secret = newTotpSecret();
      const factor = await env.ctx.db.transaction((tx) => insertFactor(tx, user.id, body.friendly_name ?? '', secret));
      const { uri, svg } = await enrollmentCode(secret, issuer, user.email ?? user.id);
      // The SVG as it is: supabase-js adds the "data:image/svg+xml;utf-8," prefix itself.
      return { id: factor.id, type: 'totp', friendly_name: factor.friendly_name ?? '', totp: { qr_code: svg, secret, uri } };
    }),

    unenroll: authHandler<{ Params: { factorId: string } }>(async (request) => {
      const { user, claims } = await requireUser(env.ctx, request);
      const factor = await findOwnFactor(env.ctx.db, user.id, request.params.factorId);
      // A stolen password alone must not remove the factor that protects the account.
      if (!isAal2(claims) && (await hasVerifiedFactor(env.ctx.db, user.id))) {
        throw new AuthApiError(authErrors.insufficientAalToUnenroll, 'AAL2 required to unenroll verified factor');
      }
      await env.ctx.db.transaction(async (tx) => {
        await lowerSessionsOf(tx, factor.id);
        await deleteFactor(tx, factor.id);
      });
      return { id: factor.id };
    }),
  };
}
