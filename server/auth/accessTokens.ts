import { SignJWT } from 'jose';
import { appMetadata, userJson, type UserRow } from './users';

/** Access tokens live one hour, as on hosted Supabase. */
export const accessTokenSeconds = 3600;

/** How the session was opened, reported in the token's `amr` claim. */
export type SignInMethod = 'password' | 'recovery' | 'otp';

export interface SessionGrant {
  user: UserRow;
  sessionId: string;
  refreshToken: string;
  method: SignInMethod;
}

/** The HS256 access token GoTrue signs: the claims auth.jwt() and supabase-js read. */
export async function signAccessToken(secret: string, issuer: string, grant: SessionGrant, now = Date.now()) {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + accessTokenSeconds;
  const token = await new SignJWT({
    email: grant.user.email ?? '',
    phone: '',
    app_metadata: appMetadata(grant.user),
    user_metadata: grant.user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: grant.method, timestamp: issuedAt }],
    session_id: grant.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(grant.user.id)
    .setAudience('authenticated')
    .setIssuer(issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt };
}

export interface SessionAnswer {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

/** The session object of /token, /signup and /verify answers. */
export async function sessionJson(secret: string, issuer: string, grant: SessionGrant): Promise<SessionAnswer> {
  const { token, expiresAt } = await signAccessToken(secret, issuer, grant);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: accessTokenSeconds,
    expires_at: expiresAt,
    refresh_token: grant.refreshToken,
    user: userJson(grant.user),
  };
}
