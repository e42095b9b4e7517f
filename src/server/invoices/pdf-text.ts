// Text for the PDF's standard fonts (pdf-lib's Helvetica, WinAnsi): the shop's words and money are
// Latin (é, ë, €, ’, « »), but Intl writes some spaces and signs WinAnsi lacks (the narrow no-break
// space of "1 299,90 €", the minus sign): those become their nearest WinAnsi character, and anything
// else the font cannot draw a '?', rather than a PDF that fails to render.
import type { PDFFont } from './pdf-lib.ts';

const NEAREST: Record<string, string> = {
  '\u202f': '\u00a0',
  '\u2009': ' ',
  '\u2212': '-',
  '\u2011': '-',
  '\u2010': '-',
};

export function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text]
    .map((c) => {
      const near = NEAREST[c] ?? c;
      return supported.has(near.codePointAt(0) ?? 0) ? near : '?';
    })
    .join('');
}

/** Lines of at most `width` points, broken between words. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(font, text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
