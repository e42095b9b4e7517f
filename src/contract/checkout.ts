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
  /**
   * The shopper's address once typed (sent with a promo code only): a code the address may not use is
   * not applied and the answer says so (unavailablePromoCode), never why.
   */
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
  /** The code applied, as the admin wrote it; null when none is (or when it is not available, below). */
  promoCode: z.string().nullable(),
  /**
   * The code asked for that this e-mail address may not use (a first-order code), not applied: the
   * figures are without it. The same answer whatever the reason, so that the quote says nothing
   * about the address's orders. Null otherwise.
   */
  unavailablePromoCode: z.string().nullable(),
  shippingCents: centsSchema,
  giftWrapCents: centsSchema,
  totalCents: centsSchema,
  vatCents: centsSchema,
  /** A VAT-free export (vatScheme 'export'): how the shop prices it, so the checkout says what the price includes; null otherwise. */
  exportPricing: z.enum(EXPORT_PRICINGS).nullable(),
  /** The delivery time promised in the destination's shipping zone (working days from payment). */
  deliveryDays: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;
