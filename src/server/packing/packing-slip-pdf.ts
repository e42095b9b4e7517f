// Packing slips as one PDF, one slip per page: the invoices' pdfmake frame (fonts, page, heading:
// src/server/invoices/invoice-pdf.ts) around a table of products and quantities, a box to tick per
// line. Served by the admin-orders function, which already bundles pdfmake.
import pdfmake from 'pdfmake';
import { documentFrame, drawable, loadFonts, RULE, ruledRows } from '../invoices/invoice-pdf.ts';
import type { PackingSlipContent } from './packing-slip-content.ts';

function linesTable(slip: PackingSlipContent): object {
  const header = slip.columns.map((c, i) => ({
    text: drawable(c).toUpperCase(),
    style: 'heading',
    alignment: i === 0 ? 'left' : 'right',
  }));
  return {
    table: {
      headerRows: 1,
      widths: ['*', 'auto', 18],
      body: [
        [...header, { text: '' }],
        ...slip.rows.map(([product, quantity]) => [
          { text: drawable(product) },
          { text: quantity, alignment: 'right', bold: true },
          { canvas: [{ type: 'rect', x: 4, y: 1, w: 10, h: 10, lineWidth: 0.8, lineColor: '#333333' }] },
        ]),
      ],
    },
    layout: ruledRows(5),
    margin: [0, 12, 0, 8],
  };
}

/** The "gift wrap" mark and the gift message, in a framed box the packer cannot miss. */
function giftBlock(slip: PackingSlipContent): object[] {
  const { mark, message } = slip.gift;
  if (!mark && !message) return [];
  const stack: object[] = [];
  if (mark) stack.push({ text: drawable(mark).toUpperCase(), bold: true, margin: [0, 0, 0, message ? 4 : 0] });
  if (message) {
    stack.push({ text: drawable(message.heading).toUpperCase(), style: 'heading' });
    stack.push({ text: drawable(message.text), italics: true });
  }
  return [
    {
      table: { widths: ['*'], body: [[{ stack, margin: [6, 4, 6, 4] }]] },
      layout: { hLineWidth: () => 0.8, vLineWidth: () => 0.8, hLineColor: () => RULE, vLineColor: () => RULE },
      margin: [0, 10, 0, 0],
    },
  ];
}

function slipContent(slip: PackingSlipContent, first: boolean): { frame: object; content: object[] } {
  const { frame, heading } = documentFrame({
    name: slip.name,
    author: slip.sender.lines[0] ?? '',
    title: slip.title,
    references: slip.references,
    boldFirst: true,
    left: slip.sender,
    right: slip.shipTo,
  });
  const [title = {}, ...rest] = heading;
  return {
    frame,
    content: [
      // each slip starts a page: the packer puts one page in each parcel
      first ? title : { ...title, pageBreak: 'before' },
      ...rest,
      ...slip.facts.map((f) => ({ text: drawable(f) })),
      ...giftBlock(slip),
      linesTable(slip),
      ...slip.notes.map((n) => ({ text: drawable(n), style: 'note' })),
    ],
  };
}

export function packingSlipsDefinition(slips: readonly PackingSlipContent[], name: string): object {
  const parts = slips.map((slip, i) => slipContent(slip, i === 0));
  const frame = parts[0]?.frame ?? {};
  return {
    ...frame,
    info: { ...(frame as { info?: object }).info, title: drawable(name) },
    content: parts.flatMap((p) => p.content),
  };
}

export async function renderPackingSlips(slips: readonly PackingSlipContent[], name: string): Promise<Uint8Array> {
  loadFonts();
  return new Uint8Array(await pdfmake.createPdf(packingSlipsDefinition(slips, name)).getBuffer());
}
