// First: React must see NODE_ENV before anything loads it.
import './productionMode';
import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { missingAdministratorHint } from './auth/bootstrapAdmin';
import { readConfig, type ServerConfig } from './config';
import { startHostedProduct } from './hostedProduct';
import { startHostedSite } from './hostedSite';
import { startupKeyLines } from './keysBanner';
import { startServer } from './server';
import { runPrimary } from './workers';

/** With WORKERS=n every worker would print the same lines: the first one does. */
const firstProcess = !cluster.isWorker || cluster.worker?.id === 1;

/**
 * Serves the whole product (site, back-office, Supabase-compatible APIs), or the site in front of a hosted
 * project: with its database (DATABASE_URL) also the outbox and the scheduled work, without it the pages only.
 */
async function serve(config: ServerConfig): Promise<void> {
  let server: { app: FastifyInstance; close(): Promise<void> };
  if (config.hostedProject && config.databaseUrl) {
    const product = await startHostedProduct(config, config.hostedProject, { logger: true });
    if (firstProcess) {
      product.app.log.info(`Site : ${config.siteUrl}, devant le projet Supabase ${product.project.url}, avec sa base : envoi des e-mails, rappels, expiration et purge ; pages renouvelées à chaque modification`);
    }
    server = product;
  } else if (config.hostedProject) {
    const site = await startHostedSite(config, config.hostedProject, { logger: true });
    if (firstProcess) site.app.log.info(`Site : ${config.siteUrl}, devant le projet Supabase ${site.project.url} (aucune base ouverte ici ; pages gardées ${config.pageCacheTtlSeconds} s)`);
    server = site;
  } else {
    const full = await startServer(config, { logger: true });
    if (firstProcess) {
      full.app.log.info(`Site : ${config.siteUrl}  (API : ${full.url}/rest/v1, ${full.url}/auth/v1)`);
      for (const line of startupKeyLines(full.ctx.keys, full.secretCreated)) full.app.log.info(line);
      const adminHint = await missingAdministratorHint(full.ctx.db);
      if (adminHint) full.app.log.warn(adminHint);
    }
    server = full;
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      server.app.log.info(`${signal} reçu : arrêt propre`);
      // A request stuck for ever must not hold the process (and a redeploy) hostage.
      setTimeout(() => {
        server.app.log.error('arrêt propre trop long : arrêt forcé');
        process.exit(1);
      }, 25_000).unref();
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

/** A start-up failure is for an operator: its message alone, in French, and a non-zero exit. */
function fail(error: unknown): never {
  console.error(`Démarrage impossible : ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

try {
  const config = readConfig();
  if (config.workers > 1 && cluster.isPrimary) {
    runPrimary(config.workers, { info: (line) => console.info(line), error: (line) => console.error(line) });
  } else {
    await serve(config);
  }
} catch (error) {
  fail(error);
}
