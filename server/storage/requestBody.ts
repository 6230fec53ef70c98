import type { FastifyRequest } from 'fastify';
import { invalidRequest, maxUploadBytes, tooLarge } from './errors';

/** The uploaded bytes and the cache lifetime the client asked for, whichever way storage-js sent them. */
export interface UploadBody {
  bytes: Buffer;
  cacheSeconds: number;
}

const defaultCacheSeconds = 3600;
const maxCacheSeconds = 31_536_000;

/** "3600" from a form field, "max-age=3600" from a header; anything else falls back to an hour. */
function parseCacheSeconds(value: string | undefined): number {
  const seconds = Number(/(\d+)/.exec(value ?? '')?.[1] ?? defaultCacheSeconds);
  return Math.min(Number.isFinite(seconds) ? seconds : defaultCacheSeconds, maxCacheSeconds);
}

export async function readUploadBody(request: FastifyRequest): Promise<UploadBody> {
  if (request.isMultipart()) return readMultipart(request);
  if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw invalidRequest('Empty body: send the file');
  const header = request.headers['cache-control'];
  return { bytes: request.body, cacheSeconds: parseCacheSeconds(typeof header === 'string' ? header : undefined) };
}

// storage-js appends `cacheControl` (and maybe `metadata`) then the file, under an empty field name.
async function readMultipart(request: FastifyRequest): Promise<UploadBody> {
  let cacheField: string | undefined;
  let bytes: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: maxUploadBytes, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
    } else if (part.fieldname === 'cacheControl' && typeof part.value === 'string') {
      cacheField = part.value;
    }
  }
  if (!bytes || bytes.length === 0) throw invalidRequest('No file in the form: send the file');
  return { bytes, cacheSeconds: parseCacheSeconds(cacheField) };
}
