// The one price computation of the shop: the cart shows it, the server recomputes it for the order.
// Prices are VAT-inclusive integer cents (Belgian consumer prices); the VAT is the included share.
const BELGIAN_VAT_RATE_BP = 2100; // 21 % in basis points

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface Totals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  /** Gift wrap as charged: a service added to the total, its VAT taken with the total's like shipping. */
  giftWrapCents: number;
  totalCents: number;
  /** VAT included in the total. */
  vatCents: number;
}

function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

/** Percent off the subtotal, rounded to the cent (half up). */
export function discountOf(subtotalCents: number, percentOff: number): number {
  return Math.round((subtotalCents * percentOff) / 100);
}

/**
 * Shipping is charged whenever there is something to ship, unless the goods after discount (VAT
 * included, as the shopper reads them) reach the zone's free-shipping threshold.
 */
function shippingFor(subtotalCents: number, goodsCents: number, fee: number, freeFromCents?: number | null): number {
  if (subtotalCents <= 0) return 0;
  return freeFromCents !== undefined && freeFromCents !== null && goodsCents >= freeFromCents ? 0 : fee;
}

/** The VAT contained in a VAT-inclusive amount: amount x rate / (1 + rate). */
export function includedVat(amountCents: number, rateBp = BELGIAN_VAT_RATE_BP): number {
  return Math.round((amountCents * rateBp) / (10000 + rateBp));
}

export function computeTotals(
  lines: readonly PricedLine[],
  options: {
    percentOff?: number;
    shippingFeeCents: number;
    freeShippingFromCents?: number | null;
    vatRateBp?: number;
    /** The gift wrap's price when asked for (never discounted, never free with shipping). */
    giftWrapCents?: number;
  },
): Totals {
  const subtotalCents = subtotalOf(lines);
  const discountCents = discountOf(subtotalCents, options.percentOff ?? 0);
  const shippingCents = shippingFor(
    subtotalCents,
    subtotalCents - discountCents,
    options.shippingFeeCents,
    options.freeShippingFromCents,
  );
  const giftWrapCents = subtotalCents > 0 ? (options.giftWrapCents ?? 0) : 0;
  const totalCents = subtotalCents - discountCents + shippingCents + giftWrapCents;
  return {
    subtotalCents,
    discountCents,
    shippingCents,
    giftWrapCents,
    totalCents,
    vatCents: includedVat(totalCents, options.vatRateBp),
  };
}
