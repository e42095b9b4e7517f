// POST /api/checkout/quote, the logic: what the order will cost once the checkout knows the country,
// priced by the same code as the order itself (order-pricing.ts), so the shopper sees the total and
// the VAT rate before paying. A quote is information only: placing the order prices it again.
import { z } from 'zod';
import type { VatScheme } from '../../domain/tax/vat-rules.ts';
import { priceBasket } from './order-pricing.ts';
import { orderRequestSchema } from './order-request.ts';

export const quoteRequestSchema = z.object({
  items: orderRequestSchema.shape.items,
  country: orderRequestSchema.shape.customer.shape.country,
  promoCode: orderRequestSchema.shape.promoCode,
  language: orderRequestSchema.shape.language,
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export interface CheckoutQuote {
  country: QuoteRequest['country'];
  vatScheme: VatScheme;
  vatRateBp: number;
  currency: 'EUR';
  lines: { productId: number; quantity: number; unitPriceCents: number; lineTotalCents: number }[];
  subtotalCents: number;
  discountCents: number;
  promoCode: string | null;
  shippingCents: number;
  totalCents: number;
  vatCents: number;
}

export async function quoteCheckout(request: QuoteRequest): Promise<CheckoutQuote> {
  const { promo, items, totals } = await priceBasket(request, { countryField: 'country' });
  return {
    country: request.country,
    vatScheme: totals.scheme,
    vatRateBp: totals.rateBp,
    currency: 'EUR',
    lines: items.map((item, i) => ({
      productId: item.product_id,
      quantity: item.quantity,
      unitPriceCents: item.unit_price_cents,
      lineTotalCents: totals.lines[i]!.lineTotalCents,
    })),
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    promoCode: promo?.code ?? null,
    shippingCents: totals.shippingCents,
    totalCents: totals.totalCents,
    vatCents: totals.vatCents,
  };
}
