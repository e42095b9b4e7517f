// Stripe Checkout through the official SDK against a fake that keeps Stripe's rules (an
// Idempotency-Key reused with other parameters is refused with 400 idempotency_error; events signed by
// the SDK's own test helper): "pay again" after a cancelled page, an expired session and a switch of
// method each get a page the shopper can pay on; the delayed-payment events; partial refunds.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import checkoutOrderPayment from '../../../netlify/functions/checkout-order-payment.mts';
import paymentsWebhook from '../../../netlify/functions/payments-webhook.mts';
import { stripeProvider } from '../../../src/server/payments/providers/stripe.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { callFunction, freshIp, functionContext } from '../../support/function-context.ts';
import { overrideEnv } from '../orders/env-override.ts';
import { serveFunctions } from '../orders/http-fakes.ts';
import { createProduct, orderBody, postOrder, scalarRow } from '../orders/order-helpers.ts';
import { startStripeFake, type StripeFake } from '../../production/fakes/stripe-fake.ts';

interface Placed {
  order: { id: number; totalCents: number };
  accessToken: string;
  payment: { type: string; url: string };
}

let stripe: StripeFake;
let shop: { url: string; close(): Promise<void> };
let restore = () => {};

beforeAll(async () => {
  shop = await serveFunctions([{ prefix: '/api/payments/webhook/', handler: paymentsWebhook, param: 'provider' }]);
  stripe = await startStripeFake(() => `${shop.url}/api/payments/webhook/stripe`);
  restore = overrideEnv({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  });
});
afterAll(async () => {
  restore();
  await Promise.all([stripe.close(), shop.close()]);
});
beforeEach(async () => {
  await resetDatabase();
  await giveShopBankAccount();
});

async function placeCardOrder(): Promise<Placed> {
  const product = await createProduct({ stock: 10, priceCents: 12000 });
  const res = await postOrder(orderBody([{ product_id: product, quantity: 1 }], { paymentMethod: 'credit-card' }));
  expect(res.status).toBe(201);
  return (await res.json()) as Placed;
}

async function payAgain(p: Placed, body?: unknown): Promise<{ type: string; url?: string }> {
  const init: RequestInit = { method: 'POST', headers: { 'x-order-token': p.accessToken } };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await callFunction(
    checkoutOrderPayment,
    new Request(`http://localhost/api/checkout/orders/${p.order.id}/payment`, init),
    functionContext({ id: String(p.order.id) }, freshIp()),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { payment: { type: string; url?: string } }).payment;
}

const sessionOf = (url: string | undefined) => url?.split('/').pop() ?? '';
const statusOf = async (id: number) =>
  (await scalarRow<{ status: string }>('select status from public.orders where id = $1', [id])).status;
const outcomesOf = async (id: number) =>
  (
    await scalarRow<{ o: string[] | null }>(
      'select array_agg(outcome::text order by received_at, event_id) as o from public.payment_events where order_id = $1',
      [id],
    )
  ).o ?? [];

describe('Stripe Checkout through the SDK, against a fake with Stripe idempotency rules', () => {
  it('the fake refuses a reused Idempotency-Key with other parameters, as Stripe does', async () => {
    const post = (amount: string) =>
      fetch(`${stripe.url}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${stripe.secretKey}`,
          'idempotency-key': 'same-key',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: `mode=payment&line_items[0][quantity]=1&line_items[0][price_data][unit_amount]=${amount}`,
      });
    const first = (await (await post('100')).json()) as { id: string };
    expect(((await (await post('100')).json()) as { id: string }).id).toBe(first.id);
    const other = await post('200');
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { type: string } }).error.type).toBe('idempotency_error');
  });

  it('pay again: the open page after a cancel, a new one after it expired, and after a switch of method', async () => {
    const p = await placeCardOrder();
    const first = sessionOf(p.payment.url);
    expect(stripe.sessions.get(first)?.amountTotal).toBe(p.order.totalCents);
    // back from the cancel link: the page is still open, the same session is handed out again
    expect(sessionOf((await payAgain(p)).url)).toBe(first);
    // the page expires (Stripe's checkout.session.expired, signed by the SDK's helper): a new session
    const expired = await fetch(`${stripe.url}/v1/checkout/sessions/${first}/expire`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stripe.secretKey}` },
    });
    expect(expired.status).toBe(200);
    await expect.poll(() => outcomesOf(p.order.id)).toEqual(['expired']);
    const second = sessionOf((await payAgain(p)).url);
    expect(second).not.toBe(first);
    expect(stripe.sessions.get(second)?.status).toBe('open');
    // to a bank transfer and back to the card: a page the shopper can pay on, never a 400 from Stripe
    expect((await payAgain(p, { paymentMethod: 'bank-transfer' })).type).toBe('bank-transfer');
    const back = await payAgain(p, { paymentMethod: 'credit-card' });
    expect(back.type).toBe('redirect');
    expect(stripe.sessions.get(sessionOf(back.url))?.status).toBe('open');
    // the shopper pays on that page: checkout.session.completed, the order is paid
    const paid = await fetch(back.url!, { method: 'POST', body: 'outcome=paid', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(await statusOf(p.order.id)).toBe('paid');
  });

  it('a delayed payment: async_payment_failed is recorded, async_payment_succeeded pays the order', async () => {
    const failing = await placeCardOrder();
    const fail = await fetch(failing.payment.url, { method: 'POST', body: 'outcome=async_failed', redirect: 'manual' });
    expect(fail.status).toBe(303);
    expect(await outcomesOf(failing.order.id)).toEqual(['declined']);
    expect(await statusOf(failing.order.id)).toBe('pending');

    const later = await placeCardOrder();
    const ok = await fetch(later.payment.url, { method: 'POST', body: 'outcome=async_succeeded', redirect: 'manual' });
    expect(ok.status).toBe(303);
    expect(await statusOf(later.order.id)).toBe('paid');
  });

  it('refunds part of a payment, then the rest; never more than was paid', async () => {
    const p = await placeCardOrder();
    await fetch(p.payment.url, { method: 'POST', body: 'outcome=paid', redirect: 'manual' });
    const provider = stripeProvider({
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      apiBase: stripe.url,
    });
    const sessionId = sessionOf(p.payment.url);
    const part = await provider.refund!({
      orderId: p.order.id,
      sessionId,
      amountCents: 2500,
      idempotencyKey: 'refund-part-1',
    });
    expect(part.status).toBe('succeeded');
    // the same refund asked again (same key, same amount) is the same refund, not a second one
    expect(
      (await provider.refund!({ orderId: p.order.id, sessionId, amountCents: 2500, idempotencyKey: 'refund-part-1' }))
        .refundId,
    ).toBe(part.refundId);
    await provider.refund!({
      orderId: p.order.id,
      sessionId,
      amountCents: p.order.totalCents - 2500,
      idempotencyKey: 'refund-rest',
    });
    await expect(
      provider.refund!({ orderId: p.order.id, sessionId, amountCents: 1, idempotencyKey: 'refund-too-much' }),
    ).rejects.toThrow(/Stripe: refund refused \(400/);
    expect(stripe.refunds.map((r) => r.amount)).toEqual([2500, p.order.totalCents - 2500]);
  });
});
