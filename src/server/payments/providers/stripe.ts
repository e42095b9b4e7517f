// Card payments (and Bancontact, which Stripe offers Belgian shops on the same page) through Stripe
// Checkout, with plain fetch against Stripe's REST API: a Checkout Session per order (Idempotency-Key
// per order, so a retry gets the same session), and the webhook verified by its HMAC signature over
// the raw body (Stripe-Signature, STRIPE_WEBHOOK_SECRET). No card field ever reaches our origin.
import type { Language } from '../../../domain/vocabulary/language.ts';
import {
  PaymentProviderError,
  providerFetch,
  WebhookRejected,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentSession,
  type RefundRequest,
  type RefundResult,
  type SessionRequest,
} from './payment-provider.ts';
import { signedEvent } from './signatures.ts';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiBase: string;
}

const STRIPE_LOCALES: Record<Language, string> = { fr: 'fr', en: 'en', nl: 'nl' };

/** Stripe's form encoding of nested parameters: a[b][0][c]=v. */
export function formEncode(params: Record<string, unknown>, prefix = '', out = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (Array.isArray(value))
      value.forEach((v, i) =>
        typeof v === 'object'
          ? formEncode(v as Record<string, unknown>, `${name}[${i}]`, out)
          : out.append(`${name}[${i}]`, String(v)),
      );
    else if (typeof value === 'object') formEncode(value as Record<string, unknown>, name, out);
    else out.append(name, String(value));
  }
  return out;
}

/** Unix seconds for expires_at: the hold's end, within the 30 min - 24 h Stripe allows. */
export function checkoutExpiry(holdUntil: string | null, now = Date.now()): number {
  const min = now + 31 * 60_000;
  const max = now + 23.5 * 3_600_000;
  const wanted = holdUntil ? Date.parse(holdUntil) : max;
  return Math.floor(Math.min(max, Math.max(min, wanted)) / 1000);
}

interface StripeEvent {
  id: string;
  type: string;
  data: {
    object: {
      id: string;
      object: string;
      payment_status?: string;
      amount_total?: number;
      currency?: string;
      client_reference_id?: string | null;
      metadata?: Record<string, string>;
    };
  };
}

/** The line items: with a discount, one line for the whole order keeps Stripe's total equal to ours to the cent. */
function lineItems(order: SessionRequest['order']) {
  const line = (name: string, unitAmount: number, quantity = 1) => ({
    quantity,
    price_data: { currency: 'eur', unit_amount: unitAmount, product_data: { name } },
  });
  if (order.discountCents !== 0) return [line(`Order ${order.number}`, order.totalCents)];
  return [
    ...order.items.map((i) => line(i.name, i.unitPriceCents, i.quantity)),
    ...(order.shippingCents > 0 ? [line('Shipping', order.shippingCents)] : []),
  ];
}

