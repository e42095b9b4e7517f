// The printable invoice, pro forma or credit note as an HTML page: a layout of the one content
// (invoice-compose.ts), the same words the PDF prints. Its CSP allows only this style block (by hash)
// and no script; the QR code is inline SVG (no image may load).
import { createHash } from 'node:crypto';
import { escapeHtml as e } from '../mail/email-html.ts';
import { qrSvg } from '../payments/qr-image.ts';
import type { InvoiceContent } from './invoice-content.ts';

const INVOICE_STYLE = `
  body { font: 14px/1.5 Georgia, 'Times New Roman', serif; color: #1a1a1a; max-width: 800px; margin: 2rem auto; padding: 0 1rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .25rem; letter-spacing: .05em; text-transform: uppercase; }
  .parties { display: flex; flex-wrap: wrap; gap: 2rem; justify-content: space-between; margin: 1.5rem 0; }
  .parties section { flex: 1 1 16rem; }
  h2 { font-size: .8rem; text-transform: uppercase; letter-spacing: .1em; color: #555; margin: 0 0 .25rem; }
  table { width: 100%; border-collapse: collapse; margin-top: 1rem; }
  th, td { padding: .4rem .5rem; border-bottom: 1px solid #ddd; text-align: left; }
  th { font-size: .8rem; text-transform: uppercase; letter-spacing: .05em; color: #555; }
  .n { text-align: right; white-space: nowrap; }
  .totals { margin-left: auto; width: 60%; }
  .totals td { border: 0; }
  .grand td { border-top: 2px solid #1a1a1a; font-weight: bold; }
  .note { color: #555; font-size: .85rem; margin-top: 1.5rem; }
  .pay { display: flex; gap: 1.25rem; align-items: center; margin-top: 1.5rem; padding-top: 1rem; border-top: 1px solid #ddd; }
  .pay svg { flex: none; }
  @media print { body { margin: 0; } }
`;

const lines = (values: readonly string[]) => values.map((v) => `<div>${e(v)}</div>`).join('');

function payment(content: InvoiceContent): string {
  const pay = content.payment;
  if (!pay) return '';
  const qr = pay.qr ? qrSvg(pay.qr.drawing, e(pay.qr.alt), 160) : '';
  return `<section class="pay">${qr}<div><h2>${e(pay.heading)}</h2>${lines(pay.lines)}</div></section>`;
}

function table(content: InvoiceContent): string {
  const [head, ...numbers] = content.columns;
  const row = ([name, ...cells]: readonly string[]) =>
    `<tr><td>${e(name ?? '')}</td>${cells.map((c) => `<td class="n">${e(c)}</td>`).join('')}</tr>`;
  return `<table>
  <thead><tr><th>${e(head)}</th>${numbers.map((c) => `<th class="n">${e(c)}</th>`).join('')}</tr></thead>
  <tbody>
${content.rows.map(row).join('\n')}
  </tbody>
</table>
<table class="totals">
${content.totals.map((x) => `<tr${x.grand ? ' class="grand"' : ''}><td>${e(x.label)}</td><td class="n">${e(x.amount)}</td></tr>`).join('\n')}
</table>`;
}

export function renderInvoiceHtml(content: InvoiceContent): string {
  return `<!doctype html>
<html lang="${content.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(content.title)} ${e(content.name)}</title>
<style>${INVOICE_STYLE}</style>
</head>
<body>
<header>
  <h1>${e(content.title)}</h1>
  ${lines(content.references)}
</header>
<div class="parties">
  <section><h2>${e(content.seller.heading)}</h2>${lines(content.seller.lines)}</section>
  <section><h2>${e(content.buyer.heading)}</h2>${lines(content.buyer.lines)}</section>
</div>
${lines(content.facts)}
${table(content)}
${payment(content)}
${content.notes.map((n) => `<p class="note">${e(n)}</p>`).join('\n')}
</body>
</html>`;
}

/** Only the invoice's own style block, by its hash: no script may run in the invoice (src/server/http/html-page.ts locks the rest). */
export const INVOICE_SOURCES = {
  'style-src': [`'sha256-${createHash('sha256').update(INVOICE_STYLE).digest('base64')}'`],
};
