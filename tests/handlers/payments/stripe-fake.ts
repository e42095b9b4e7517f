// A local fake of the Stripe API the shop calls (Checkout Sessions, refunds), for handler tests. It
// answers partial refunds as Stripe does: each refund of a payment intent for its own amount, the
// same refund for the same Idempotency-Key, and a refusal of more than what is left of the payment.
import { signPayload } from '../../../src/server/payments/providers/signatures.ts';
import { startFakeServer, type FakeServer } from '../orders/http-fakes.ts';

export const STRIPE_KEY = 'sk_test_ledger';
export const STRIPE_WHSEC = 'whsec_ledger_tests';

export interface StripeFake extends FakeServer {
  /** Refunds asked (POST /v1/refunds), with their key and amount. */
  refunds(): { key: string; amount: number; paymentIntent: string }[];
}

export async function startStripeFake(paidCents: (paymentIntent: string) => number): Promise<StripeFake> {
  const byKey = new Map<string, { id: string; amount: number }>();
  const refundedOf = new Map<string, number>();
  const server = await startFakeServer((req) => {
    if (req.headers.authorization !== `Bearer ${STRIPE_KEY}`)
      return { status: 401, body: { error: { message: 'Invalid API Key provided' } } };
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const id = `cs_test_${new URLSearchParams(req.body).get('client_reference_id')}`;
      return { status: 200, body: { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` } };
    }
    const session = /^\/v1\/checkout\/sessions\/(cs_test_\d+)$/.exec(req.path)?.[1];
    if (req.method === 'GET' && session)
      return {
        status: 200,
        body: { id: session, object: 'checkout.session', payment_intent: `pi_${session.slice(3)}` },
      };
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      const key = String(req.headers['idempotency-key']);
      const form = new URLSearchParams(req.body);
      const intent = String(form.get('payment_intent'));
      const known = byKey.get(key);
      if (known)
        return { status: 200, body: { id: known.id, object: 'refund', status: 'succeeded', amount: known.amount } };
      const amount = Number(form.get('amount'));
      const left = paidCents(intent) - (refundedOf.get(intent) ?? 0);
      if (amount > left)
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: `Refund amount (${amount}) is greater than unrefunded amount (${left})`,
            },
          },
        };
      refundedOf.set(intent, (refundedOf.get(intent) ?? 0) + amount);
      const id = `re_${byKey.size + 1}`;
      byKey.set(key, { id, amount });
      return { status: 200, body: { id, object: 'refund', status: 'succeeded', amount, payment_intent: intent } };
    }
    return { status: 404, body: { error: { message: 'no such route' } } };
  });
  return Object.assign(server, {
    refunds: () =>
      server.requests
        .filter((r) => r.method === 'POST' && r.path === '/v1/refunds')
        .map((r) => {
          const form = new URLSearchParams(r.body);
          return {
            key: String(r.headers['idempotency-key']),
            amount: Number(form.get('amount')),
            paymentIntent: String(form.get('payment_intent')),
          };
        }),
  });
}

/** A signed checkout.session.completed webhook body for an order paid in full. */
export function stripePaidEvent(orderId: number, sessionId: string, amountCents: number) {
  const body = JSON.stringify({
    id: `evt_paid_${orderId}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: amountCents,
        currency: 'eur',
        metadata: { order_id: String(orderId) },
      },
    },
  });
  return { body, headers: { 'stripe-signature': signPayload(STRIPE_WHSEC, body) } };
}