async function createCheckoutSession(
  config: StripeConfig,
  { order, successUrl, cancelUrl }: SessionRequest,
): Promise<PaymentSession> {
  const body = formEncode({
    mode: 'payment',
    success_url: successUrl,
    cancel_url: cancelUrl,
    client_reference_id: String(order.id),
    customer_email: order.customer.email,
    locale: STRIPE_LOCALES[order.language],
    line_items: lineItems(order),
    metadata: { order_id: String(order.id), order_number: order.number },
    // the page closes when the order's stock hold ends (Stripe accepts 30 min to 24 h).
    expires_at: checkoutExpiry(order.holdUntil),
    payment_intent_data: { metadata: { order_id: String(order.id) } },
  });
  const res = await providerFetch('Stripe', `${config.apiBase.replace(/\/$/, '')}/v1/checkout/sessions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': `checkout-session-order-${order.id}`,
    },
    body,
  });
  const json = (await res.json().catch(() => null)) as {
    id?: string;
    url?: string;
    error?: { message?: string };
  } | null;
  if (!res.ok || !json?.id || !json.url)
    throw new PaymentProviderError(`Stripe: session not created (${res.status} ${json?.error?.message ?? ''})`);
  return { provider: 'stripe', sessionId: json.id, redirectUrl: json.url };
}

/** What a verified Stripe event says about one of our Checkout Sessions. */
function stripePaymentEvent(event: StripeEvent): PaymentEvent {
  const session = event.data?.object;
  const orderId = Number(session?.metadata?.order_id ?? session?.client_reference_id);
  const known = Number.isSafeInteger(orderId) && orderId > 0;
  const paidNow =
    (event.type === 'checkout.session.completed' && session?.payment_status === 'paid') ||
    event.type === 'checkout.session.async_payment_succeeded';
  if (paidNow && known) {
    const amountCents = session.amount_total;
    if (session.currency !== 'eur' || amountCents === undefined || !Number.isSafeInteger(amountCents))
      throw new WebhookRejected('unexpected amount');
    if (typeof session.id !== 'string' || session.id === '') throw new WebhookRejected('no session id');
    return { kind: 'paid', eventId: event.id, orderId, amountCents, sessionId: session.id };
  }
  if (event.type === 'checkout.session.async_payment_failed' && known)
    return { kind: 'failed', eventId: event.id, orderId, reason: 'declined' };
  if (event.type === 'checkout.session.expired' && known)
    return { kind: 'failed', eventId: event.id, orderId, reason: 'expired' };
  return { kind: 'ignored', eventId: event.id };
}

/** The PaymentIntent a Checkout Session was paid with (refunds name the payment, not the session). */
async function paymentIntentOf(config: StripeConfig, sessionId: string): Promise<string> {
  const res = await providerFetch(
    'Stripe',
    `${config.apiBase.replace(/\/$/, '')}/v1/checkout/sessions/${encodeURIComponent(sessionId)}`,
    {
      headers: { authorization: `Bearer ${config.secretKey}` },
    },
  );
  const json = (await res.json().catch(() => null)) as {
    payment_intent?: string | { id?: string } | null;
    error?: { message?: string };
  } | null;
  const intent = typeof json?.payment_intent === 'string' ? json.payment_intent : json?.payment_intent?.id;
  if (!res.ok || !intent)
    throw new PaymentProviderError(
      `Stripe: no payment for session ${sessionId} (${res.status} ${json?.error?.message ?? ''})`,
    );
  return intent;
}

/** POST /v1/refunds for the whole payment, with the payment's own Idempotency-Key: a retry gets the same refund. */
async function refundCheckoutSession(config: StripeConfig, request: RefundRequest): Promise<RefundResult> {
  const paymentIntent = await paymentIntentOf(config, request.sessionId);
  const res = await providerFetch('Stripe', `${config.apiBase.replace(/\/$/, '')}/v1/refunds`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': request.idempotencyKey,
    },
    body: formEncode({
      payment_intent: paymentIntent,
      amount: request.amountCents,
      metadata: { order_id: String(request.orderId) },
    }),
  });
  const json = (await res.json().catch(() => null)) as {
    id?: string;
    status?: string;
    error?: { message?: string };
  } | null;
  if (!res.ok || typeof json?.id !== 'string')
    throw new PaymentProviderError(`Stripe: refund refused (${res.status} ${json?.error?.message ?? ''})`);
  if (json.status !== 'succeeded' && json.status !== 'pending')
    throw new PaymentProviderError(`Stripe: refund ${json.id} is ${json.status ?? 'unknown'}`);
  return { refundId: json.id, status: json.status };
}

export function stripeProvider(config: StripeConfig): PaymentProvider {
  return {
    name: 'stripe',
    createSession: (request) => createCheckoutSession(config, request),
    refund: (request) => refundCheckoutSession(config, request),
    async verifyWebhook(rawBody, headers): Promise<PaymentEvent> {
      const event = signedEvent<StripeEvent | null>(config.webhookSecret, rawBody, headers.get('stripe-signature'));
      if (typeof event?.id !== 'string' || typeof event.type !== 'string') throw new WebhookRejected('not an event');
      return stripePaymentEvent(event);
    },
  };
}
