import path from 'node:path';
import { invalidRequest } from './errors';

/** A bucket id and an object name, checked so that neither can leave the storage folder. */
export interface ObjectAddress {
  bucket: string;
  name: string;
}

const bucketPattern = /^[a-z0-9][a-z0-9_-]{0,62}$/;
// Segments of letters, digits and a few punctuation marks; no "..", no backslash, no control characters.
const segmentPattern = /^[\p{L}\p{N} _.,()@+=-]{1,255}$/u;

export function checkBucket(bucket: string): string {
  if (!bucketPattern.test(bucket)) throw invalidRequest('Invalid bucket name');
  return bucket;
}

export function checkObjectName(name: string): string {
  const cleaned = name.replace(/^\/+|\/+$/g, '').replace(/\/+/g, '/');
  if (!cleaned || cleaned.length > 1024) throw invalidRequest('Invalid key');
  for (const segment of cleaned.split('/')) {
    if (segment === '.' || segment === '..' || !segmentPattern.test(segment)) throw invalidRequest(`Invalid key: ${cleaned}`);
  }
  return cleaned;
}

export function objectAddress(bucket: string, name: string): ObjectAddress {
  return { bucket: checkBucket(bucket), name: checkObjectName(name) };
}

/** Where the object's bytes live on disk, under `${dataDir}/storage/<bucket>/<name>`. */
export function objectFile(storageRoot: string, address: ObjectAddress): string {
  const file = path.resolve(storageRoot, address.bucket, ...address.name.split('/'));
  if (!file.startsWith(path.resolve(storageRoot) + path.sep)) throw invalidRequest('Invalid key');
  return file;
}
