import { readConfig } from './config';
import { startupKeyLines } from './keysBanner';
import { startServer } from './server';

/** Serves the whole product: site, back-office and the Supabase-compatible APIs. */
const config = readConfig();
const server = await startServer(config, { logger: true });
server.app.log.info(`Site : ${config.siteUrl}  (API : ${server.url}/rest/v1, ${server.url}/auth/v1)`);
for (const line of startupKeyLines(server.ctx.keys, server.secretCreated)) server.app.log.info(line);

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
