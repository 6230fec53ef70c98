import { invalidRequest } from './errors';

/**
 * What a render URL asks for, as storage-js's getPublicUrl(path, { transform })
 * writes it: width, height, quality, resize and format. Bounds are hosted
 * Supabase's (1–2500 px, quality 20–100), so a URL that works here works there.
 */
export interface TransformOptions {
  width?: number;
  height?: number;
  quality: number;
  resize: ResizeMode;
  /** format=origin: keep the stored format instead of the best one the client accepts. */
  keepFormat: boolean;
}

export type ResizeMode = 'cover' | 'contain' | 'fill';

const resizeModes: readonly ResizeMode[] = ['cover', 'contain', 'fill'];
const defaultQuality = 80;

type Query = Record<string, string | string[] | undefined>;

export function parseTransformOptions(query: Query): TransformOptions {
  const resize = single(query, 'resize') ?? 'cover';
  if (!(resizeModes as readonly string[]).includes(resize)) throw invalidRequest('Invalid resize: use cover, contain or fill');
  const format = single(query, 'format');
  if (format !== undefined && format !== 'origin') throw invalidRequest('Invalid format: only "origin" may be asked for');
  return {
    width: boundedInteger(query, 'width', 1, 2500),
    height: boundedInteger(query, 'height', 1, 2500),
    quality: boundedInteger(query, 'quality', 20, 100) ?? defaultQuality,
    resize: resize as ResizeMode,
    keepFormat: format === 'origin',
  };
}

/** The options in a fixed order: part of the cache key and of the ETag. */
export function describeTransform(options: TransformOptions): string {
  return `w${options.width ?? ''}-h${options.height ?? ''}-q${options.quality}-${options.resize}`;
}

function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw invalidRequest(`Invalid ${name}: give it once`);
  return value;
}

function boundedInteger(query: Query, name: string, min: number, max: number): number | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  const number = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) throw invalidRequest(`Invalid ${name}: must be an integer between ${min} and ${max}`);
  return number;
}
