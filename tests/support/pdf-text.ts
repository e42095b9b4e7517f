// What a PDF says and where, for tests: pdfjs-dist (Mozilla's PDF reader) extracts each page's text
// items with their boxes (x, y from the page's bottom-left, width, height in points).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface TextBox {
  text: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface PdfItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** Every non-blank text item of every page, with its box. */
export async function pdfTextBoxes(bytes: Uint8Array): Promise<TextBox[]> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const pdf = await task.promise;
  const boxes: TextBox[] = [];
  for (let page = 1; page <= pdf.numPages; page += 1) {
    const { items } = await (await pdf.getPage(page)).getTextContent();
    for (const item of items as PdfItem[]) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x = 0, y = 0] = item.transform;
      boxes.push({ text: item.str, page, x, y, width: item.width, height: item.height });
    }
  }
  await task.destroy();
  return boxes;
}

/** Spaces as a reader sees them: no-break and narrow no-break spaces read as plain ones. */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The text, one item a line, in reading order (top to bottom, left to right), plain spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const boxes = await pdfTextBoxes(bytes);
  return boxes
    .sort((a, b) => a.page - b.page || b.y - a.y || a.x - b.x)
    .map((b) => plainSpaces(b.text))
    .join('\n');
}

/** Pairs of boxes on the same page whose rectangles overlap (a tolerance of `slack` points). */
export function overlappingBoxes(boxes: readonly TextBox[], slack = 0.5): [TextBox, TextBox][] {
  const pairs: [TextBox, TextBox][] = [];
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      if (a.page !== b.page) continue;
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (across > slack && down > slack) pairs.push([a, b]);
    }
  });
  return pairs;
}
