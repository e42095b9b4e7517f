// The payment providers' side of the API:
//   POST /api/payments/webhook/{provider} (stripe, test), the provider's signed message -> 200 webhookAnswer;
//        a forged or stale signature: 400 `webhook_rejected`, and nothing changes.
//   GET  /api/payments/return, /api/payments/cancelled, /api/payments/paypal/return: where a provider
//        sends the shopper back. They answer 303 to the order's page, never JSON, except a PayPal
//        capture PayPal did not answer (502 `payment_provider_unavailable`, an error body).
import { z } from 'zod';

/** Who runs a hosted payment page: Stripe Checkout, PayPal, or the embedded default's test gateway. */
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);

/** What a provider's payment came to on the order (public.record_payment's results). */
export const PAYMENT_RECORD_RESULTS = [
  'paid',
  'duplicate',
  'unknown_order',
  'not_pending',
  'amount_mismatch',
  'session_mismatch',
  'refund_needed',
] as const;
export type PaymentRecordResult = (typeof PAYMENT_RECORD_RESULTS)[number];

/** A payment that did not happen, kept on the order's record once per event: recorded, or a duplicate. */
export const PAYMENT_OUTCOME_RESULTS = ['recorded', 'duplicate'] as const;
export type PaymentOutcomeResult = (typeof PAYMENT_OUTCOME_RESULTS)[number];

export const webhookAnswerSchema = z.object({
  received: z.literal(true),
  /** 'ignored': an event that says nothing about a payment of ours. */
  result: z.enum([...PAYMENT_RECORD_RESULTS, ...PAYMENT_OUTCOME_RESULTS, 'ignored']),
});
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;
