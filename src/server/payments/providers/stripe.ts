// Card payments (and Bancontact, which Stripe offers Belgian shops on the same page) through Stripe
// Checkout, with Stripe's official Node SDK: a Checkout Session per payment attempt, refunds (whole or
// partial), and the webhook verified by the SDK (stripe.webhooks.constructEvent over the raw body,
// Stripe-Signature, STRIPE_WEBHOOK_SECRET). No card field ever reaches our origin.
//
// "Pay again" (a shopper back from the cancel link, after a switch of method, after the page expired):
// the order's session is handed out again while Stripe says it is still open; otherwise a new one is
// made, under an Idempotency-Key made of its parameters and of the session it replaces
// (stripe-idempotency.ts): Stripe refuses a key reused with other parameters.
import type Stripe from 'stripe';
import type { Language } from '../../../domain/vocabulary/language.ts';
import {
  WebhookRejected,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentSession,
  type RefundRequest,
  type RefundResult,
  type SessionRequest,
} from './payment-provider.ts';
import { isStripeRefusal, stripeClient, stripeFailure, type StripeConfig } from './stripe-client.ts';
import { requestIdempotencyKey } from './stripe-idempotency.ts';

export type { StripeConfig } from './stripe-client.ts';

const STRIPE_LOCALES: Record<Language, Stripe.Checkout.SessionCreateParams.Locale> = { fr: 'fr', en: 'en', nl: 'nl' };
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Unix seconds for expires_at: the hold's end, within the 30 min - 24 h Stripe allows. */
export function checkoutExpiry(holdUntil: string | null, now = Date.now()): number {
  const min = now + 31 * 60_000;
  const max = now + 23.5 * 3_600_000;
  const wanted = holdUntil ? Date.parse(holdUntil) : max;
  return Math.floor(Math.min(max, Math.max(min, wanted)) / 1000);
}

/** The line items: with a discount, one line for the whole order keeps Stripe's total equal to ours to the cent. */
function lineItems(order: SessionRequest['order']): Stripe.Checkout.SessionCreateParams.LineItem[] {
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

export function checkoutSessionParams({
  order,
  successUrl,
  cancelUrl,
}: SessionRequest): Stripe.Checkout.SessionCreateParams {
  return {
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
  };
}

/** The order's current session when Stripe says the shopper can still pay on it (same amount). */
async function openSession(stripe: Stripe, order: SessionRequest['order']): Promise<PaymentSession | null> {
  if (order.paymentProvider !== 'stripe' || !order.paymentId) return null;
  try {
    const session = await stripe.checkout.sessions.retrieve(order.paymentId);
    const open = session.status === 'open' && session.amount_total === order.totalCents;
    return open && session.url ? { provider: 'stripe', sessionId: session.id, redirectUrl: session.url } : null;
  } catch (error) {
    // no such session any more (another account, deleted test data): a new one is made
    if (isStripeRefusal(error)) return null;
    throw stripeFailure(`session ${order.paymentId} not read`, error);
  }
}

/**
 * Creates the session, or gets Stripe's stored answer again for the very same request (a retry). A
 * replayed answer (Idempotent-Replayed) is Stripe's answer of the first time: the session it names may
 * have expired since (the same parameters again after a switch of method and back), so it is read, and
 * replaced when it is no longer open, under a key naming the session it replaces.
 */
async function createCheckoutSession(stripe: Stripe, request: SessionRequest): Promise<PaymentSession> {
  const reused = await openSession(stripe, request.order);
  if (reused) return reused;
  const params = checkoutSessionParams(request);
  let replaces = request.order.paymentId;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const idempotencyKey = requestIdempotencyKey(`checkout-session-order-${request.order.id}`, { params, replaces });
    let session: Stripe.Response<Stripe.Checkout.Session>;
    try {
      session = await stripe.checkout.sessions.create(params, { idempotencyKey });
    } catch (error) {
      throw stripeFailure('session not created', error);
    }
    const replayed = String(session.lastResponse?.headers?.['idempotent-replayed']) === 'true';
    const current = replayed ? await sessionIfOpen(stripe, session.id) : session;
    if (current?.url) return { provider: 'stripe', sessionId: current.id, redirectUrl: current.url };
    replaces = session.id;
  }
  throw stripeFailure('session not created', new Error('every session made was already closed'));
}

async function sessionIfOpen(stripe: Stripe, id: string): Promise<Stripe.Checkout.Session | null> {
  try {
    const session = await stripe.checkout.sessions.retrieve(id);
    return session.status === 'open' ? session : null;
  } catch (error) {
    throw stripeFailure(`session ${id} not read`, error);
  }
}

/** What a verified Stripe event says about one of our Checkout Sessions. */
export function stripePaymentEvent(event: Stripe.Event): PaymentEvent {
  if (!event.type.startsWith('checkout.session.')) return { kind: 'ignored', eventId: event.id };
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = Number(session?.metadata?.order_id ?? session?.client_reference_id);
  const known = Number.isSafeInteger(orderId) && orderId > 0;
  const paidNow =
    (event.type === 'checkout.session.completed' && session?.payment_status === 'paid') ||
    event.type === 'checkout.session.async_payment_succeeded';
  if (paidNow && known) {
    const amountCents = session.amount_total;
    if (session.currency !== 'eur' || typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents))
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
async function paymentIntentOf(stripe: Stripe, sessionId: string): Promise<string> {
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    throw stripeFailure(`no payment for session ${sessionId}`, error);
  }
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!intent) throw stripeFailure(`no payment for session ${sessionId}`, new Error('no payment_intent'));
  return intent;
}

/** A refund of the payment (the amount asked: whole or partial) under the caller's Idempotency-Key. */
async function refundCheckoutSession(stripe: Stripe, request: RefundRequest): Promise<RefundResult> {
  const paymentIntent = await paymentIntentOf(stripe, request.sessionId);
  let refund: Stripe.Refund;
  try {
    refund = await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: request.amountCents, metadata: { order_id: String(request.orderId) } },
      { idempotencyKey: request.idempotencyKey },
    );
  } catch (error) {
    throw stripeFailure('refund refused', error);
  }
  if (refund.status !== 'succeeded' && refund.status !== 'pending')
    throw stripeFailure(`refund ${refund.id} is ${refund.status ?? 'unknown'}`, new Error('not accepted'));
  return { refundId: refund.id, status: refund.status };
}

function verifiedEvent(stripe: Stripe, webhookSecret: string, rawBody: string, headers: Headers): Stripe.Event {
  const signature = headers.get('stripe-signature');
  if (!signature) throw new WebhookRejected('signature missing');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
  } catch (error) {
    throw new WebhookRejected(`signature refused (${(error as Error).message})`);
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string') throw new WebhookRejected('not an event');
  return event;
}

export function stripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = stripeClient(config);
  return {
    name: 'stripe',
    createSession: (request) => createCheckoutSession(stripe, request),
    refund: (request) => refundCheckoutSession(stripe, request),
    verifyWebhook: async (rawBody, headers) =>
      stripePaymentEvent(verifiedEvent(stripe, config.webhookSecret, rawBody, headers)),
  };
}
