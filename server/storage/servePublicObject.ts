import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { notFound } from './errors';
import { objectAddress, objectFile } from './objectPath';
import { findPublicObject } from './objectRows';
import { storageRoot } from './storageRoot';

interface ObjectParams {
  bucket: string;
  '*': string;
}

/**
 * GET /object/public/<bucket>/<path>: anyone may read a public bucket. Served
 * with the cache lifetime chosen at upload and an ETag, so repeat visits cost
 * a 304 at most.
 */
export async function servePublicObject(ctx: ServerContext, request: FastifyRequest<{ Params: ObjectParams }>, reply: FastifyReply) {
  const address = objectAddress(request.params.bucket, request.params['*']);
  const row = await findPublicObject(ctx.db, address);
  const file = objectFile(storageRoot(ctx), address);
  const onDisk = row ? await stat(file).catch(() => undefined) : undefined;
  if (!row || !onDisk) throw notFound();
  const metadata = row.metadata;
  const eTag = metadata?.eTag ?? `"${onDisk.size}-${onDisk.mtimeMs}"`;
  reply
    .header('cache-control', `public, ${metadata?.cacheControl ?? 'max-age=3600'}`)
    .header('etag', eTag)
    .header('last-modified', metadata?.lastModified ?? onDisk.mtime.toUTCString())
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === eTag) return reply.code(304).send();
  return reply
    .type(metadata?.mimetype ?? 'application/octet-stream')
    .header('content-length', onDisk.size)
    .send(createReadStream(file));
}
