// GET /api/admin/vat-return?quarter=2026-Q3[&format=csv]: what the VAT returns of a quarter ask
// for, from the orders' own stored cents: per destination country, VAT scheme and rate, the number of
// orders, the amount before VAT, the VAT and the total. Belgian VAT goes in the Belgian return, the
// 'oss' rows in the One-Stop Shop return (per member state of consumption and rate), 'uk' in the UK
// return, 'export' rows are the VAT-free exports.
// An order counts once settled (paid, shipped or completed; a cancelled one was refunded), in the
// quarter its payment came in (Brussels time), or the quarter it was placed if it was never marked paid.
import { QUARTER_MESSAGE, QUARTER_PATTERN, type VatReturn, type VatReturnRow } from '../../contract/admin/vat.ts';
import { VAT_SCHEMES } from '../../domain/tax/vat-rules.ts';
import { SHIPPING_COUNTRIES } from '../../domain/vocabulary/country.ts';
import { SETTLED_STATUSES } from '../../domain/vocabulary/order-status.ts';
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

/** The settled orders of the Brussels days [from, next), summed per country, scheme and rate. */
function vatReturnRows(from: string, next: string) {
  return getSql()<SumRow[]>`
    select o.country, o.vat_scheme, o.vat_rate_bp, count(*)::int as orders,
           sum(o.total_cents - o.vat_cents)::bigint as net_cents, sum(o.vat_cents)::bigint as vat_cents,
           sum(o.total_cents)::bigint as total_cents
      from public.orders o
     where o.status = any(${SETTLED_STATUSES}::public.order_status[])
       and coalesce(o.paid_at, o.created_at) >= (${from}::timestamp at time zone 'Europe/Brussels')
       and coalesce(o.paid_at, o.created_at) < (${next}::timestamp at time zone 'Europe/Brussels')
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
  const sum = (key: 'orders' | 'net_cents' | 'vat_cents' | 'total_cents') => rows.reduce((s, r) => s + r[key], 0);
  return {
    quarter,
    from,
    to,
    rows,
    totals: {
      orders: sum('orders'),
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
  const header = ['quarter', 'country', 'scheme', 'ratePercent', 'orders', 'net', 'vat', 'total'].map((k) =>
    t(`vat.csv.${k}`),
  );
  const rows = report.rows.map((r) => [
    report.quarter,
    countryName(r.country, language),
    t(`vat.schemes.${r.vat_scheme}`),
    percent(r.vat_rate_bp),
    r.orders,
    euros(r.net_cents),
    euros(r.vat_cents),
    euros(r.total_cents),
  ]);
  return csvFile(header, rows);
}
