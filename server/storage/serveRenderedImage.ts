import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { notFound } from './errors';
import { chooseOutputFormat, contentTypeOf, transformImage, type OutputFormat } from './imageTransform';
import { objectAddress, type ObjectAddress } from './objectPath';
import { findPublicObject, type ObjectRow } from './objectRows';
import { keepRendered, readRendered, renderCacheEntry, type RenderCacheEntry } from './renderCache';
import type { ObjectStore } from './objectStore';
import { describeTransform, parseTransformOptions, type TransformOptions } from './transformOptions';

interface RenderRequest {
  Params: { bucket: string; '*': string };
  Querystring: Record<string, string | string[] | undefined>;
}

/**
 * GET /render/image/public/<bucket>/<path>?width=&height=&quality=&resize=:
 * Supabase's image transformation for public buckets, what storage-js's
 * getPublicUrl(path, { transform }) points at. Each variant is rendered once
 * per version of the object and kept on disk; repeat visits get a 304.
 */
export async function serveRenderedImage(ctx: ServerContext, objects: ObjectStore, request: FastifyRequest<RenderRequest>, reply: FastifyReply) {
  const options = parseTransformOptions(request.query);
  const address = objectAddress(request.params.bucket, request.params['*']);
  const row = await findPublicObject(ctx.db, address);
  if (!row) throw notFound();

  const format = chooseOutputFormat(row.metadata?.mimetype, request.headers.accept, options.keepFormat);
  const variant = `${describeTransform(options)}.${format}`;
  const version = objectVersion(row);
  const eTag = `"${createHash('sha256').update(`${version}|${variant}`).digest('hex').slice(0, 32)}"`;
  reply
    .header('cache-control', `public, ${row.metadata?.cacheControl ?? 'max-age=3600'}`)
    .header('etag', eTag)
    .header('x-content-type-options', 'nosniff');
  // The format follows the Accept header unless it was fixed by format=origin.
  if (!options.keepFormat) reply.header('vary', 'Accept');
  if (row.metadata?.lastModified) reply.header('last-modified', row.metadata.lastModified);
  if (matchesETag(request.headers['if-none-match'], eTag)) return reply.code(304).send();

  const entry = renderCacheEntry(ctx.config.dataDir, address, version, variant);
  const bytes = await renderedVariant(entry, { objects, address }, options, format, request.log);
  return reply.type(contentTypeOf(format)).header('content-length', bytes.length).send(bytes);
}

// The stored bytes' hash changes with every upload; updated_at covers rows written without one.
function objectVersion(row: ObjectRow): string {
  return `${row.metadata?.eTag ?? ''}|${new Date(row.updated_at).toISOString()}`;
}

function matchesETag(header: string | undefined, eTag: string): boolean {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === eTag);
}

/** Two requests for the same variant at once share one render. */
const rendersInFlight = new Map<string, Promise<Buffer>>();

/** The object a variant is rendered from, read only when no rendered copy is kept. */
interface RenderSource {
  objects: ObjectStore;
  address: ObjectAddress;
}

async function renderedVariant(
  entry: RenderCacheEntry,
  source: RenderSource,
  options: TransformOptions,
  format: OutputFormat,
  log: { warn: (object: unknown, message: string) => void },
): Promise<Buffer> {
  const cached = await readRendered(entry);
  if (cached) return cached;
  const key = `${entry.folder}/${entry.fileName}`;
  let rendering = rendersInFlight.get(key);
  if (!rendering) {
    rendering = renderAndKeep(entry, source, options, format, log).finally(() => rendersInFlight.delete(key));
    rendersInFlight.set(key, rendering);
  }
  return rendering;
}

async function renderAndKeep(
  entry: RenderCacheEntry,
  source: RenderSource,
  options: TransformOptions,
  format: OutputFormat,
  log: { warn: (object: unknown, message: string) => void },
): Promise<Buffer> {
  const original = await source.objects.read(source.address);
  if (!original) throw notFound();
  const bytes = await transformImage(original, options, format);
  // A failed write to the cache costs a render next time, never this answer.
  await keepRendered(entry, bytes).catch((error: unknown) => log.warn({ err: error }, 'transformed image not cached'));
  return bytes;
}
