// GET /api/admin/accounting-export?from=&to=&lang=: one ZIP for the accountant with the period's
// invoice and credit note PDFs (each in its document's language, as the shopper received it),
// documents.csv and payments.csv (csv.ts: semicolons, decimal commas, UTF-8 BOM, headers in the
// admin's language). A document whose order was deleted keeps its CSV line (its number stays in the
// series) but has no PDF any more: its file column says so by being empty.
import { zipSync, strToU8 } from 'fflate';
import type { Language } from '../../domain/vocabulary/language.ts';
import { countryName } from '../../i18n/locale.ts';
import { getTranslator, type Translator } from '../../i18n/translate.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { orderDocumentContent } from '../invoices/invoice-render.ts';
import { periodDocuments, periodPayments, type DocumentRow, type PaymentRow } from './accounting-rows.ts';
import { csvFile, euros, percent } from './csv.ts';

const brusselsDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date(iso));

function documentsCsv(
  rows: readonly DocumentRow[],
  files: ReadonlyMap<string, string>,
  t: Translator,
  language: Language,
) {
  const keys = [
    'number',
    'kind',
    'date',
    'credits',
    'order',
    'buyer',
    'country',
    'scheme',
    'ratePercent',
    'net',
    'vat',
    'total',
    'file',
  ];
  // a credit note gives money back: its amounts are negative, so the columns sum to the period's net
  const lines = rows.map((r) => {
    const sign = r.kind === 'credit_note' ? -1 : 1;
    return [
      r.number,
      t(`accounting.kinds.${r.kind}`),
      brusselsDay(r.issued_at),
      r.credits ?? '',
      r.order_number,
      r.buyer_name,
      r.country ? countryName(r.country, language) : '',
      r.vat_scheme ? t(`vat.schemes.${r.vat_scheme}`) : '',
      r.vat_rate_bp === null ? '' : percent(r.vat_rate_bp),
      euros(sign * (r.total_cents - r.vat_cents)),
      euros(sign * r.vat_cents),
      euros(sign * r.total_cents),
      files.get(r.number) ?? '',
    ];
  });
  return csvFile(
    keys.map((k) => t(`accounting.documents.${k}`)),
    lines,
  );
}

/** One line per ledger movement: money in positive, money out negative, so the column sums to the net. */
function paymentsCsv(rows: readonly PaymentRow[], t: Translator) {
  const keys = ['date', 'order', 'direction', 'amount', 'method', 'source', 'reference', 'document', 'note'];
  const lines = rows.map((r) => [
    r.day,
    r.order_number,
    t(`accounting.payments.${r.direction === 'out' ? 'refunded' : 'received'}`),
    euros(r.direction === 'out' ? -r.amount_cents : r.amount_cents),
    t(`ledger.methods.${r.method}`),
    t(`accounting.payments.${r.source}`),
    r.reference,
    r.document ?? '',
    r.note ?? '',
  ]);
  return csvFile(
    keys.map((k) => t(`accounting.payments.${k}`)),
    lines,
  );
}

/** The PDFs, named as the shopper's e-mail named them; the map says which document got which file. */
async function documentFiles(
  rows: readonly DocumentRow[],
): Promise<{ files: Record<string, Uint8Array>; names: Map<string, string> }> {
  const files: Record<string, Uint8Array> = {};
  const names = new Map<string, string>();
  for (const row of rows) {
    if (row.order_id === null) continue;
    const found = await orderDocumentContent(row.order_id, row.number, null);
    if (!found.found) continue;
    const name = `${row.kind === 'credit_note' ? 'credit-notes' : 'invoices'}/${found.content.fileName}`;
    files[name] = await renderInvoicePdf(found.content);
    names.set(row.number, name);
  }
  return { files, names };
}

export async function accountingExport(
  from: string,
  to: string,
  language: Language,
): Promise<{ zip: Uint8Array; fileName: string }> {
  const t = getTranslator(language, ['admin', 'backoffice']);
  const documents = await periodDocuments(from, to);
  const { files, names } = await documentFiles(documents);
  const zip = zipSync({
    ...files,
    'documents.csv': strToU8(documentsCsv(documents, names, t, language)),
    'payments.csv': strToU8(paymentsCsv(await periodPayments(from, to), t)),
  });
  return { zip, fileName: `accounting-${from}-${to}.zip` };
}
