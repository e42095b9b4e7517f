// An order priced for its destination, in integer cents. Catalog prices and the shipping fee are
// VAT-inclusive at the home (Belgian) rate. Rounding (docs/vat-and-invoices.md):
// - same-gross (default): prices stay as on the page, only the VAT inside changes; nothing is rounded
//   but the VAT.
// - same-net: each unit price, and the shipping fee, becomes the same net price with the
//   destination's VAT: price x (1 + rate) / (1 + home rate), rounded half up to the cent, once per
//   unit price (the price the shopper reads on each line); lines are unit price x quantity.
// - a VAT-free export follows exportPricing instead, when given: same-price as same-gross, without-vat
//   as same-net at 0 % (the Belgian VAT taken off each unit price and the shipping fee).
// - the gift wrap's price is converted as the shipping fee is (same-gross unchanged, same-net the same
//   net price at the destination's rate), and added to the total.
// - then, as for every order: the percentage discount off the subtotal rounded half up, and the VAT
//   taken once from the order's total at its one rate: total x rate / (1 + rate), rounded half up.
import { computeTotals, includedVat, type PricedLine, type Totals } from '../pricing/totals.ts';
import type { ExportPricing, VatPricing, VatTreatment } from './vat-rules.ts';

export interface DestinationLine {
  /** The VAT-inclusive catalog price (home rate): what the stock reservation checks. */
  catalogPriceCents: number;
  /** The unit price charged at the destination. */
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

export interface DestinationTotals extends Totals, VatTreatment {
  lines: DestinationLine[];
}

export interface DestinationOptions {
  percentOff?: number;
  /** The shipping fee as set in the settings (VAT-inclusive at the home rate). */
  shippingFeeCents: number;
  /** The gift wrap's price as set in the settings (VAT-inclusive at the home rate), 0 when not asked: converted as the shipping fee is. */
  giftWrapCents?: number;
  /** The zone's free-shipping threshold on the goods after discount as the shopper reads them; null: none. */
  freeShippingFromCents?: number | null;
  homeRateBp: number;
  pricing: VatPricing;
  /** How a VAT-free export is priced; absent: as `pricing` says. */
  exportPricing?: ExportPricing;
  treatment: VatTreatment;
  /** GBP 135 in euro cents: the largest UK consignment (goods net of VAT) that bears UK VAT. */
  ukLowValueLimitCents: number;
}

/** A home-rate VAT-inclusive amount at another rate: unchanged (same-gross) or the same net amount (same-net). */
export function priceAtRate(cents: number, rateBp: number, homeRateBp: number, pricing: VatPricing): number {
  if (pricing === 'same-gross' || rateBp === homeRateBp) return cents;
  return Math.round((cents * (10000 + rateBp)) / (10000 + homeRateBp));
}

const exportAsPricing = (exportPricing: ExportPricing): VatPricing =>
  exportPricing === 'without-vat' ? 'same-net' : 'same-gross';

export function destinationTotals(lines: readonly PricedLine[], options: DestinationOptions): DestinationTotals {
  const at = (treatment: VatTreatment): DestinationTotals => {
    const pricing =
      treatment.scheme === 'export' && options.exportPricing ? exportAsPricing(options.exportPricing) : options.pricing;
    const converted = (cents: number) => priceAtRate(cents, treatment.rateBp, options.homeRateBp, pricing);
    const priced = lines.map((l) => {
      const unitPriceCents = converted(l.unitPriceCents);
      return {
        catalogPriceCents: l.unitPriceCents,
        unitPriceCents,
        quantity: l.quantity,
        lineTotalCents: unitPriceCents * l.quantity,
      };
    });
    const totals = computeTotals(priced, {
      percentOff: options.percentOff ?? 0,
      shippingFeeCents: converted(options.shippingFeeCents),
      giftWrapCents: converted(options.giftWrapCents ?? 0),
      freeShippingFromCents: options.freeShippingFromCents ?? null,
      vatRateBp: treatment.rateBp,
    });
    return { ...totals, ...treatment, lines: priced };
  };
  const charged = at(options.treatment);
  if (options.treatment.scheme !== 'uk') return charged;
  // the consignment's value: the goods as sold (after the discount), UK VAT and shipping excluded
  const goods = charged.subtotalCents - charged.discountCents;
  const value = goods - includedVat(goods, charged.rateBp);
  return value <= options.ukLowValueLimitCents ? charged : at({ scheme: 'export', rateBp: 0 });
}
