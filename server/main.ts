import cluster from 'node:cluster';
import { readConfig, type ServerConfig } from './config';
import { startupKeyLines } from './keysBanner';
import { startServer } from './server';
import { runPrimary } from './workers';

/** Serves the whole product: site, back-office and the Supabase-compatible APIs. */
async function serve(config: ServerConfig): Promise<void> {
  const server = await startServer(config, { logger: true });
  // With WORKERS=n every worker would print the same lines: the first one does.
  if (!cluster.isWorker || cluster.worker?.id === 1) {
    server.app.log.info(`Site : ${config.siteUrl}  (API : ${server.url}/rest/v1, ${server.url}/auth/v1)`);
    for (const line of startupKeyLines(server.ctx.keys, server.secretCreated)) server.app.log.info(line);
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
