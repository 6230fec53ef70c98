import { invalidRequest } from './errors';
import { detectImageKind } from './imageProcessing';

export interface PreparedDocument {
  bytes: Buffer;
  contentType: 'application/pdf' | `image/${string}`;
}

/**
 * A document of a private bucket (a quote signed on paper, scanned or photographed): a PDF or an
 * image, recognised by its first bytes whatever the client claims, and kept byte for byte (it is
 * evidence, never resized).
 */
export function prepareDocument(upload: Buffer): PreparedDocument {
  if (upload.length >= 5 && upload.toString('latin1', 0, 5) === '%PDF-') return { bytes: upload, contentType: 'application/pdf' };
  const imageKind = detectImageKind(upload);
  if (imageKind) return { bytes: upload, contentType: `image/${imageKind}` };
  throw invalidRequest('Invalid mime type: only PDF documents and JPEG, PNG, WebP or AVIF images are accepted');
}
