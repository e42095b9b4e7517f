// GET /api/settings: what any visitor may know of the shop's settings (never a secret): the shipping
// fee, each payment method's switch and maintenance text, delivery days, contact details, the
// seller's identity and where the shop ships.
import { z } from 'zod';
import { PAYMENT_METHOD_SETTING_KEY } from '../domain/vocabulary/payment-method.ts';
import { centsSchema, shippingCountrySchema } from './common.ts';

export const paymentAvailabilitySchema = z.object({
  enabled: z.boolean(),
  /** Shown instead of the method when it is off; null = the storefront's default text. */
  maintenanceMessage: z.string().nullable(),
});
export type PaymentMethodAvailability = z.infer<typeof paymentAvailabilitySchema>;

export const publicSettingsSchema = z.object({
  shippingFeeCents: centsSchema.min(0),
  deliveryDays: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }),
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
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
