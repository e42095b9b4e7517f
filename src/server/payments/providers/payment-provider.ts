// One interface for every way a shopper pays on a provider's page: Stripe Checkout (card, Bancontact),
// PayPal Orders v2, and the embedded default's built-in test gateway. The order is marked paid only
// from what the provider itself says: a webhook whose signature we verified, or (PayPal) the answer
// of our own server-to-server capture call. Never from the browser.
import type { PaymentProviderName } from '../../../contract/payments.ts';
import type { OrderDetails } from '../../orders/order-repository.ts';

export type ProviderName = PaymentProviderName;

export interface SessionRequest {
  order: OrderDetails;
  /** Where the provider sends the shopper after paying (our thank-you page or return endpoint). */
  successUrl: string;
  /** Where the provider sends the shopper who gives up (back to the checkout). */
  cancelUrl: string;
}

export interface PaymentSession {
  provider: ProviderName;
  /** The provider's id for this payment (Checkout Session id, PayPal order id, test session id). */
  sessionId: string;
  /** The provider's hosted page. */
  redirectUrl: string;
}

/** What a verified provider message says about a payment. */
export type PaymentEvent =
  /** sessionId: the provider's payment session the money was paid in (Checkout Session id, test session id). */
  | { kind: 'paid'; eventId: string; orderId: number; amountCents: number; sessionId: string }
  /** declined: the provider refused the payment; expired: its page closed unpaid. */
  | { kind: 'failed'; eventId: string; orderId: number | null; reason: 'declined' | 'expired' }
  | { kind: 'ignored'; eventId: string };

export class WebhookRejected extends Error {}

/** Paying back a received payment, in full: the provider's session it was paid in and its amount. */
export interface RefundRequest {
  orderId: number;
  sessionId: string;
  amountCents: number;
  /** One key per received payment: asking again gives the same refund, never a second one. */
  idempotencyKey: string;
}

export interface RefundResult {
  /** The provider's refund id (Stripe re_...). */
  refundId: string;
  /** succeeded, or pending: accepted, the money on its way back (Stripe says so for some cards). */
  status: 'succeeded' | 'pending';
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Idempotent per order: asking twice gives the same session (provider idempotency keys). */
  createSession(request: SessionRequest): Promise<PaymentSession>;
  /** Verifies the signature over the raw body; throws WebhookRejected when it does not hold. */
  verifyWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent>;
  /** Refunds a received payment; throws PaymentProviderError when the provider refuses or fails. Absent: refunds are made by hand. */
  refund?(request: RefundRequest): Promise<RefundResult>;
}

export class PaymentProviderError extends Error {}

/** Every call to a provider has a timeout and a clear error. */
export async function providerFetch(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs = 15_000,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new PaymentProviderError(`${provider}: ${url} did not answer (${(error as Error).message})`);
  }
}
