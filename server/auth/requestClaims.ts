import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWTHeaderParameters, type JWK } from 'jose';
import type { Database } from '../db/types';
import type { ApiKeys } from './keys';

/** The roles a token may carry; anything else is refused before SQL runs. */
export const apiRoles = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof apiRoles)[number];
/**
 * The roles GoTrue's admin API accepts (its GOTRUE_JWT_ADMIN_ROLES default). supabase_admin, the
 * platform's own superuser, is accepted there only: the data APIs refuse it before SQL runs.
 */
export const authAdminRoles = ['service_role', 'supabase_admin'] as const;
const tokenRoles: readonly string[] = [...apiRoles, 'supabase_admin'];
const isApiRole = (role: unknown): role is ApiRole => (apiRoles as readonly unknown[]).includes(role);

/** A verified token's claims before the caller checks its role (the admin API knows one more). */
interface TokenClaims {
  role: string;
  sub?: string;
  email?: string;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [claim: string]: unknown;
}

export interface Claims extends TokenClaims {
  role: ApiRole;
}

export type TokenProblem = 'expired' | 'invalid' | 'revoked' | 'banned';

export class TokenError extends Error {
  constructor(
    readonly problem: TokenProblem,
    message: string,
    /** The user a validly signed token names, when its session is refused: GoTrue then says whether that user still exists. */
    readonly subject?: string,
  ) {
    super(message);
    this.name = 'TokenError';
  }
}

export type SessionState = 'active' | 'ended' | 'banned';

/**
 * Whether a session still exists and its user is not banned. Checked for every user token so
 * that logout really ends access and a ban suspends it (the session itself stays, as GoTrue
 * keeps it, and serves again when the ban is lifted); a short positive cache keeps it off the
 * hot path, and logout and bans call forget() so this process never serves such a session.
 */
export class SessionRegistry {
  private readonly alive = new Map<string, number>();
  constructor(
    private readonly db: Database,
    private readonly cacheMs = 5_000,
  ) {}

  async state(sessionId: string): Promise<SessionState> {
    const until = this.alive.get(sessionId);
    if (until !== undefined && until > Date.now()) return 'active';
    const found = await this.db.query<{ banned: boolean }>(
      `select coalesce(u.banned_until > now(), false) as banned
         from auth.sessions s join auth.users u on u.id = s.user_id
        where s.id = $1 and (s.not_after is null or s.not_after > now())`,
      [sessionId],
    );
    const session = found.rows[0];
    if (!session || session.banned) {
      this.alive.delete(sessionId);
      return session ? 'banned' : 'ended';
    }
    if (this.alive.size > 10_000) this.alive.clear();
    this.alive.set(sessionId, Date.now() + this.cacheMs);
    return 'active';
  }

  forget(sessionIds: string[]): void {
    for (const id of sessionIds) this.alive.delete(id);
  }

  /**
   * Forgets the sessions other processes end, as they end (the trigger on
   * auth.sessions in platform.sql announces them); everything after the
   * listening connection was lost, since announcements may have been missed.
   */
  listenForEndedSessions(): Promise<() => Promise<void>> {
    return this.db.listen(
      'auth_sessions_ended',
      (payload) => (payload === '*' ? this.alive.clear() : this.forget(payload.split(','))),
      () => this.alive.clear(),
    );
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The bearer token of a request: Authorization first, else the apikey header, as Supabase's gateway does. */
export function requestToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const authorization = headers.authorization;
  if (typeof authorization === 'string' && authorization.trim()) {
    const match = /^bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) throw new TokenError('invalid', 'Authorization header must be "Bearer <token>"');
    return match[1];
  }
  const apikey = headers.apikey;
  return typeof apikey === 'string' && apikey.trim() ? apikey.trim() : undefined;
}

/** At most this many verified tokens remembered: the API keys, and the user tokens of the people at work now. */
const maxVerifiedTokens = 1000;

/** What a token may be checked against: the HS256 secret, the public signing keys, and the opaque API keys. */
export interface VerificationKeys {
  secret: string;
  publicJwks: JWK[];
  keys: Pick<ApiKeys, 'publishableKey' | 'secretKey'>;
}

/** Asymmetric tokens are checked only with the public keys, HS256 ones only with the secret: no algorithm confusion. */
const acceptedAlgorithms = ['HS256', 'ES256', 'RS256'];

/** The prefix of Supabase's new opaque API keys (sb_publishable_…, sb_secret_…). */
export const opaqueKeyPrefix = 'sb_';

