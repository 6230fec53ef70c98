import type { PDFDocument, PDFImage } from 'pdf-lib';

/** What a PDF can hold as it is: PNG and JPEG (the settings also accept WebP and AVIF, left out). */
export function logoFormat(bytes: Uint8Array): 'png' | 'jpg' | undefined {
  if (bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return undefined;
}

/**
 * The logo embedded in the document, or undefined when it is of another format or damaged: a
 * document without its logo is still a valid document, one that fails to build is not.
 */
export async function embedLogo(document: PDFDocument, bytes: Uint8Array): Promise<PDFImage | undefined> {
  const format = logoFormat(bytes);
  try {
    if (format === 'png') return await document.embedPng(bytes);
    if (format === 'jpg') return await document.embedJpg(bytes);
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * Where the settings' logo is: `logo_path` is « bucket/path/in/bucket » of a public Storage
 * bucket, as the back-office uploads it. Undefined when unset or not of that shape.
 */
export function logoAddress(logoPath: string | null | undefined): { bucket: string; name: string } | undefined {
  const match = /^([a-z0-9][a-z0-9_-]*)\/(.+)$/.exec(logoPath?.trim() ?? '');
  return match ? { bucket: match[1], name: match[2] } : undefined;
}
