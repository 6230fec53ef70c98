import type { ApiKeys } from './auth/keys';
import type { SessionRegistry, TokenVerifier } from './auth/requestClaims';
import type { SigningKeys } from './auth/signingKeys';
import type { ServerConfig } from './config';
import type { Database } from './db/types';
import type { PageCache } from './http/site/pageCache';
import type { Payments } from './payments/provider';

/** The open realtime websockets, as the realtime API hands them to tests. */
export interface RealtimeConnections {
  /** Cuts every open socket at once, as a lost network would: clients reconnect by themselves. */
  cutAll(): void;
}

/** What every API module receives: built once at start, shared by all requests. */
export interface ServerContext {
  config: ServerConfig;
  db: Database;
  /** HS256: the legacy API keys, access tokens issued before the asymmetric keys, e-mailed codes. */
  jwtSecret: string;
  /** Signs new access tokens; its public half is at /auth/v1/.well-known/jwks.json. */
  signingKeys: SigningKeys;
  keys: ApiKeys;
  sessions: SessionRegistry;
  verifier: TokenVerifier;
  /** Called after migrations or any schema change so the REST layer re-reads the catalogue. */
  schemaChanged: Set<() => Promise<void>>;
  /** The rendered public pages, when the site is served (read by tests and benchmarks). */
  pageCache?: PageCache;
  /** The open realtime websockets (tests cut them to check that clients come back). */
  realtime?: RealtimeConnections;
  /** Online payments (server/payments): set when the API is served. */
  payments?: Payments;
}
