import { SignJWT } from 'jose';
import type { SigningKeys } from './signingKeys';
import { appMetadata, userJson, type UserRow } from './userJson';

/** Access tokens live one hour, as on hosted Supabase. */
export const accessTokenSeconds = 3600;

/** How the session was opened, reported in the token's `amr` claim. */
export type SignInMethod = 'password' | 'recovery' | 'otp' | 'totp' | 'oauth';

/** One entry of the `amr` claim: a way the user proved who they are in this session, and when. */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** The session's assurance level and how it was reached (server/auth/mfa/assurance.ts). */
export interface SessionAssurance {
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
}

export interface SessionGrant {
  user: UserRow;
  sessionId: string;
  refreshToken: string;
  method: SignInMethod;
  /** Read from the session when it has more than the sign-in of this request (refresh, second factor). */
  assurance?: SessionAssurance;
  /** An external sign-in: the provider's own tokens, handed to the client once (GoTrue's provider_token). */
  providerTokens?: { accessToken: string; refreshToken?: string };
}

/**
 * The access token GoTrue signs: the claims auth.jwt() and supabase-js read, signed with the
 * current asymmetric key and naming it (`kid`) so that a client holding the JWKS verifies it alone.
 */
export async function signAccessToken(signer: SigningKeys['current'], issuer: string, grant: SessionGrant, now = Date.now()) {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + accessTokenSeconds;
  const token = await new SignJWT({
    email: grant.user.email ?? '',
    phone: grant.user.phone ?? '',
    app_metadata: appMetadata(grant.user),
    user_metadata: grant.user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: grant.assurance?.aal ?? 'aal1',
    amr: grant.assurance?.amr.length ? grant.assurance.amr : [{ method: grant.method, timestamp: issuedAt }],
    session_id: grant.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: signer.alg, kid: signer.kid, typ: 'JWT' })
    .setSubject(grant.user.id)
    .setAudience('authenticated')
    .setIssuer(issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(signer.privateKey);
  return { token, expiresAt };
}

export interface SessionAnswer {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  provider_token?: string;
  provider_refresh_token?: string;
}

/** The session object of /token, /signup and /verify answers. */
export async function sessionJson(signer: SigningKeys['current'], issuer: string, grant: SessionGrant): Promise<SessionAnswer> {
  const { token, expiresAt } = await signAccessToken(signer, issuer, grant);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: accessTokenSeconds,
    expires_at: expiresAt,
    refresh_token: grant.refreshToken,
    user: userJson(grant.user),
    provider_token: grant.providerTokens?.accessToken,
    provider_refresh_token: grant.providerTokens?.refreshToken,
  };
}
