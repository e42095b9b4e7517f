// The shell every e-mail shares: a simple, inline-styled HTML document (mail clients ignore <style>
// sheets unevenly) and its plain-text twin. Callers pass already-escaped HTML fragments.
import type { Language } from '../../domain/vocabulary/language.ts';
import { escapeHtml } from './email-html.ts';

/**
 * A QR code the HTML shows inline (<img src="cid:...">), given by the text it encodes: the sender draws
 * the PNG (pure function of the text) when the e-mail goes out, so the shopper's request that wrote
 * the e-mail does not spend the tens of milliseconds a PNG takes.
 */
export interface InlineQrCode {
  filename: string;
  cid: string;
  qrText: string;
  /** The highest QR version allowed (the EPC standard's 13). */
  maxVersion: number;
}

/**
 * The order's invoice PDF attached to the e-mail: named by its number, drawn by the sender
 * when the e-mail goes out (a PDF is too heavy to keep in every outbox row). Left out if the order was
 * deleted meanwhile; the invoice itself stays in public.invoices.
 */
export interface InvoicePdfAttachment {
  kind: 'invoice_pdf';
  filename: string;
  orderId: number;
  /** The invoice's number (2026-000001). */
  document: string;
  language: Language;
}

export type StoredAttachment = InlineQrCode | InvoicePdfAttachment;

export const isInvoicePdf = (a: StoredAttachment): a is InvoicePdfAttachment => 'kind' in a && a.kind === 'invoice_pdf';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Images the HTML shows inline (cid:), and the invoice PDF. */
  attachments?: StoredAttachment[];
}

export interface EmailShell {
  lang: Language;
  title: string;
  /** Escaped HTML fragments, one per block. */
  blocks: string[];
  /** Plain-text paragraphs matching the blocks. */
  textBlocks: string[];
  footerHtml?: string;
  footerText?: string;
}

export function renderShell(shell: EmailShell): { html: string; text: string } {
  const html = `<!doctype html><html lang="${shell.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(shell.title)}</title></head>
<body style="margin:0;padding:0;background:#f5f1ea;font-family:Georgia,'Times New Roman',serif;color:#1f1a14">
<div style="max-width:640px;margin:0 auto;padding:24px;background:#ffffff">
<p style="font-size:20px;letter-spacing:2px;margin:0 0 24px">MAISON LUMIÈRE</p>
${shell.blocks.join('\n')}
${shell.footerHtml ? `<hr style="border:none;border-top:1px solid #e3dccf;margin:24px 0"><div style="font-size:12px;color:#6b6256">${shell.footerHtml}</div>` : ''}
</div></body></html>`;
  const text = [...shell.textBlocks, ...(shell.footerText ? ['--', shell.footerText] : [])].join('\n\n');
  return { html, text };
}

export const p = (escaped: string) => `<p style="margin:0 0 16px;line-height:1.5">${escaped}</p>`;
export const h2 = (escaped: string) => `<h2 style="font-size:17px;margin:24px 0 8px">${escaped}</h2>`;
export const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#7a4e12">${escapeHtml(label)}</a>`;
