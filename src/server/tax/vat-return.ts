// GET /api/admin/vat-return?quarter=2026-Q3[&format=csv]: what the VAT returns of a quarter ask
// for, from the documents issued: per destination country, VAT scheme and rate, the number of invoices
// and credit notes, the amount before VAT, the VAT and the total (invoices less credit notes). Belgian VAT goes in the Belgian return, the
// 'oss' rows in the One-Stop Shop return (per member state of consumption and rate), 'uk' in the UK
// return, 'export' rows are the VAT-free exports.
// A document counts in the quarter of its Brussels issue day: an invoice when its order was paid, a
// credit note (negative) when money was refunded. An order shipped unpaid has no invoice and counts
// nothing; a refund lowers the quarter of its credit note, not the quarter of the sale.
import { QUARTER_MESSAGE, QUARTER_PATTERN, type VatReturn, type VatReturnRow } from '../../contract/admin/vat.ts';
import { VAT_SCHEMES } from '../../domain/tax/vat-rules.ts';
import { SHIPPING_COUNTRIES } from '../../domain/vocabulary/country.ts';
import { getSql } from '../db/client.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { countryName } from '../../i18n/locale.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { csvFile, euros, percent } from '../accounting/csv.ts';
import { validationError } from '../http/admin-request.ts';

/** The quarter of a Brussels day, as 2026-Q3. */
export function quarterOf(day: string): string {
  return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
}

/** 2026-Q3 -> its first day, the first day of the next quarter and its last day. */
export function quarterDays(quarter: string): { from: string; next: string; to: string } {
  const match = QUARTER_PATTERN.exec(quarter);
  if (!match) throw validationError({ quarter: [QUARTER_MESSAGE] });
  const year = Number(match[1]);
  const q = Number(match[2]);
  const pad = (n: number) => String(n).padStart(2, '0');
  const from = `${year}-${pad(q * 3 - 2)}-01`;
  const next = q === 4 ? `${year + 1}-01-01` : `${year}-${pad(q * 3 + 1)}-01`;
  const last = new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { from, next, to: last };
}

type SumRow = Omit<VatReturnRow, 'net_cents' | 'vat_cents' | 'total_cents'> &
  Record<'net_cents' | 'vat_cents' | 'total_cents', string | number>;

/**
 * The invoices less the credit notes issued in the Brussels days [from, next), summed per country,
 * scheme and rate (each document keeps its order's, supabase/migrations/20261130100000_invoice_vat_lines.sql).
 */
function vatReturnRows(from: string, next: string) {
  return getSql()<SumRow[]>`
    select d.country, d.vat_scheme, d.vat_rate_bp,
           count(*) filter (where d.kind = 'invoice')::int as invoices,
           count(*) filter (where d.kind = 'credit_note')::int as credit_notes,
           sum(d.sign * (d.total_cents - d.vat_cents))::bigint as net_cents, sum(d.sign * d.vat_cents)::bigint as vat_cents,
           sum(d.sign * d.total_cents)::bigint as total_cents
      from (select i.*, case when i.kind = 'credit_note' then -1 else 1 end as sign from public.invoices i
             where i.issued_at >= (${from}::timestamp at time zone 'Europe/Brussels')
               and i.issued_at < (${next}::timestamp at time zone 'Europe/Brussels')) d
     group by 1, 2, 3`;
}

const rank = <T>(list: readonly T[], value: T) => {
  const i = list.indexOf(value);
  return i === -1 ? list.length : i;
};

export async function vatReturn(quarter: string): Promise<VatReturn> {
  const { from, next, to } = quarterDays(quarter);
  const rows = (await vatReturnRows(from, next))
    .map((r) => ({
      ...r,
      net_cents: Number(r.net_cents),
      vat_cents: Number(r.vat_cents),
      total_cents: Number(r.total_cents),
    }))
    .sort(
      (a, b) =>
        rank(SHIPPING_COUNTRIES, a.country) - rank(SHIPPING_COUNTRIES, b.country) ||
        rank(VAT_SCHEMES, a.vat_scheme) - rank(VAT_SCHEMES, b.vat_scheme) ||
        b.vat_rate_bp - a.vat_rate_bp,
    );
  const sum = (key: keyof VatReturn['totals']) => rows.reduce((s, r) => s + r[key], 0);
  return {
    quarter,
    from,
    to,
    rows,
    totals: {
      invoices: sum('invoices'),
      credit_notes: sum('credit_notes'),
      net_cents: sum('net_cents'),
      vat_cents: sum('vat_cents'),
      total_cents: sum('total_cents'),
    },
  };
}

/**
 * The CSV for the accountant's spreadsheet (src/server/accounting/csv.ts: semicolons, decimal commas,
 * UTF-8 with a byte order mark): one line per country, scheme and rate, the headers, countries and
 * schemes in words of the admin's language ("Belgique", "OSS, TVA du pays de destination").
 */
export function vatReturnCsv(report: VatReturn, language: Language): string {
  const t = getTranslator(language, ['admin']);
  const header = ['quarter', 'country', 'scheme', 'ratePercent', 'invoices', 'creditNotes', 'net', 'vat', 'total'].map(
    (k) => t(`vat.csv.${k}`),
  );
  const rows = report.rows.map((r) => [
    report.quarter,
    countryName(r.country, language),
    t(`vat.schemes.${r.vat_scheme}`),
    percent(r.vat_rate_bp),
    r.invoices,
    r.credit_notes,
    euros(r.net_cents),
    euros(r.vat_cents),
    euros(r.total_cents),
  ]);
  return csvFile(header, rows);
}
