import sharp, { type FitEnum, type Sharp } from 'sharp';
import type { ResizeMode, TransformOptions } from './transformOptions';

export type OutputFormat = 'webp' | 'jpeg' | 'png' | 'avif';

const contentTypes: Record<OutputFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png', avif: 'image/avif' };

export function contentTypeOf(format: OutputFormat): string {
  return contentTypes[format];
}

/**
 * Hosted Supabase answers a transformed image in WebP when the client says it
 * accepts it, and in the stored format otherwise or when asked for `format=origin`.
 */
export function chooseOutputFormat(storedMimetype: string | undefined, accept: string | undefined, keepFormat: boolean): OutputFormat {
  const stored = (Object.entries(contentTypes).find(([, type]) => type === storedMimetype)?.[0] as OutputFormat | undefined) ?? 'webp';
  if (keepFormat) return stored;
  return /\bimage\/webp\b/i.test(accept ?? '') ? 'webp' : stored;
}

// Supabase's « contain » keeps the whole image inside the box, without padding: sharp's `inside`.
const fits: Record<ResizeMode, keyof FitEnum> = { cover: 'cover', contain: 'inside', fill: 'fill' };

/** Counts the images actually decoded and resized, so tests can tell a cache hit from a render. */
export const transformStats = { renders: 0 };

/** Never more than this many images decoded at once: each holds a CPU core and tens of megabytes. */
const maxConcurrentRenders = 2;
let rendersRunning = 0;
const waitingForSlot: (() => void)[] = [];

export async function transformImage(original: Buffer, options: TransformOptions, format: OutputFormat): Promise<Buffer> {
  await takeRenderSlot();
  try {
    transformStats.renders += 1;
    // Given as bytes, never a file name: libvips' cache would serve a replaced file's old pixels under the same name.
    const image = sharp(original, { limitInputPixels: 50_000_000 }).rotate();
    if (options.width || options.height) {
      image.resize({ width: options.width, height: options.height, fit: fits[options.resize], withoutEnlargement: true });
    }
    return await encode(image, format, options.quality).toBuffer();
  } finally {
    releaseRenderSlot();
  }
}

function encode(image: Sharp, format: OutputFormat, quality: number): Sharp {
  if (format === 'jpeg') return image.jpeg({ quality });
  if (format === 'png') return image.png();
  if (format === 'avif') return image.avif({ quality });
  return image.webp({ quality });
}

function takeRenderSlot(): Promise<void> {
  if (rendersRunning < maxConcurrentRenders) {
    rendersRunning += 1;
    return Promise.resolve();
  }
  return new Promise((resolve) => waitingForSlot.push(resolve));
}

// The slot goes straight to the next in line, so no newcomer slips past the limit between the two.
function releaseRenderSlot(): void {
  const next = waitingForSlot.shift();
  if (next) next();
  else rendersRunning -= 1;
}
