import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createFastify } from './app';
import type { ServerConfig } from './config';
import type { Database } from './db/types';
import { directHookMails } from './hooks/directHookMails';
import { registerSendEmailHook } from './hooks/routes';
import { registerRequestLog } from './http/logging';
import { registerSecurity } from './http/security';
import { registerSeo } from './http/seo';
import { readBootScript } from './http/site/bootScript';
import { watchContentChanges } from './http/site/contentChanges';
import { PageCache, pageCacheBytes } from './http/site/pageCache';
import { registerSite } from './http/site/registerSite';
import { projectRoot } from './server';
import { createRemoteRenderClient, expiryOnly, projectAnswers, publishedFromApi, type HostedProject } from './http/site/remoteProject';

export interface HostedSite {
  app: FastifyInstance;
  url: string;
  project: HostedProject;
  pageCache: PageCache;
  close(): Promise<void>;
}

export interface HostedSiteOptions {
  /** The browser build; dist/ by default. */
  distDir?: string;
  logger?: boolean;
  /**
   * The project's database (hostedProduct.ts): its NOTIFY drops a page as soon as a row it shows
   * changes, as on the bundled server, instead of after PAGE_CACHE_TTL. Pages are still read
   * through the project's API as anon: this connection never renders anything. The Send Email
   * hook remembers the calls it handled there, so a call reaching two processes is sent once.
   */
  db?: Database;
}

/**
 * In front of a hosted Supabase project (SUPABASE_URL, SUPABASE_ANON_KEY): no
 * database, no API of its own. It serves the built site and renders the public
 * pages with the same loaders, reading the project's API as anon; the pages tell
 * the browser to call the project directly. Stateless: any number of processes.
 * With the project's database (options.db), pages are dropped on its NOTIFY,
 * /health asks the database too, and the Send Email hook's calls are remembered there.
 */
export async function startHostedSite(config: ServerConfig, project: HostedProject, options: HostedSiteOptions = {}): Promise<HostedSite> {
  const distDir = options.distDir ?? path.join(projectRoot, 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`site non construit (${distDir}) : lancez npm run build.`);
  const app = createFastify(config, options.logger);
  registerRequestLog(app);
  const bootScript = readBootScript(distDir);
  await registerSecurity(app, config, { externalApiUrl: project.url, inlineScripts: [bootScript.cspSource] });
  const db = options.db;
  app.get('/health', async (_request, reply) => {
    const [api, database] = await Promise.all([projectAnswers(project), db ? databaseAnswers(db) : undefined]);
    const body = { project: api ? 'reachable' : 'unreachable', ...(db ? { database: database ? 'reachable' : 'unreachable' } : {}) };
    return api && database !== false ? { status: 'ok', ...body } : reply.code(503).send({ status: 'unavailable', ...body });
  });

  let closeHook = () => {};
  if (config.sendEmailHook) {
    const hookMails = directHookMails(config, project, options.db);
    closeHook = hookMails.close;
    const hook = { ...config.sendEmailHook, seal: hookMails.seal, accept: hookMails.accept };
    await app.register((hooks) => registerSendEmailHook(hooks, hook), { prefix: '/hooks' });
  }

  const client = createRemoteRenderClient(project);
  const pageCache = new PageCache(pageCacheBytes, config.pageCacheTtlSeconds * 1000);
  const backend = { siteUrl: config.siteUrl, anonKey: project.anonKey, apiUrl: project.url, client, cache: pageCache, watch: db ? (pages: PageCache) => watchContentChanges(db, pages) : expiryOnly };
  await app.register((site) => registerSeo(site, config.siteUrl, publishedFromApi(client)));
  await app.register((site) => registerSite(site, backend, { distDir, serverBuildDir: path.join(distDir, '..', 'dist-server'), bootScript }));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const close = async () => {
    await app.close();
    closeHook();
  };
  return { app, url: `http://127.0.0.1:${port}`, project, pageCache, close };
}

async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.query('select 1');
    return true;
  } catch {
    return false;
  }
}
