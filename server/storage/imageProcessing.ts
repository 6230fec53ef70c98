import sharp from 'sharp';
import { invalidRequest } from './errors';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif';

/** The image type read from the first bytes, whatever the client claims in Content-Type. */
export function detectImageKind(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp' && /^avi[fs]$/.test(bytes.toString('latin1', 8, 12))) return 'avif';
  return undefined;
}

export interface PreparedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/** Public pages load these on slow mobile networks: at most 1600 px wide, WebP. */
const maxWidth = 1600;

export async function prepareImage(upload: Buffer): Promise<PreparedImage> {
  if (!detectImageKind(upload)) {
    throw invalidRequest('Invalid mime type: only JPEG, PNG, WebP and AVIF images are accepted');
  }
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw invalidRequest('The image could not be read');
  }
}
