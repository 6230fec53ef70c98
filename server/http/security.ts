import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { protectiveHeaders } from './protectiveHeaders';
import type { ServerConfig } from '../config';

/** Request headers supabase-js and ra-supabase send; a cross-origin preflight must allow each. */
const supabaseRequestHeaders = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'prefer',
  'range',
  'range-unit',
  'accept',
  'accept-profile',
  'content-profile',
  'x-supabase-api-version',
  'x-upsert',
  'cache-control',
];

/** Response headers the clients read (counts, created row location, API version). */
const supabaseResponseHeaders = ['content-range', 'content-location', 'location', 'range-unit', 'x-supabase-api-version'];

export interface SecurityOptions {
  /** Address of a hosted Supabase API the site calls (VITE_SUPABASE_URL at build time, or SUPABASE_URL). */
  externalApiUrl?: string;
  /** Inline scripts the pages carry, by their hash ('sha256-…'): the site's boot script (http/site/bootScript.ts). */
  inlineScripts?: string[];
}

function contentSecurityDirectives(externalApiUrl: string | undefined, inlineScripts: string[]): Record<string, string[]> {
  const apiOrigin = externalApiUrl ? [new URL(externalApiUrl).origin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts],
    // MUI and emotion insert <style> elements at run time in the back-office.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Images are the project's Storage objects when the site runs in front of a hosted project.
    'img-src': ["'self'", 'data:', 'blob:', ...apiOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...apiOrigin],
    // The public site's service worker (dist/sw.js) and its web app manifest.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // No upgrade-insecure-requests: a shop on a local network serves plain HTTP, and upgrading would break every asset.
  };
}

/** The APIs that answer JSON only (Storage serves files: it keeps the site's headers). */
const jsonApiPath = /^\/(rest|auth)\/v1(\/|\?|$)/;

/**
 * What a JSON answer needs, after OWASP's REST Security Cheat Sheet: never framed, never
 * sniffed into HTML, nothing run should one be opened as a page, and the same cross-origin
 * rule as the site. The headers that matter for documents only (the site's policy,
 * COOP, Origin-Agent-Cluster, old Internet Explorer's) would add some 600 bytes to every
 * API answer, sent uncompressed over HTTP/1.1 to phones on slow networks, for nothing.
 */
const jsonApiHeaders = protectiveHeaders({
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
  originAgentCluster: false,
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * Headers that protect the site and the API, cross-origin rules, and compression.
 * Registered before every route so the hooks apply to the APIs and the site alike.
 */
export async function registerSecurity(app: FastifyInstance, config: Pick<ServerConfig, 'corsOrigins'>, options: SecurityOptions = {}): Promise<void> {
  // Helmet's headers depend on no request here (no CSP nonces): computed once, then copied onto each
  // reply (@fastify/helmet built helmet's middleware again for every request).
  const pageHeaders = protectiveHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options.externalApiUrl, options.inlineScripts ?? []) },
    // HSTS over plain HTTP would lock a LAN visitor out; it is added below for HTTPS requests only.
    strictTransportSecurity: false,
    // The API is called cross-origin by allowed sites; images must stay loadable by them too.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // Callback style: no promise per request for a hook that never waits (see hookWhen.ts).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(jsonApiPath.test(request.url) ? jsonApiHeaders : pageHeaders);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    done();
  });

  const allowedOrigins = new Set(config.corsOrigins);
  await app.register(fastifyCors, {
    // Same origin needs no CORS header; another site gets them only when CORS_ORIGINS lists it.
    origin: (origin, callback) => callback(null, origin !== undefined && allowedOrigins.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: supabaseRequestHeaders,
    exposedHeaders: supabaseResponseHeaders,
    credentials: true,
    maxAge: 600,
  });

  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Brotli's default level (11) costs tens of milliseconds per response; 5 keeps most of the gain.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
