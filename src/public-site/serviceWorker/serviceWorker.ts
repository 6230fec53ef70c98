import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { paths } from '../../shared/paths';
import { isKeptPage, isPublicImage, isPublicPage } from './privateAddresses';

/**
 * The public site's service worker (issue 18, decision 028), built on its own by `vite build --mode sw`
 * into dist/sw.js. It keeps what a visitor has seen so the site opens again without a network: the
 * pages (network first, the copy kept for when the network fails or is too slow), the scripts they
 * used and their images. It never answers for the back-office, the customer area or the APIs
 * (privateAddresses.ts): those requests go to the network as if there were no worker.
 */

/** Written by the build (vite.config.ts, mode sw): the boot script, the application, the offline page, the icons. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
/** Written by the build too: every script and stylesheet of the site's build (not the back-office's). */
declare const __SITE_ASSETS__: string[];
const siteAssets = new Set(__SITE_ASSETS__);

interface WorkerScope {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
}
const worker = self as unknown as WorkerScope;

const day = 24 * 60 * 60;
/** Past this, a slow network loses to the copy already on the phone. */
const pageNetworkTimeoutSeconds = 4;

precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();

const sameOrigin = (url: URL) => url.origin === worker.location.origin;

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isKeptPage(url.pathname),
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: pageNetworkTimeoutSeconds,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * day })],
  }),
);

// Account pages: from the network only (their addresses may hold a token), the offline page without one.
registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isPublicPage(url.pathname) && !isKeptPage(url.pathname), new NetworkOnly());

// Hashed file names: a file never changes, so the copy is as good as the network. The site's files only:
// the back-office's scripts, also under /assets/, are left to the network.
registerRoute(
  ({ url }) => sameOrigin(url) && siteAssets.has(url.pathname),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * day })],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && sameOrigin(url) && isPublicImage(url.pathname),
  new CacheFirst({
    cacheName: 'images',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * day, purgeOnQuotaError: true })],
  }),
);

/**
 * The offline page as a plain document: shown at another address, its scripts would try to build the
 * page of that address (whose code is not on the phone) over it. Without them its links, phone number
 * and messaging link still work, and each link goes through this worker again.
 */
async function offlineDocument(): Promise<Response> {
  const offlinePage = await matchPrecache(paths.offline);
  if (!offlinePage) return Response.error();
  const html = (await offlinePage.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link rel="modulepreload"[^>]*>/gi, '');
  return new Response(html, { status: 503, statusText: 'Service Unavailable', headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

// A page never seen, without a network: the offline page (phone and messaging link) instead of the browser's error.
setCatchHandler(async ({ request }) => (request.mode === 'navigate' ? offlineDocument() : Response.error()));

// A new version takes over at once: pages are rendered by the server, so old and new scripts never mix in one page.
worker.addEventListener('install', () => void worker.skipWaiting());
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));
