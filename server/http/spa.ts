import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context';

const configPlaceholder = '<!--supabase-config-->';

/**
 * Serves the built site: hashed assets with a long cache, and HTML pages (the
 * pre-rendered ones, else the right entry) with the API key the browser needs.
 * The key is injected here because it is signed with this server's secret,
 * which the build does not know.
 */
export async function registerSpa(app: FastifyInstance, ctx: ServerContext, distDir: string): Promise<void> {
  const configTag = `<meta name="supabase-anon-key" content="${ctx.keys.anonKey}" />`;
  const htmlCache = new Map<string, string | null>();

  const page = (relativeFile: string): string | null => {
    if (!htmlCache.has(relativeFile)) {
      const file = path.join(distDir, relativeFile);
      htmlCache.set(relativeFile, existsSync(file) ? readFileSync(file, 'utf8').replace(configPlaceholder, configTag) : null);
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

  const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
    reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not found' });
    }
    const pathname = decodeURIComponent(request.url.split('?')[0]).replace(/\/+$/, '') || '/';
    if (pathname.includes('..')) return reply.code(400).send({ message: 'Bad path' });
    if (pathname === '/admin' || pathname.startsWith('/admin/')) {
      const admin = page('admin/index.html');
      if (admin) return sendHtml(reply, admin);
    }
    const prerendered = page(path.join(pathname, 'index.html'));
    if (prerendered) return sendHtml(reply, prerendered);
    // An unknown file (with an extension) is a real 404; any other path is a client route.
    if (/\.[a-z0-9]+$/i.test(pathname)) return reply.code(404).type('text/plain').send('Not found');
    // 200.html is the empty shell the pre-renderer keeps (index.html is the pre-rendered home page).
    const shell = page('200.html') ?? page('index.html');
    if (!shell) return reply.code(503).type('text/plain').send('Site non construit : lancez npm run build.');
    return sendHtml(reply, shell);
  });
}
