// POST /api/checkout/quote, the logic: what the order will cost once the checkout knows the country,
// priced by the same code as the order itself (order-pricing.ts), so the shopper sees the total and
// the VAT rate before paying. A quote is information only: placing the order prices it again.
// With the shopper's address, a code that address may not use (a first-order code it has used) is
// left out of the figures and named in unavailablePromoCode, with no reason given: "not available
// for this address", never "this address has ordered".
import type { CheckoutQuote, QuoteRequest } from '../../contract/checkout.ts';
import { priceBasket } from './order-pricing.ts';

/**
 * Quotes that may check an address against a promo code, per client and 10 minutes: plenty for a
 * shopper (the checkout sends the address once it is typed, then with each change of basket or
 * country), too few to sift a list of addresses. Past it the address is not checked (the order decides).
 */
export const QUOTE_EMAIL_CHECKS = { max: 30, windowSeconds: 600 } as const;

export async function quoteCheckout(request: QuoteRequest): Promise<CheckoutQuote> {
  const { settings, shipping, promo, droppedPromo, items, totals } = await priceBasket(
    { ...request, giftWrap: request.gift_wrap },
    { countryField: 'country', usedPromo: 'drop' },
  );
  return {
    country: request.country,
    vatScheme: totals.scheme,
    vatRateBp: totals.rateBp,
    currency: 'EUR',
    lines: items.map((item) => ({
      productId: item.product_id,
      quantity: item.quantity,
      unitPriceCents: item.unit_price_cents,
      lineTotalCents: item.line_total_cents,
    })),
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    promoCode: promo?.code ?? null,
    unavailablePromoCode: droppedPromo?.code ?? null,
    shippingCents: totals.shippingCents,
    giftWrapCents: totals.giftWrapCents,
    totalCents: totals.totalCents,
    vatCents: totals.vatCents,
    exportPricing: totals.scheme === 'export' ? settings.vat.exportPricing : null,
    deliveryDays: shipping.zone.deliveryDays,
  };
}
