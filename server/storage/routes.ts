import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { objectStoreOf } from './objectStore';
import { maxUploadBytes, sendStorageError, StorageHttpError, tooLarge } from './errors';
import { removeObjects } from './removeObjects';
import { serveOwnObject } from './serveOwnObject';
import { servePublicObject } from './servePublicObject';
import { serveRenderedImage } from './serveRenderedImage';
import { uploadObject } from './uploadObject';

/**
 * The part of Supabase Storage's API that supabase-js's
 * storage.from(bucket).upload / update / getPublicUrl (with or without transform) / download / remove use.
 */
export async function registerStorageApi(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const objects = objectStoreOf(ctx);
  await app.register(multipart);
  // A raw body (an ArrayBuffer, or a Blob sent as is) of any type: the image check reads the bytes.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxUploadBytes }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, request, reply) => sendStorageError(reply, asStorageError(error, request.log)));
  app.setNotFoundHandler((_request, reply) => sendStorageError(reply, new StorageHttpError(404, 'not_found', 'Route not found')));

  app.get<{ Params: { bucket: string; '*': string } }>('/object/public/:bucket/*', (request, reply) => servePublicObject(ctx, objects, request, reply));
  app.get<{ Params: { bucket: string; '*': string }; Querystring: Record<string, string | string[] | undefined> }>('/render/image/public/:bucket/*', (request, reply) =>
    serveRenderedImage(ctx, objects, request, reply),
  );
  app.get<{ Params: { bucket: string; '*': string } }>('/object/authenticated/:bucket/*', (request, reply) => serveOwnObject(ctx, objects, request, reply));
  app.get<{ Params: { bucket: string; '*': string } }>('/object/:bucket/*', (request, reply) => serveOwnObject(ctx, objects, request, reply));
  app.post<{ Params: { bucket: string; '*': string } }>('/object/:bucket/*', (request, reply) => uploadObject(ctx, objects, request, reply));
  app.put<{ Params: { bucket: string; '*': string } }>('/object/:bucket/*', (request, reply) => uploadObject(ctx, objects, request, reply));
  app.delete<{ Params: { bucket: string } }>('/object/:bucket', (request, reply) => removeObjects(ctx, objects, request, reply));
}

function asStorageError(error: FastifyError, log: { error: (object: unknown, message: string) => void }): StorageHttpError {
  if (error instanceof StorageHttpError) return error;
  if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new StorageHttpError(error.statusCode, 'InvalidRequest', error.message);
  }
  log.error({ err: error }, 'storage request failed');
  return new StorageHttpError(500, 'internal', 'Internal Server Error');
}
