import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { notFound } from './errors';
import { prepareDocument } from './documentUpload';
import { prepareImage } from './imageProcessing';
import { objectAddress } from './objectPath';
import { bucketIsPublic, checkMayWriteObject, saveObjectRow, type StoredMetadata } from './objectRows';
import { readUploadBody } from './requestBody';
import { callerClaims } from './callerClaims';
import type { ObjectStore } from './objectStore';

interface ObjectParams {
  bucket: string;
  '*': string;
}

/**
 * POST /object/<bucket>/<path> (PUT replaces): ask the policies whether the
 * caller may write the row, then check the image, resize it, record the row as
 * the caller (policies decide again) and its bytes in the same transaction.
 * A private bucket keeps documents (a signed quote: PDF or photo) as they came.
 */
export async function uploadObject(ctx: ServerContext, objects: ObjectStore, request: FastifyRequest<{ Params: ObjectParams }>, reply: FastifyReply) {
  const address = objectAddress(request.params.bucket, request.params['*']);
  const claims = await callerClaims(ctx, request);
  const upsert = request.method === 'PUT' || request.headers['x-upsert'] === 'true';
  const upload = await readUploadBody(request);
  const isPublic = await bucketIsPublic(ctx.db, address.bucket);
  if (isPublic === undefined) throw notFound('Bucket');
  // Decoding a large image costs seconds of CPU: only for a caller the policies let write here.
  await checkMayWriteObject(ctx.db, claims, address, upsert);
  const image = isPublic ? await prepareImage(upload.bytes) : prepareDocument(upload.bytes);
  const metadata: StoredMetadata = {
    mimetype: image.contentType,
    size: image.bytes.length,
    cacheControl: `max-age=${upload.cacheSeconds}`,
    eTag: `"${createHash('md5').update(image.bytes).digest('hex')}"`,
    lastModified: new Date().toUTCString(),
  };
  const row = await saveObjectRow(ctx.db, claims, address, metadata, upsert, (tx) => objects.write(address, image.bytes, tx));
  return reply.send({ Id: row.id, Key: `${address.bucket}/${address.name}` });
}
