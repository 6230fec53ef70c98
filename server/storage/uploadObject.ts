import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { notFound } from './errors';
import { prepareImage } from './imageProcessing';
import { objectAddress, objectFile, type ObjectAddress } from './objectPath';
import { bucketIsPublic, checkMayWriteObject, saveObjectRow, type StoredMetadata } from './objectRows';
import { readUploadBody } from './requestBody';
import { callerClaims } from './callerClaims';
import { storageRoot } from './storageRoot';

interface ObjectParams {
  bucket: string;
  '*': string;
}

/**
 * POST /object/<bucket>/<path> (PUT replaces): ask the policies whether the
 * caller may write the row, then check the image, resize it, record the row as
 * the caller (policies decide again), write the file.
 */
export async function uploadObject(ctx: ServerContext, request: FastifyRequest<{ Params: ObjectParams }>, reply: FastifyReply) {
  const address = objectAddress(request.params.bucket, request.params['*']);
  const claims = await callerClaims(ctx, request);
  const upsert = request.method === 'PUT' || request.headers['x-upsert'] === 'true';
  const upload = await readUploadBody(request);
  if ((await bucketIsPublic(ctx.db, address.bucket)) === undefined) throw notFound('Bucket');
  // Decoding a large image costs seconds of CPU: only for a caller the policies let write here.
  await checkMayWriteObject(ctx.db, claims, address, upsert);
  const image = await prepareImage(upload.bytes);
  const metadata: StoredMetadata = {
    mimetype: image.contentType,
    size: image.bytes.length,
    cacheControl: `max-age=${upload.cacheSeconds}`,
    eTag: `"${createHash('md5').update(image.bytes).digest('hex')}"`,
    lastModified: new Date().toUTCString(),
  };
  const row = await saveObjectRow(ctx.db, claims, address, metadata, upsert, () => storeFile(ctx, address, image.bytes));
  return reply.send({ Id: row.id, Key: `${address.bucket}/${address.name}` });
}

// Written to a temporary name then renamed, so a reader never sees half a file.
async function storeFile(ctx: ServerContext, address: ObjectAddress, bytes: Buffer): Promise<void> {
  const file = objectFile(storageRoot(ctx), address);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.part`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}
