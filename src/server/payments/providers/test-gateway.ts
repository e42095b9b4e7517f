// The embedded default's built-in payment provider. It plays Stripe's part with no account anywhere:
// a hosted page (GET /api/test-gateway/{sessionId}, clearly marked TEST MODE) with Approve, Decline
// and Cancel; the decision is sent as a webhook signed with LOCAL_PAYMENT_WEBHOOK_SECRET to
// POST /api/payments/webhook/test, exactly like a real provider would, then the shopper is sent back.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getEnv } from '../../config/env.ts';
import { WebhookRejected, type PaymentEvent, type PaymentProvider } from './payment-provider.ts';
import { signedEvent, signPayload } from './signatures.ts';

export const TEST_SIGNATURE_HEADER = 'x-test-gateway-signature';

function testGatewaySecret(): string {
  const env = getEnv();
  if (env.mode !== 'embedded') throw new Error('The test payment gateway exists only in the embedded default.');
  if (!env.LOCAL_PAYMENT_WEBHOOK_SECRET)
    throw new Error('LOCAL_PAYMENT_WEBHOOK_SECRET is not set (npm start sets it).');
  return env.LOCAL_PAYMENT_WEBHOOK_SECRET;
}

function sessionMac(orderId: number): string {
  return createHmac('sha256', testGatewaySecret()).update(`test-session\0${orderId}`).digest('hex').slice(0, 32);
}

/** One session per order, derived, so asking again gives the same one (like an idempotency key). */
export function testSessionId(orderId: number): string {
  return `${orderId}-${sessionMac(orderId)}`;
}

/** The order of a session id, or null when the id was not made by us. */
export function orderIdOfTestSession(sessionId: string): number | null {
  const [, id, mac] = /^([1-9]\d{0,14})-([0-9a-f]{32})$/.exec(sessionId) ?? [];
  if (id === undefined || mac === undefined) return null;
  const orderId = Number(id);
  const expected = Buffer.from(sessionMac(orderId));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? orderId : null;
}

export interface TestGatewayEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed';
  created: number;
  data: { session_id: string; order_id: number; amount_cents: number; currency: 'EUR' };
}

export function makeTestEvent(
  type: TestGatewayEvent['type'],
  sessionId: string,
  orderId: number,
  amountCents: number,
): TestGatewayEvent {
  return {
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { session_id: sessionId, order_id: orderId, amount_cents: amountCents, currency: 'EUR' },
  };
}

/** Signs and POSTs an event to our webhook endpoint, as the provider would. */
export async function deliverTestEvent(
  event: TestGatewayEvent,
  webhookUrl = `${getEnv().siteUrl}/api/payments/webhook/test`,
): Promise<Response> {
  const body = JSON.stringify(event);
  return fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signPayload(testGatewaySecret(), body) },
    body,
    signal: AbortSignal.timeout(15_000),
  });
}

export function testGatewayProvider(): PaymentProvider {
  return {
    name: 'test',
    async createSession({ order }) {
      const sessionId = testSessionId(order.id);
      return { provider: 'test', sessionId, redirectUrl: `${getEnv().siteUrl}/api/test-gateway/${sessionId}` };
    },
    // the test gateway plays Stripe's refund: accepted at once, the same refund id for the same key
    async refund({ idempotencyKey }) {
      const id = createHmac('sha256', testGatewaySecret())
        .update(`test-refund\0${idempotencyKey}`)
        .digest('hex')
        .slice(0, 24);
      return { refundId: `re_test_${id}`, status: 'succeeded' };
    },
    async verifyWebhook(rawBody, headers): Promise<PaymentEvent> {
      const event = signedEvent<TestGatewayEvent | null>(
        testGatewaySecret(),
        rawBody,
        headers.get(TEST_SIGNATURE_HEADER),
      );
      if (!event) throw new WebhookRejected('not an event');
      const orderId = orderIdOfTestSession(String(event?.data?.session_id ?? ''));
      if (typeof event.id !== 'string' || orderId === null || orderId !== event.data.order_id)
        throw new WebhookRejected('unknown session');
      if (event.type === 'payment.succeeded') {
        if (!Number.isSafeInteger(event.data.amount_cents) || event.data.currency !== 'EUR')
          throw new WebhookRejected('bad amount');
        return {
          kind: 'paid',
          eventId: event.id,
          orderId,
          amountCents: event.data.amount_cents,
          sessionId: event.data.session_id,
        };
      }
      if (event.type === 'payment.failed') return { kind: 'failed', eventId: event.id, orderId, reason: 'declined' };
      return { kind: 'ignored', eventId: event.id };
    },
  };
}
