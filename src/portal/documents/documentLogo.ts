import { logoAddress, logoFormat } from '../../shared/proForma/documentLogo';
import { getSupabase } from '../../shared/supabase/client';

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
 * The settings' logo (« bucket/path » in public Storage) as bytes a PDF holds, or undefined: a
 * document without its logo is better than no document, so any failure leaves it out.
 */
export async function fetchDocumentLogo(logoPath: string | null | undefined): Promise<Uint8Array | undefined> {
  const address = logoAddress(logoPath);
  if (!address) return undefined;
  try {
    const client = await getSupabase();
    const response = await fetch(client.storage.from(address.bucket).getPublicUrl(address.name).data.publicUrl);
    if (!response.ok) return undefined;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return logoFormat(bytes) ? bytes : await asPng(new Blob([bytes]));
  } catch {
    return undefined;
  }
}
