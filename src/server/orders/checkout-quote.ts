// POST /api/checkout/quote, the logic: what the order will cost once the checkout knows the country,
// priced by the same code as the order itself (order-pricing.ts), so the shopper sees the total and
// the VAT rate before paying. A quote is information only: placing the order prices it again.
import type { CheckoutQuote, QuoteRequest } from '../../contract/checkout.ts';
import { priceBasket } from './order-pricing.ts';

export async function quoteCheckout(request: QuoteRequest): Promise<CheckoutQuote> {
  const { settings, promo, items, totals } = await priceBasket(
    { ...request, giftWrap: request.gift_wrap },
    { countryField: 'country' },
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
    shippingCents: totals.shippingCents,
    giftWrapCents: totals.giftWrapCents,
    totalCents: totals.totalCents,
    vatCents: totals.vatCents,
    exportPricing: totals.scheme === 'export' ? settings.vat.exportPricing : null,
  };
}
