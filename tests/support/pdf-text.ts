// The text drawn in a PDF made by pdf-lib with its standard fonts, for tests: every content stream
// (inflated when compressed), each `<hex> Tj` decoded as WinAnsi (Latin-1 for the shop's words).
import { inflateSync } from 'node:zlib';

// WinAnsi is Latin-1 but for 0x80-0x9F, where it keeps the euro sign and typographic punctuation
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};
const winAnsi = (bytes: Buffer) => [...bytes].map((b) => WIN_ANSI_HIGH[b] ?? String.fromCharCode(b)).join('');

export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const texts: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at);
    if (start < 0) break;
    const bodyStart = raw[start + 6] === 0x0d ? start + 8 : start + 7;
    const end = raw.indexOf('endstream', bodyStart);
    if (end < 0) break;
    const body = raw.subarray(bodyStart, end);
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      texts.push(winAnsi(Buffer.from(match[1] ?? '', 'hex')));
    at = end + 9;
  }
  return texts.join('\n');
}
