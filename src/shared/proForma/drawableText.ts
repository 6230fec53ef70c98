import type { PDFFont } from 'pdf-lib';

/**
 * The standard fonts are WinAnsi: « é è à ç œ » are in it, Intl's narrow no-break space (U+202F)
 * is not and becomes a no-break space; anything else it cannot draw becomes « ? » rather than
 * failing the whole document.
 */
export function drawable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/[\u202f\u2009]/g, '\u00a0').replace(/[\r\n\t]+/g, ' ')]
    .map((character) => (supported.has(character.codePointAt(0) ?? 0) ? character : '?'))
    .join('');
}

/** Splits a text into lines no wider than `width`, at spaces (a word too long stays whole). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}
