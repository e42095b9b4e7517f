// POST /api/checkout/quote: what the order will cost for a destination, priced by the same code as
// the order itself, so the checkout shows the total and the VAT rate before the shopper pays.
// Information only: placing the order prices it again.
import { z } from 'zod';
import { EXPORT_PRICINGS } from '../domain/tax/vat-rules.ts';
import { centsSchema, idSchema, shippingCountrySchema, vatSchemeSchema } from './common.ts';
import { orderRequestSchema, shippingAddressSchema } from './orders.ts';

export const quoteRequestSchema = z.object({
  items: orderRequestSchema.shape.items,
  country: shippingAddressSchema.shape.country,
  promoCode: orderRequestSchema.shape.promoCode,
  /** The shopper's address once typed: a once-per-address promo code already used with it is refused (422 promo_code_used). */
  email: shippingAddressSchema.shape.email.optional(),
  language: orderRequestSchema.shape.language,
  gift_wrap: orderRequestSchema.shape.gift_wrap,
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const checkoutQuoteSchema = z.object({
  country: shippingCountrySchema,
  vatScheme: vatSchemeSchema,
  vatRateBp: z.number().int(),
  currency: z.literal('EUR'),
  /** The request's lines merged per product, sorted by product id. */
  lines: z.array(
    z.object({
      productId: idSchema,
      quantity: z.number().int().positive(),
      unitPriceCents: centsSchema,
      lineTotalCents: centsSchema,
    }),
  ),
  subtotalCents: centsSchema,
  discountCents: centsSchema,
  promoCode: z.string().nullable(),
  shippingCents: centsSchema,
  giftWrapCents: centsSchema,
  totalCents: centsSchema,
  vatCents: centsSchema,
  /** A VAT-free export (vatScheme 'export'): how the shop prices it, so the checkout says what the price includes; null otherwise. */
  exportPricing: z.enum(EXPORT_PRICINGS).nullable(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;
