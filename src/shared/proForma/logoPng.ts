import { logoFormat } from './documentLogo';

/** Wide enough for print at the size a document draws it, as the server's (server/mail/documentLogo.ts). */
const logoWidth = 600;

/** Storage keeps uploads as WebP, which a PDF cannot hold: redrawn as a PNG by the browser. */
async function asPng(image: Blob): Promise<Uint8Array | undefined> {
  const bitmap = await createImageBitmap(image);
  const scale = Math.min(1, logoWidth / bitmap.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return png ? new Uint8Array(await png.arrayBuffer()) : undefined;
}

/**
 * The logo at this public address as bytes a PDF holds, or undefined: a document without its logo is
 * better than no document, so any failure leaves it out. Used by the portal and the back-office (browser only).
 */
export async function fetchLogoPng(publicUrl: string | undefined): Promise<Uint8Array | undefined> {
  if (!publicUrl) return undefined;
  try {
    const response = await fetch(publicUrl);
    if (!response.ok) return undefined;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return logoFormat(bytes) ? bytes : await asPng(new Blob([bytes]));
  } catch {
    return undefined;
  }
}
