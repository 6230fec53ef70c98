import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF as a reader would copy it, pages joined, with its no-break spaces made plain
 * so assertions read like the page.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
}
