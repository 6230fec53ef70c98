import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { browserBuiltAddresses, isUnder } from '../../../src/shared/pageAddresses';
import type { ContentWatcher } from './contentChanges';
import { compressPage, type CachedPage, type PageCache } from './pageCache';
import { loadRenderRequest, renderPage, type RenderedPage } from './pageRenderer';
import type { BootScript } from './bootScript';
import { SiteDocument, supabaseConfigTags } from './siteDocument';

/** Where the pages' data come from, and how the cache learns that it changed. */
export interface SiteBackend {
  siteUrl: string;
  anonKey: string;
  /** The hosted Supabase project the browser calls; absent: this server's own API, same origin. */
  apiUrl?: string;
  /** supabase-js with the anon key: what the route loaders read through. */
  client: SupabaseClient;
  cache: PageCache;
  /** Keeps `cache` current (drops the pages of a changed table). */
  watch(cache: PageCache): Promise<ContentWatcher>;
}

export interface SiteOptions {
  /** The browser build (vite build): assets, index.html, .vite/manifest.json. */
  distDir: string;
  /** The server build of the public site (vite build --ssr). */
  serverBuildDir: string;
  /** The boot script every page carries inline, read once at start (its hash is in the CSP too). */
  bootScript: BootScript;
}

function safeDecode(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** Sends a page, compressed as the browser accepts, or 304 when the browser already has this version. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, status: number): FastifyReply {
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('ETag', page.etag).type('text/html; charset=utf-8');
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.code(status).send(encoding ? page[encoding] : page.identity);
}

/**
 * Serves the built site: hashed assets with a long cache; every public address
 * rendered by the server with its rows (route loaders reading as `anon`),
 * cached until one of those rows changes; the customer area and the
 * back-office as pages the browser builds itself.
 */
export async function registerSite(app: FastifyInstance, backend: SiteBackend, options: SiteOptions): Promise<void> {
  const document = new SiteDocument(options.distDir, options.bootScript, backend.anonKey, backend.apiUrl);
  const render = await loadRenderRequest(options.serverBuildDir);
  const { cache, client, siteUrl } = backend;
  const watcher = await backend.watch(cache);
  app.addHook('onClose', () => watcher.stop());

  const shell = compressPage(document.shell(), new Set());
  // The page table's addresses whose pages the browser builds from the shell: the portal's, the personal links'.
  const browserBuilt = browserBuiltAddresses();
  const adminFile = path.join(options.distDir, 'admin/index.html');
  const admin = existsSync(adminFile) ? compressPage(readFileSync(adminFile, 'utf8').replace('<!--supabase-config-->', supabaseConfigTags(backend.anonKey, backend.apiUrl)), new Set()) : undefined;
  // Two visitors asking for the same uncached page share one render.
  const rendering = new Map<string, Promise<{ rendered: RenderedPage; page?: CachedPage }>>();

  const renderOnce = (key: string) => {
    let pending = rendering.get(key);
    if (!pending) {
      const generation = cache.currentGeneration();
      pending = renderPage(render, document, client, siteUrl, `${siteUrl}${key}`, backend.apiUrl)
        .then((rendered) => {
          if (rendered.kind === 'redirect') return { rendered };
          const page = compressPage(rendered.html, rendered.tables);
          // Only pages that exist are kept: a 404 or a failure is rendered again next time.
          if (rendered.status === 200) cache.store(key, page, generation);
          return { rendered, page };
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };

  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    wildcard: false,
    // The build compresses every asset at brotli 11 and gzip 9 beside it (vite.config.ts).
    preCompressed: true,
    // Pages are rendered, never read from disk; the build manifest is the server's, not the public's.
    allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.startsWith('/.vite'),
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker is checked on every visit, so a new version reaches visitors at once.
      const worker = filePath === path.join(options.distDir, 'sw.js');
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=3600');
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ message: 'Not found' });
    const [rawPath, rawQuery = ''] = request.url.split(/\?(.*)/s);
    const decoded = safeDecode(rawPath);
    if (decoded === null || decoded.includes('..') || decoded.includes('\0') || request.url.length > 2048) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Adresse invalide');
    }
    const pathname = decoded.replace(/\/+$/, '') || '/';
    if (pathname === '/admin' || pathname.startsWith('/admin/')) return sendPage(request, reply, admin ?? shell, admin ? 200 : 404);
    // The portal, or a personal link (« Gérer mon rendez-vous », « Voir et accepter le devis », « Voir ma commande »,
    // « Voir ma facture »): built by the browser, so no HTML and no cache entry holds a token or an appointment (and
    // guessed links cannot fill the cache); a personal link is never indexed.
    const builtByBrowser = browserBuilt.find((address) => isUnder(pathname, address.prefix));
    if (builtByBrowser?.personalLink) return sendPage(request, reply.header('X-Robots-Tag', 'noindex'), shell, 200);
    if (builtByBrowser) return sendPage(request, reply, shell, 200);
    // An unknown file (with an extension) is a plain 404, not a page.
    if (/\.[a-z0-9]+$/i.test(pathname)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');

    const key = rawQuery ? `${encodeURI(pathname)}?${rawQuery}` : encodeURI(pathname);
    watcher.beforeServe();
    const cached = cache.get(key);
    if (cached) return sendPage(request, reply, cached, 200);
    try {
      const { rendered, page } = await renderOnce(key);
      if (rendered.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
      return sendPage(request, reply, page!, rendered.status);
    } catch (error) {
      // The page is still built by the browser from the shell; the failure is for the logs.
      request.log.error({ err: error }, 'rendu de page impossible');
      return sendPage(request, reply, shell, 500);
    }
  });
}
