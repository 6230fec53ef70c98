import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { notFound } from './errors';
import { objectAddress } from './objectPath';
import { findPublicObject } from './objectRows';
import type { ObjectStore } from './objectStore';

interface ObjectParams {
  bucket: string;
  '*': string;
}

/**
 * GET /object/public/<bucket>/<path>: anyone may read a public bucket. Served
 * with the cache lifetime chosen at upload and an ETag, so repeat visits cost
 * a 304 at most.
 */
export async function servePublicObject(ctx: ServerContext, objects: ObjectStore, request: FastifyRequest<{ Params: ObjectParams }>, reply: FastifyReply) {
  const address = objectAddress(request.params.bucket, request.params['*']);
  const row = await findPublicObject(ctx.db, address);
  // Images are resized at upload (a few hundred KiB): read whole, from whichever store holds them.
  const bytes = row ? await objects.read(address) : undefined;
  if (!row || !bytes) throw notFound();
  const metadata = row.metadata;
  const updatedAt = new Date(row.updated_at);
  const eTag = metadata?.eTag ?? `"${bytes.length}-${updatedAt.getTime()}"`;
  reply
    .header('cache-control', `public, ${metadata?.cacheControl ?? 'max-age=3600'}`)
    .header('etag', eTag)
    .header('last-modified', metadata?.lastModified ?? updatedAt.toUTCString())
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === eTag) return reply.code(304).send();
  return reply
    .type(metadata?.mimetype ?? 'application/octet-stream')
    .header('content-length', bytes.length)
    .send(bytes);
}
