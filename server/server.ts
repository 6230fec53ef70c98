import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { bootstrapAdmin } from './auth/bootstrapAdmin';
import { loadJwtSecret, makeApiKeys } from './auth/keys';
import { SessionRegistry, TokenVerifier } from './auth/requestClaims';
import { loadSigningKeys } from './auth/signingKeys';
import type { ServerConfig } from './config';
import type { ServerContext } from './context';
import { openDatabase } from './db/open';
import { writeFormLimits } from './db/formLimits';
import { applyMigrations, applyPlatform, applySeed } from './db/migrate';
import type { Database } from './db/types';
import { logoReader } from './mail/logoReader';
import { startOutboxWorkers, type OutboxWorkers } from './outboxWorkers';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export interface StartOptions {
  /** Serve the built front end from this folder (default: dist/ when present). */
  distDir?: string | null;
  migrationsDir?: string;
  seedFile?: string | null;
  logger?: boolean;
  /** An already open database (tests); otherwise opened from the configuration. */
  db?: Database;
}

export interface RunningServer {
  app: FastifyInstance;
  ctx: ServerContext;
  url: string;
  /** The outbox's workers (every channel and the upkeep); tests call mail.flush() rather than wait for the timer. */
  mail: OutboxWorkers;
  /** True when this start generated the JWT secret in DATA_DIR: the only start that shows the service_role key. */
  secretCreated: boolean;
  close(): Promise<void>;
}

/** Start-up in order: database, platform, migrations, seed, administrator, HTTP. */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  // Each process would otherwise make its own secret in its DATA_DIR, and refuse the tokens of the others.
  if (config.databaseUrl && !config.jwtSecret && !options.db) {
    throw new Error('JWT_SECRET est obligatoire avec DATABASE_URL : tous les processus qui servent la même base doivent signer les jetons avec le même secret.');
  }
  const db = options.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') }));
  await applyPlatform(db);
  await applyMigrations(db, options.migrationsDir ?? path.join(projectRoot, 'supabase/migrations'));
  await writeFormLimits(db, config);
  if (options.seedFile !== null) await applySeed(db, options.seedFile ?? path.join(projectRoot, 'supabase/seed.sql'));

  const { secret: jwtSecret, created: secretCreated } = await loadJwtSecret(config.jwtSecret, config.dataDir);
  const sessions = new SessionRegistry(db);
  const signingKeys = await loadSigningKeys(config.jwtSigningKeys, jwtSecret);
  const keys = await makeApiKeys(jwtSecret);
  const ctx: ServerContext = {
    config,
    db,
    jwtSecret,
    signingKeys,
    keys,
    sessions,
    verifier: new TokenVerifier({ secret: jwtSecret, publicJwks: signingKeys.publicJwks, keys }, sessions),
    schemaChanged: new Set(),
  };
  await bootstrapAdmin(ctx);

  const builtSite = path.join(projectRoot, 'dist');
  const distDir = options.distDir === undefined ? (existsSync(path.join(builtSite, 'index.html')) ? builtSite : undefined) : (options.distDir ?? undefined);
  const app = await buildApp(ctx, { distDir, logger: options.logger });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Port 0 (tests) is only known now; otherwise SITE_URL is the address the provider and browsers reach.
  ctx.payments?.setPublicUrl(config.port === 0 ? `http://127.0.0.1:${port}` : config.siteUrl);
  // Without an e-MCF module, invoices are certified by the test certifier this server serves (decision 062).
  const mail = startOutboxWorkers({ ...ctx, readLogo: logoReader(ctx), testCertifier: { ownUrl: `http://127.0.0.1:${port}` } });

  return {
    app,
    ctx,
    mail,
    secretCreated,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await mail.stop();
      await db.close();
    },
  };
}
