// The invoice, pro forma or credit note as a PDF: a pdfmake layout (flowing blocks, columns and
// tables measured by the library, nothing placed by hand) of the one content (invoice-compose.ts),
// so it prints what the HTML page shows. The font is Roboto (Apache License 2.0), read from the two
// files in ./fonts: a Netlify function carries them (netlify.toml includes them) and the
// text is Unicode, not the standard fonts' WinAnsi (€, ’, « », −, ë all drawn).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pdfmake from 'pdfmake';
import { qrSvg } from '../payments/qr-image.ts';
import type { InvoiceContent } from './invoice-content.ts';

const FONT_FILES = { normal: 'Roboto-Regular.ttf', bold: 'Roboto-Medium.ttf' } as const;

/**
 * The font file: beside this module when it runs from the sources (the local shop, the tests); in a
 * Netlify function this module is bundled into netlify/functions/<name>.mjs and the file keeps its
 * path from the bundle's root (netlify.toml's included_files), two folders up.
 */
function fontFile(file: string): Buffer {
  const candidates = [
    new URL(`./fonts/${file}`, import.meta.url),
    new URL(`../../src/server/invoices/fonts/${file}`, import.meta.url),
    pathToFileURL(path.join(process.env.LAMBDA_TASK_ROOT ?? process.cwd(), 'src/server/invoices/fonts', file)),
  ];
  const found = candidates.find((url) => existsSync(url));
  if (!found) throw new Error(`invoice PDF: font ${file} not found (${candidates.map(String).join(', ')})`);
  return readFileSync(found);
}

let fontsReady = false;
/** Roboto in pdfmake's virtual files, once per process (also the packing slips': src/server/packing). */
export function loadFonts(): void {
  if (fontsReady) return;
  for (const file of Object.values(FONT_FILES)) pdfmake.virtualfs.writeFileSync(file, fontFile(file));
  pdfmake.setFonts({
    Roboto: {
      normal: FONT_FILES.normal,
      bold: FONT_FILES.bold,
      italics: FONT_FILES.normal,
      bolditalics: FONT_FILES.bold,
    },
  });
  // everything the document needs is in it: no file or URL is ever fetched
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  fontsReady = true;
}

/** Roboto has no narrow no-break space (Intl's thousands and "€" separator): a no-break space is drawn. */
export const drawable = (text: string) => text.replace(/\u202f/g, '\u00a0');
const MUTED = '#555555';
export const RULE = '#cccccc';

export function block(heading: string, lines: readonly string[]): object {
  return {
    stack: [{ text: drawable(heading).toUpperCase(), style: 'heading' }, ...lines.map((l) => ({ text: drawable(l) }))],
  };
}

/** A lines table's rules: a thin grey line under the header and each row, no vertical lines. */
export const ruledRows = (padding: number) => ({
  hLineWidth: (i: number) => (i === 0 ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => RULE,
  paddingTop: () => padding,
  paddingBottom: () => padding,
});

function linesTable(content: InvoiceContent): object {
  const cell = (text: string, i: number, header = false) => ({
    text: drawable(header ? text.toUpperCase() : text),
    alignment: i === 0 ? 'left' : 'right',
    ...(header ? { style: 'heading', noWrap: false } : {}),
  });
  return {
    table: {
      headerRows: 1,
      widths: ['*', 'auto', 'auto', 'auto', 'auto'],
      body: [
        content.columns.map((c, i) => cell(c, i, true)),
        ...content.rows.map((row) => row.map((c, i) => cell(c, i))),
      ],
    },
    layout: ruledRows(4),
    margin: [0, 12, 0, 8],
  };
}

function totalsTable(content: InvoiceContent): object {
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 280,
        table: {
          widths: ['*', 'auto'],
          body: content.totals.map((x) => [
            { text: drawable(x.label), bold: x.grand },
            { text: drawable(x.amount), bold: x.grand, alignment: 'right' },
          ]),
        },
        layout: {
          hLineWidth: (i: number) => (content.totals[i]?.grand ? 1 : 0),
          vLineWidth: () => 0,
        },
      },
    ],
  };
}

function payment(content: InvoiceContent): object[] {
  const pay = content.payment;
  if (!pay) return [];
  const text = block(pay.heading, pay.lines);
  return [
    {
      columns: pay.qr
        ? [
            { svg: qrSvg(pay.qr.drawing, '', 110), width: 110 },
            { ...text, width: '*' },
          ]
        : [text],
      columnGap: 16,
      margin: [0, 16, 0, 0],
    },
  ];
}

/**
 * The page, fonts, styles and heading every shop document shares (invoice, credit note, pro forma,
 * packing slip): the title, the reference lines, then two blocks side by side (seller and buyer, or
 * sender and ship-to). `boldFirst`: the first reference is the document's number.
 */
export function documentFrame(header: {
  name: string;
  author: string;
  title: string;
  references: readonly string[];
  boldFirst: boolean;
  left: { heading: string; lines: readonly string[] };
  right: { heading: string; lines: readonly string[] };
}): { frame: object; heading: object[] } {
  return {
    frame: {
      pageSize: 'A4',
      pageMargins: [50, 50, 50, 50],
      info: { title: drawable(header.name), author: header.author },
      defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
      styles: {
        title: { fontSize: 20, bold: true, margin: [0, 0, 0, 6] },
        heading: { fontSize: 8, bold: true, color: MUTED, margin: [0, 0, 0, 2] },
        note: { fontSize: 9, color: MUTED, margin: [0, 10, 0, 0] },
      },
    },
    heading: [
      { text: drawable(header.title).toUpperCase(), style: 'title' },
      ...header.references.map((r, i) => ({ text: drawable(r), bold: i === 0 && header.boldFirst })),
      {
        columns: [block(header.left.heading, header.left.lines), block(header.right.heading, header.right.lines)],
        columnGap: 24,
        margin: [0, 18, 0, 12],
      },
    ],
  };
}

export function invoiceDefinition(content: InvoiceContent): object {
  const { frame, heading } = documentFrame({
    name: content.name,
    author: content.seller.lines[0] ?? '',
    title: content.title,
    references: content.references,
    boldFirst: content.kind !== 'pro_forma',
    left: content.seller,
    right: content.buyer,
  });
  return {
    ...frame,
    content: [
      ...heading,
      ...content.facts.map((f) => ({ text: drawable(f) })),
      linesTable(content),
      totalsTable(content),
      ...payment(content),
      ...content.notes.map((n) => ({ text: drawable(n), style: 'note' })),
    ],
  };
}

export async function renderInvoicePdf(content: InvoiceContent): Promise<Uint8Array> {
  loadFonts();
  const buffer = await pdfmake.createPdf(invoiceDefinition(content)).getBuffer();
  return new Uint8Array(buffer);
}
