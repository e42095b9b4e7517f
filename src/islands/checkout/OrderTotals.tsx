// An order's amounts as one list (checkout summary, order page): subtotal, the discount when there is
// one, shipping, the total, and the VAT it includes (the destination's rate, or the VAT-free export to
// the UK).
import type { VatScheme } from '../../domain/tax/vat-rules.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { formatNumber, formatMoney } from '../../i18n/locale.ts';

export interface TotalsLabels {
  subtotal: string;
  /** The discount's label, its code already in it. */
  discount: string;
  shipping: string;
  total: string;
  /** With {{rate}}. */
  vat: string;
  /** With {{rate}}: the UK's own VAT, named so (a parcel of GBP 135 or less). */
  vatUk: string;
  vatExport: string;
}

export interface OrderAmounts {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  /** Null until the server has priced the order for its destination. */
  vat: { scheme: VatScheme; rateBp: number; cents: number } | null;
}

interface Row {
  label: string;
  cents: number;
  modifier?: 'total' | 'vat';
  negative?: boolean;
}

/** The VAT line's words: none on an export, the UK's VAT named as such, else the destination's rate. */
export function vatLabel(labels: TotalsLabels, vat: { scheme: VatScheme; rateBp: number }, lang: Language): string {
  if (vat.scheme === 'export') return labels.vatExport;
  const rate = formatNumber(vat.rateBp / 100, lang);
  return interpolate(vat.scheme === 'uk' ? labels.vatUk : labels.vat, { rate });
}

function rowsOf(labels: TotalsLabels, amounts: OrderAmounts, lang: Language): Row[] {
  const { vat } = amounts;
  return [
    { label: labels.subtotal, cents: amounts.subtotalCents },
    ...(amounts.discountCents > 0 ? [{ label: labels.discount, cents: amounts.discountCents, negative: true }] : []),
    { label: labels.shipping, cents: amounts.shippingCents },
    { label: labels.total, cents: amounts.totalCents, modifier: 'total' as const },
    ...(vat
      ? [
          {
            label: vatLabel(labels, vat, lang),
            cents: vat.cents,
            modifier: 'vat' as const,
          },
        ]
      : []),
  ];
}

export function OrderTotals({
  labels,
  amounts,
  lang,
}: {
  labels: TotalsLabels;
  amounts: OrderAmounts;
  lang: Language;
}) {
  return (
    <dl className="totals">
      {rowsOf(labels, amounts, lang).map((row) => (
        <div key={row.label} className={row.modifier ? `totals__row totals__row--${row.modifier}` : 'totals__row'}>
          <dt>{row.label}</dt>
          <dd>
            {row.negative && '−'}
            {formatMoney(row.cents, lang)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
