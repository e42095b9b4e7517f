// A payment applies only to the order whose recorded provider and session it names; anything else is
// kept for review. A late payment reopens only an order the expiry cancelled: one an admin cancelled
// stays cancelled and is marked "refund needed", which the admin sees with the history saying why.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import paymentsWebhook from '../../../netlify/functions/payments-webhook.mts';
import { isRefundNeededNote } from '../../../src/domain/orders/status-actor.ts';
import { getAdminOrder } from '../../../src/server/orders/admin-orders.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { changeOrderStatus } from '../../../src/server/orders/order-status.ts';
import { signPayload } from '../../../src/server/payments/providers/signatures.ts';
import {
  makeTestEvent,
  TEST_SIGNATURE_HEADER,
  testSessionId,
} from '../../../src/server/payments/providers/test-gateway.ts';
import { resetDatabase } from '../../support/database.ts';
import { callFunction, functionContext } from '../../support/function-context.ts';
import { overrideEnv } from './env-override.ts';
import { startFakeServer } from './http-fakes.ts';
import { createProduct, orderBody, postOrder, scalarRow, stockOf } from './order-helpers.ts';

const TEST_SECRET = process.env.LOCAL_PAYMENT_WEBHOOK_SECRET!;
const WHSEC = 'whsec_payment_sessions_fake';

function webhook(provider: 'test' | 'stripe', body: string) {
  const signature: Record<string, string> =
    provider === 'test'
      ? { [TEST_SIGNATURE_HEADER]: signPayload(TEST_SECRET, body) }
      : { 'stripe-signature': signPayload(WHSEC, body) };
  return callFunction(
    paymentsWebhook,
    new Request(`http://localhost/api/payments/webhook/${provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signature },
      body,
    }),
    functionContext({ provider }),
  );
}
const resultOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: string }).result;
};
const stripePaid = (eventId: string, sessionId: string, orderId: number, amountCents: number) =>
  JSON.stringify({
    id: eventId,
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
const testPaid = (orderId: number, amountCents: number) =>
  JSON.stringify(makeTestEvent('payment.succeeded', testSessionId(orderId), orderId, amountCents));

async function placeCardOrder(stock = 10) {
  const product = await createProduct({ stock, priceCents: 12000 });
  const res = await postOrder(orderBody([{ product_id: product, quantity: 1 }], { paymentMethod: 'credit-card' }));
  expect(res.status).toBe(201);
  return { product, ...((await res.json()) as { order: { id: number; totalCents: number } }).order };
}
const orderRow = (id: number) =>
  scalarRow<{ status: string; payment_provider: string; payment_id: string; refund_needed_at: Date | null }>(
    'select status, payment_provider, payment_id, refund_needed_at from public.orders where id = $1',
    [id],
  );

beforeEach(async () => {
  await resetDatabase();
});

describe('a payment applies only to the session recorded on its order', () => {
  let restore: () => void;
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    fake = await startFakeServer((req) => {
      const id = `cs_test_${new URLSearchParams(req.body).get('client_reference_id')}`;
      return { status: 200, body: { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` } };
    });
    restore = overrideEnv({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    restore();
    await fake.close();
  });

  it('a webhook for the right order but another session changes nothing and is kept for review', async () => {
    const order = await placeCardOrder();
    expect(await orderRow(order.id)).toMatchObject({ payment_provider: 'stripe', payment_id: `cs_test_${order.id}` });

    expect(
      await resultOf(
        await webhook('stripe', stripePaid('evt_other_session', 'cs_test_someone_else', order.id, order.totalCents)),
      ),
    ).toBe('session_mismatch');
    // another provider's session for the same order (the test gateway's, validly signed) neither
    expect(await resultOf(await webhook('test', testPaid(order.id, order.totalCents)))).toBe('session_mismatch');
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', refund_needed_at: null });
    const history = await getSql().unsafe<{ to_status: string }[]>(
      'select to_status from public.order_status_history where order_id = $1',
      [order.id],
    );
    expect(history.map((h) => h.to_status)).toEqual(['pending']);

    const events = await getSql().unsafe<
      { provider: string; session_id: string; result: string; amount_cents: number }[]
    >(
      'select provider, session_id, result, amount_cents from public.payment_events where order_id = $1 order by received_at, event_id',
      [order.id],
    );
    expect(events).toEqual([
      {
        provider: 'stripe',
        session_id: 'cs_test_someone_else',
        result: 'session_mismatch',
        amount_cents: order.totalCents,
      },
      {
        provider: 'test',
        session_id: testSessionId(order.id),
        result: 'session_mismatch',
        amount_cents: order.totalCents,
      },
    ]);
    // the admin sees them in the order's payment events
    expect((await getAdminOrder(order.id)).payment_events.map((e) => e.kind)).toEqual([
      'session_mismatch',
      'session_mismatch',
    ]);

    // the order's own session still pays it
    expect(
      await resultOf(
        await webhook('stripe', stripePaid('evt_own_session', `cs_test_${order.id}`, order.id, order.totalCents)),
      ),
    ).toBe('paid');
    expect((await orderRow(order.id)).status).toBe('paid');
  });
});

