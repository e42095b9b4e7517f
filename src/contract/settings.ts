// GET /api/settings: what any visitor may know of the shop's settings (never a secret): the shipping
// fee, each payment method's switch and maintenance text, each zone's delivery days, contact details, the
// seller's identity and where the shop ships.
import { z } from 'zod';
import { PAYMENT_METHOD_SETTING_KEY } from '../domain/vocabulary/payment-method.ts';
import { centsSchema, idSchema, languageSchema, shippingCountrySchema } from './common.ts';

export const paymentAvailabilitySchema = z.object({
  enabled: z.boolean(),
  /** Shown instead of the method when it is off; null = the storefront's default text. */
  maintenanceMessage: z.string().nullable(),
});
export type PaymentMethodAvailability = z.infer<typeof paymentAvailabilitySchema>;

export const giftOfferSchema = z.object({
  wrap: z.object({ enabled: z.boolean(), priceCents: centsSchema.min(0) }),
  /** 0: no message (it is offered with the gift wrap). */
  messageMaxLength: z.number().int().min(0),
  samples: z.object({
    enabled: z.boolean(),
    max: z.number().int().min(0),
    /** The products offered as samples, named in each language (French where not translated). */
    products: z.array(z.object({ id: idSchema, name: z.record(languageSchema, z.string()) })),
  }),
});
export type GiftOffer = z.infer<typeof giftOfferSchema>;

export const publicSettingsSchema = z.object({
  shippingFeeCents: centsSchema.min(0),
  /** The delivery time promised in each shipping zone (working days from payment), zone by zone. */
  deliveryZones: z.array(
    z.object({
      countries: z.array(shippingCountrySchema),
      min: z.number().int().min(0),
      max: z.number().int().min(0),
    }),
  ),
  /** Keyed by each method's settings key: card, paypal, bankTransfer. */
  payments: z.object({
    [PAYMENT_METHOD_SETTING_KEY['credit-card']]: paymentAvailabilitySchema,
    [PAYMENT_METHOD_SETTING_KEY.paypal]: paymentAvailabilitySchema,
    [PAYMENT_METHOD_SETTING_KEY['bank-transfer']]: paymentAvailabilitySchema,
  }),
  contact: z.object({ email: z.string(), phone: z.string(), whatsappUrl: z.string(), instagramUrl: z.string() }),
  seller: z.object({
    legalName: z.string(),
    legalAddress: z.string(),
    enterpriseNumber: z.string(),
    vatNumber: z.string(),
  }),
  /** Where the shop ships (the United Kingdom may be switched off). */
  shippingCountries: z.array(shippingCountrySchema),
  /** What checkout offers: gift wrap (its price VAT included at the home rate, 0 = free), a message, free samples. */
  gifts: giftOfferSchema,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
