import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { runAs } from '../db/runAs';
import { callerClaims } from './callerClaims';
import { notFound } from './errors';
import { objectAddress } from './objectPath';
import type { ObjectStore } from './objectStore';

interface ObjectParams {
  bucket: string;
  '*': string;
}

/**
 * GET /object/<bucket>/<path> (and /object/authenticated/…), what supabase-js's download() asks:
 * the row is read as the caller, so the policies on storage.objects decide who may read a private
 * bucket (signed quotes: staff only); anything else is « not found », as Storage answers.
 */
export async function serveOwnObject(ctx: ServerContext, objects: ObjectStore, request: FastifyRequest<{ Params: ObjectParams }>, reply: FastifyReply) {
  const address = objectAddress(request.params.bucket, request.params['*']);
  const claims = await callerClaims(ctx, request);
  const found = await runAs(ctx.db, claims, (tx) =>
    tx.query<{ mimetype: string | null }>(`select metadata ->> 'mimetype' as mimetype from storage.objects where bucket_id = $1 and name = $2`, [
      address.bucket,
      address.name,
    ]),
  );
  const bytes = found.rows[0] ? await objects.read(address) : undefined;
  if (!bytes) throw notFound();
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .type(found.rows[0].mimetype ?? 'application/octet-stream')
    .header('content-length', bytes.length)
    .send(bytes);
}