describe('a late payment', () => {
  it('on an order an admin cancelled: stays cancelled, "refund needed", the history says why', async () => {
    const order = await placeCardOrder();
    await changeOrderStatus(order.id, 'cancelled', 'admin:owner@maison.test');
    expect(await stockOf(order.product)).toBe(10);

    expect(await resultOf(await webhook('test', testPaid(order.id, order.totalCents)))).toBe('refund_needed');
    const row = await orderRow(order.id);
    expect(row.status).toBe('cancelled');
    expect(row.refund_needed_at).not.toBeNull();
    expect(await stockOf(order.product)).toBe(10);

    const admin = await getAdminOrder(order.id);
    expect(admin.refund_needed_at).not.toBeNull();
    expect(admin.payment_events.map((e) => [e.kind, e.amount_cents])).toEqual([['refund_needed', order.totalCents]]);
    const last = admin.status_history.at(-1)!;
    expect(last).toMatchObject({
      from_status: 'cancelled',
      to_status: 'cancelled',
      actor: { kind: 'provider', name: 'test' },
    });
    expect(isRefundNeededNote(last.note)).toBe(true);

    // the admin ships after all: leaving 'cancelled' takes the stock again and ends the mark
    await changeOrderStatus(order.id, 'paid', 'admin:owner@maison.test');
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', refund_needed_at: null });
    expect(await stockOf(order.product)).toBe(9);
  });

  it('on an order the expiry cancelled: reopened; with the stock gone: cancelled and "refund needed" too', async () => {
    const expire = async (id: number) => {
      await getSql().unsafe(`update public.orders set hold_until = now() - interval '1 minute' where id = $1`, [id]);
      const { expireUnpaidOrders } = await import('../../../src/server/orders/expire-orders.ts');
      expect((await expireUnpaidOrders()).expired).toContain(id);
    };
    const reopened = await placeCardOrder();
    await expire(reopened.id);
    expect(await resultOf(await webhook('test', testPaid(reopened.id, reopened.totalCents)))).toBe('paid');
    expect(await orderRow(reopened.id)).toMatchObject({ status: 'paid', refund_needed_at: null });

    const scarce = await placeCardOrder(1);
    await expire(scarce.id);
    await getSql().unsafe('update public.products set stock = 0 where id = $1', [scarce.product]);
    expect(await resultOf(await webhook('test', testPaid(scarce.id, scarce.totalCents)))).toBe('not_pending');
    const row = await orderRow(scarce.id);
    expect(row.status).toBe('cancelled');
    expect(row.refund_needed_at).not.toBeNull();
    expect(isRefundNeededNote((await getAdminOrder(scarce.id)).status_history.at(-1)!.note)).toBe(true);
  });
});
