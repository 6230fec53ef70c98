import sharp from 'sharp';
import { logoAddress } from '../../src/shared/proForma/documentLogo';
import type { ServerContext } from '../context';
import { objectAddress } from '../storage/objectPath';
import { objectStoreOf } from '../storage/objectStore';

/** The bytes of the settings' logo (« bucket/path »), or undefined when there is none to print. */
export type LogoReader = (logoPath: string | null | undefined) => Promise<Uint8Array | undefined>;

/** Wide enough for print at the size a document draws it (140 points), small enough to mail. */
const logoWidth = 600;

/**
 * Reads the logo the documents print from the bundled Storage, only from a public bucket (the
 * logo is shown to every customer; a path into a private bucket must not leak its file into a PDF),
 * as a PNG: Storage keeps uploads as WebP, which a PDF cannot hold.
 */
export function logoReader(ctx: ServerContext): LogoReader {
  const store = objectStoreOf(ctx);
  return async (logoPath) => {
    const address = logoAddress(logoPath);
    if (!address) return undefined;
    const bucket = await ctx.db.query('select 1 from storage.buckets where id = $1 and public', [address.bucket]);
    if (bucket.rows.length === 0) return undefined;
    try {
      const stored = await store.read(objectAddress(address.bucket, address.name));
      return stored && (await sharp(stored, { limitInputPixels: 40_000_000 }).resize({ width: logoWidth, withoutEnlargement: true }).png().toBuffer());
    } catch {
      return undefined;
    }
  };
}

/** The logo's file is not read past this size: a logo is a few hundred kilobytes. */
const maxLogoBytes = 10 * 1024 * 1024;

/**
 * The same logo from a hosted project's Storage, in front of which the server holds no files: read
 * over HTTP from the public address (`/storage/v1/object/public/…`), which only serves public
 * buckets, the same rule as above. Any failure prints the document without its logo.
 */
export function projectLogoReader(projectUrl: string): LogoReader {
  return async (logoPath) => {
    const address = logoAddress(logoPath);
    if (!address) return undefined;
    const objectPath = [address.bucket, ...address.name.split('/')].map(encodeURIComponent).join('/');
    try {
      const answer = await fetch(`${projectUrl}/storage/v1/object/public/${objectPath}`, { signal: AbortSignal.timeout(10_000) });
      if (!answer.ok || Number(answer.headers.get('content-length') ?? 0) > maxLogoBytes) {
        await answer.body?.cancel();
        return undefined;
      }
      const stored = Buffer.from(await answer.arrayBuffer());
      return await sharp(stored, { limitInputPixels: 40_000_000 }).resize({ width: logoWidth, withoutEnlargement: true }).png().toBuffer();
    } catch {
      return undefined;
    }
  };
}

/** No logo: for callers without Storage (unit tests). */
export const noLogo: LogoReader = () => Promise.resolve(undefined);