export class TokenVerifier {
  private readonly hmacKey: Uint8Array;
  private readonly publicKeys: ReturnType<typeof createLocalJWKSet>;
  /** The opaque keys and the role each stands for, as Supabase's gateway maps them. */
  private readonly opaqueKeys: Map<string, Claims>;
  /**
   * Tokens whose signature and claims were verified, so the same token is not checked again on
   * every request and by every hook that reads it: an HMAC through WebCrypto costs a promise and a
   * thread-pool job each time (about 8 % of the server's thread on a back-office list). What can
   * change is checked at each use: the expiry, and for a user token its session (SessionRegistry,
   * told at once of a logout on any process), so a logout still takes effect at the next request.
   */
  private readonly verifiedTokens = new Map<string, TokenClaims>();

  constructor(
    keys: VerificationKeys,
    private readonly sessions: SessionRegistry,
  ) {
    this.hmacKey = new TextEncoder().encode(keys.secret);
    this.publicKeys = createLocalJWKSet({ keys: keys.publicJwks });
    this.opaqueKeys = new Map<string, Claims>([
      [keys.keys.publishableKey, { role: 'anon' }],
      [keys.keys.secretKey, { role: 'service_role' }],
    ]);
  }

  /** Whether this is one of the server's opaque API keys (sb_publishable_…, sb_secret_…). */
  opaqueKeyRole(key: string): ApiRole | undefined {
    return this.opaqueKeys.get(key)?.role;
  }

  /**
   * Verifies a token and returns its claims; no token means the anon role. An opaque API key
   * stands for its role, as the short-lived JWT Supabase's gateway mints for it would.
   */
  async verify(token: string | undefined): Promise<Claims> {
    if (!token) return { role: 'anon' };
    const claims = await this.verifiedClaims(token);
    if (!isApiRole(claims.role)) throw new TokenError('invalid', 'invalid JWT: unknown role');
    return claims as Claims;
  }

  /** The role of a verified token presented to the auth admin API, which also knows supabase_admin. */
  async authAdminRole(token: string): Promise<string> {
    return (await this.verifiedClaims(token)).role;
  }

  private async verifiedClaims(token: string): Promise<TokenClaims> {
    if (token.startsWith(opaqueKeyPrefix)) {
      const claims = this.opaqueKeys.get(token);
      if (!claims) throw new TokenError('invalid', 'Invalid API key');
      return claims;
    }
    const known = this.verifiedTokens.get(token);
    if (known && (known.exp === undefined || known.exp * 1000 > Date.now())) {
      if (known.session_id !== undefined) await this.checkSession(known.session_id, known.sub);
      return known;
    }
    const claims = await this.check(token);
    if (this.verifiedTokens.size >= maxVerifiedTokens) this.verifiedTokens.clear();
    this.verifiedTokens.set(token, claims);
    return claims;
  }

  private async checkSession(sessionId: string, subject: string | undefined): Promise<void> {
    const state = await this.sessions.state(sessionId);
    if (state === 'ended') throw new TokenError('revoked', 'invalid JWT: session has ended', subject);
    if (state === 'banned') throw new TokenError('banned', 'invalid JWT: user is banned');
  }

  private async check(token: string): Promise<TokenClaims> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(
        token,
        (header: JWTHeaderParameters, jws) => (header.alg === 'HS256' ? this.hmacKey : this.publicKeys(header, jws)),
        { algorithms: acceptedAlgorithms },
      ));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new TokenError('expired', 'JWT expired');
      throw new TokenError('invalid', 'invalid JWT: unable to parse or verify signature');
    }
    const role = payload.role;
    if (typeof role !== 'string' || !tokenRoles.includes(role)) {
      throw new TokenError('invalid', 'invalid JWT: unknown role');
    }
    if (payload.aud !== undefined) {
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (!audiences.includes('authenticated')) throw new TokenError('invalid', 'invalid JWT: wrong audience');
    }
    if (role === 'authenticated') {
      if (typeof payload.sub !== 'string' || !uuidPattern.test(payload.sub)) {
        throw new TokenError('invalid', 'invalid JWT: missing subject');
      }
      const sessionId = payload.session_id;
      if (sessionId !== undefined) {
        if (typeof sessionId !== 'string' || !uuidPattern.test(sessionId)) throw new TokenError('revoked', 'invalid JWT: session has ended');
        await this.checkSession(sessionId, payload.sub);
      }
    }
    return payload as TokenClaims;
  }
}
