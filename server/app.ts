import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { registerAuthApi } from './auth/routes';
import type { ServerConfig } from './config';
import type { ServerContext } from './context';
import { registerApiErrors } from './http/apiErrors';
import { clientErrorHandler } from './http/clientErrors';
import { registerApiKeyInQuery } from './http/apiKeyInQuery';
import { registerApiKeyRequired } from './http/apiKeyRequired';
import { registerOpaqueApiKeys } from './http/opaqueApiKeys';
import { registerRefusedLinkLimit } from './http/refusedLinkLimit';
import { queueHookMails } from './hooks/outboxHookMails';
import { registerSendEmailHook } from './hooks/routes';
import { sealValue } from './outbox/sealedValues';
import { registerHealth } from './http/health';
import { loggerOptions, registerRequestLog } from './http/logging';
import { registerSecurity } from './http/security';
import { publishedFromDatabase, registerSeo } from './http/seo';
import { readBootScript } from './http/site/bootScript';
import { watchContentChanges } from './http/site/contentChanges';
import { PageCache, pageCacheBytes } from './http/site/pageCache';
import { createRenderClient } from './http/site/renderClient';
import { registerSite } from './http/site/registerSite';
import { fastifyTrustProxy } from './http/trustProxy';
import { registerPayments } from './payments/paymentsSetup';
import { registerRealtimeApi } from './realtime/routes';
import { registerRestApi } from './rest/routes';
import type { RestReads } from './rest/restReads';
import { registerStorageApi } from './storage/routes';
import { registerTestCertifier, testCertifierPath } from './certification/testCertifier';

export interface AppOptions {
  /** Folder of the built front end; not served when absent (API-only tests). */
  distDir?: string;
  /** Folder of the server build of the public site (rendering at request time); needed with distDir. */
  serverBuildDir?: string;
  logger?: boolean;
}

/** Fastify as both the full server and the site in front of a hosted project use it. */
export function createFastify(config: ServerConfig, logger?: boolean): FastifyInstance {
  return Fastify({
    logger: logger ? loggerOptions(config.logLevel) : false,
    // Fastify's two lines per request are replaced by one (http/logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Loading the page renderer (React, the routes, a DOM for sanitising posts) takes seconds on a busy machine.
    pluginTimeout: 120_000,
    // A client trickling its request (slowloris) gives up its connection; generous for uploads over slow mobile links.
    requestTimeout: 120_000,
    // Forwarded addresses are believed only from the proxies named in TRUST_PROXY (none by default):
    // believing any other client would let it pick the address the rate limits count.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // PostgREST filters repeat keys and nest parentheses: the REST layer parses the raw query itself.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Requests Node refuses before routing (oversized headers or address) still get the API's error shape.
    clientErrorHandler,
  });
}

/** The HTTP server: Supabase's APIs under their usual paths, the site everywhere else. */
export async function buildApp(ctx: ServerContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = createFastify(ctx.config, options.logger);
  registerApiErrors(app);
  registerRequestLog(app);
  registerApiKeyInQuery(app);
  // Read once: the pages carry it inline, the policy names its hash.
  const bootScript = options.distDir ? readBootScript(options.distDir) : undefined;
  await registerSecurity(app, ctx.config, { externalApiUrl: ctx.config.builtApiUrl, inlineScripts: bootScript ? [bootScript.cspSource] : [] });
  // After CORS, so the browser can read the refusal; after apiKeyInQuery, so ?apikey= counts.
  registerApiKeyRequired(app);
  registerOpaqueApiKeys(app, ctx);
  await registerRefusedLinkLimit(app, ctx);
  await app.register((api) => registerAuthApi(api, ctx), { prefix: '/auth/v1' });
  // The REST layer's reads, kept for the page renderer (below), which calls them in-process.
  const rest: { reads?: RestReads } = {};
  await app.register(async (api) => {
    rest.reads = await registerRestApi(api, ctx);
  }, { prefix: '/rest/v1' });
  await app.register((api) => registerStorageApi(api, ctx), { prefix: '/storage/v1' });
  await app.register((api) => registerRealtimeApi(api, ctx), { prefix: '/realtime/v1' });
  await app.register((api) => registerHealth(api, ctx));
  // Without an e-MCF module, the product certifies with its own test certifier (decision 062).
  if (!ctx.config.secef) await app.register((secef) => registerTestCertifier(secef), { prefix: testCertifierPath });
  ctx.payments = await registerPayments(app, ctx);
  const sendEmailHook = ctx.config.sendEmailHook;
  if (sendEmailHook) {
    // GoTrue's link and code wait in the outbox sealed with a key from the JWT secret, opened when the mail leaves.
    const hook = { ...sendEmailHook, seal: (value: string) => sealValue(ctx.jwtSecret, value), accept: queueHookMails(ctx.db) };
    await app.register((hooks) => registerSendEmailHook(hooks, hook), { prefix: '/hooks' });
  }
  if (options.distDir && bootScript && rest.reads) {
    await app.register((site) => registerSeo(site, ctx.config.siteUrl, publishedFromDatabase(ctx.db)));
    const siteOptions = { distDir: options.distDir, serverBuildDir: options.serverBuildDir ?? path.join(options.distDir, '..', 'dist-server'), bootScript };
    const cache = new PageCache(pageCacheBytes);
    ctx.pageCache = cache;
    // The renderer reads through this server's own REST layer, in-process (no HTTP); triggers announce changes.
    const backend = { siteUrl: ctx.config.siteUrl, anonKey: ctx.keys.anonKey, client: createRenderClient(rest.reads, ctx.keys.anonKey), cache, watch: (pages: PageCache) => watchContentChanges(ctx.db, pages) };
    await app.register((site) => registerSite(site, backend, siteOptions));
  }
  return app;
}
