import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';

const configPlaceholder = '<!--supabase-config-->';

/** One page, compressed once when first asked for: visitors on slow networks get a third of the bytes. */
interface CachedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function compressPage(html: string): CachedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

function safeDecode(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Serves the built site: hashed assets with a long cache, and HTML pages (the
 * pre-rendered ones, else the right entry) with the API key the browser needs.
 * The key is injected here because it is signed with this server's secret,
 * which the build does not know.
 */
export async function registerSpa(app: FastifyInstance, ctx: ServerContext, distDir: string): Promise<void> {
  const configTag = `<meta name="supabase-anon-key" content="${ctx.keys.anonKey}" />`;
  const htmlCache = new Map<string, CachedPage | null>();

  const page = (relativeFile: string): CachedPage | null => {
    if (!htmlCache.has(relativeFile)) {
      const file = path.join(distDir, relativeFile);
      htmlCache.set(relativeFile, existsSync(file) ? compressPage(readFileSync(file, 'utf8').replace(configPlaceholder, configTag)) : null);
    }
    return htmlCache.get(relativeFile) ?? null;
  };

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  // Pages are answered from the not-found handler, which @fastify/compress does not reach: compressed here.
  const sendHtml = (request: FastifyRequest, reply: FastifyReply, html: CachedPage) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    reply.code(200).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding ? html[encoding] : html.identity);
  };

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not found' });
    }
    const decoded = safeDecode(request.url.split('?')[0]);
    if (decoded === null || decoded.includes('..') || decoded.includes('\0')) return reply.code(400).type('text/plain').send('Adresse invalide');
    const pathname = decoded.replace(/\/+$/, '') || '/';
    if (pathname === '/admin' || pathname.startsWith('/admin/')) {
      const admin = page('admin/index.html');
      if (admin) return sendHtml(request, reply, admin);
    }
    const prerendered = page(path.join(pathname, 'index.html'));
    if (prerendered) return sendHtml(request, reply, prerendered);
    // An unknown file (with an extension) is a real 404; any other path is a client route.
    if (/\.[a-z0-9]+$/i.test(pathname)) return reply.code(404).type('text/plain').send('Not found');
    // 200.html is the empty shell the pre-renderer keeps (index.html is the pre-rendered home page).
    const shell = page('200.html') ?? page('index.html');
    if (!shell) return reply.code(503).type('text/plain').send('Site non construit : lancez npm run build.');
    return sendHtml(request, reply, shell);
  });
}
