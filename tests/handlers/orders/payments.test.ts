// Payments: the order is paid only by a verified provider message. Forged, stale, tampered, replayed
// or duplicated webhooks change nothing. The test gateway runs end to end over real HTTP; Stripe and
// PayPal adapters run against local fakes of their HTTP APIs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import checkoutOrderPayment from '../../../netlify/functions/checkout-order-payment.mts';
import checkoutOrderRead from '../../../netlify/functions/checkout-order-read.mts';
import paymentReturn from '../../../netlify/functions/payment-return.mts';
import paypalReturn from '../../../netlify/functions/paypal-return.mts';
import paymentsWebhook from '../../../netlify/functions/payments-webhook.mts';
import testGateway from '../../../src/local/functions/test-gateway.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { signPayload } from '../../../src/server/payments/providers/signatures.ts';
import { makeTestEvent, TEST_SIGNATURE_HEADER } from '../../../src/server/payments/providers/test-gateway.ts';
import { resetDatabase } from '../../support/database.ts';
import { callFunction, functionContext, type FunctionHandler } from '../../support/function-context.ts';
import { overrideEnv } from './env-override.ts';
import { serveFunctions, startFakeServer } from './http-fakes.ts';
import { createProduct, orderBody, postOrder, scalarRow } from './order-helpers.ts';

const call = (handler: FunctionHandler, req: Request, params: Record<string, string> = {}) =>
  callFunction(handler, req, functionContext(params));

const SECRET = process.env.LOCAL_PAYMENT_WEBHOOK_SECRET!;

async function placeCardOrder(method: 'credit-card' | 'paypal' = 'credit-card') {
  const product = await createProduct({ stock: 10, priceCents: 12000 });
  const res = await postOrder(orderBody([{ product_id: product, quantity: 1 }], { paymentMethod: method }));
  expect(res.status).toBe(201);
  return (await res.json()) as {
    order: { id: number; totalCents: number };
    accessToken: string;
    payment: { type: string; url: string; provider: string };
  };
}

function webhook(provider: string, body: string, headers: Record<string, string>) {
  return call(
    paymentsWebhook,
    new Request(`http://localhost/api/payments/webhook/${provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }),
    { provider },
  );
}

const statusOf = async (id: number) =>
  (await scalarRow<{ status: string }>('select status from public.orders where id = $1', [id])).status;
const paidRows = async (id: number) =>
  (
    await scalarRow<{ n: number }>(
      `select count(*)::int as n from public.order_status_history where order_id = $1 and to_status = 'paid'`,
      [id],
    )
  ).n;

beforeEach(async () => {
  await resetDatabase();
});

describe('test gateway webhooks', () => {
  it('a valid signed event marks the order paid once; replays and duplicates change nothing', async () => {
    const { order, payment } = await placeCardOrder();
    const sessionId = payment.url.split('/').pop()!;
    const body = JSON.stringify(makeTestEvent('payment.succeeded', sessionId, order.id, order.totalCents));
    const headers = { [TEST_SIGNATURE_HEADER]: signPayload(SECRET, body) };
    const first = await webhook('test', body, headers);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, result: 'paid' });
    expect(await statusOf(order.id)).toBe('paid');
    const replay = await webhook('test', body, headers);
    expect(await replay.json()).toEqual({ received: true, result: 'duplicate' });
    const again = JSON.stringify(makeTestEvent('payment.succeeded', sessionId, order.id, order.totalCents));
    expect(
      await (await webhook('test', again, { [TEST_SIGNATURE_HEADER]: signPayload(SECRET, again) })).json(),
    ).toEqual({ received: true, result: 'not_pending' });
    expect(await paidRows(order.id)).toBe(1);
  });

  it('forged, tampered, stale, unsigned or foreign-session events are rejected and change nothing', async () => {
    const { order, payment } = await placeCardOrder();
    const sessionId = payment.url.split('/').pop()!;
    const body = JSON.stringify(makeTestEvent('payment.succeeded', sessionId, order.id, order.totalCents));
    const forged = await webhook('test', body, { [TEST_SIGNATURE_HEADER]: signPayload('not-the-secret', body) });
    const tampered = await webhook('test', body.replace(String(order.totalCents), '1'), {
      [TEST_SIGNATURE_HEADER]: signPayload(SECRET, body),
    });
    const stale = await webhook('test', body, {
      [TEST_SIGNATURE_HEADER]: signPayload(SECRET, body, Math.floor(Date.now() / 1000) - 3600),
    });
    const unsigned = await webhook('test', body, {});
    const garbage = await webhook('test', body, { [TEST_SIGNATURE_HEADER]: 't=abc,v1=zz' });
    const otherSession = JSON.stringify(
      makeTestEvent('payment.succeeded', `${order.id}-${'0'.repeat(32)}`, order.id, order.totalCents),
    );
    const foreign = await webhook('test', otherSession, { [TEST_SIGNATURE_HEADER]: signPayload(SECRET, otherSession) });
    for (const res of [forged, tampered, stale, unsigned, garbage, foreign]) {
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('webhook_rejected');
    }
    expect((await webhook('nope', body, {})).status).toBe(404);
    expect(await statusOf(order.id)).toBe('pending');
    const { n } = await scalarRow<{ n: number }>('select count(*)::int as n from public.payment_events');
    expect(n).toBe(0);
  });

  it('a payment arriving after expiry revives the order when the stock is still there, and only then', async () => {
    const { order, payment } = await placeCardOrder();
    const sessionId = payment.url.split('/').pop()!;
    await getSql().unsafe(`update public.orders set hold_until = now() - interval '1 minute' where id = $1`, [
      order.id,
    ]);
    const { expireUnpaidOrders } = await import('../../../src/server/orders/expire-orders.ts');
    expect((await expireUnpaidOrders()).expired).toEqual([order.id]);
    const body = JSON.stringify(makeTestEvent('payment.succeeded', sessionId, order.id, order.totalCents));
    expect(await (await webhook('test', body, { [TEST_SIGNATURE_HEADER]: signPayload(SECRET, body) })).json()).toEqual({
      received: true,
      result: 'paid',
    });
    expect(await statusOf(order.id)).toBe('paid');

    const second = await placeCardOrder();
    const [item] = await getSql().unsafe<{ product_id: number }[]>(
      'select product_id from public.order_items where order_id = $1',
      [second.order.id],
    );
    await getSql().unsafe(`update public.orders set hold_until = now() - interval '1 minute' where id = $1`, [
      second.order.id,
    ]);
    await expireUnpaidOrders();
    await getSql().unsafe('update public.products set stock = 0 where id = $1', [item!.product_id]);
    const late = JSON.stringify(
      makeTestEvent(
        'payment.succeeded',
        second.payment.url.split('/').pop()!,
        second.order.id,
        second.order.totalCents,
      ),
    );
    expect(await (await webhook('test', late, { [TEST_SIGNATURE_HEADER]: signPayload(SECRET, late) })).json()).toEqual({
      received: true,
      result: 'not_pending',
    });
    expect(await statusOf(second.order.id)).toBe('cancelled');
    expect(
      (await scalarRow<{ stock: number }>('select stock from public.products where id = $1', [item!.product_id])).stock,
    ).toBe(0);
  });

  it('a payment of another amount does not mark the order paid', async () => {
    const { order, payment } = await placeCardOrder();
    const sessionId = payment.url.split('/').pop()!;
    const body = JSON.stringify(makeTestEvent('payment.succeeded', sessionId, order.id, order.totalCents - 1));
    expect(await (await webhook('test', body, { [TEST_SIGNATURE_HEADER]: signPayload(SECRET, body) })).json()).toEqual({
      received: true,
      result: 'amount_mismatch',
    });
    expect(await statusOf(order.id)).toBe('pending');
  });

  it('hosted page, approve, webhook over HTTP, back to the thank-you page; the order is read with its token only', async () => {
    const server = await serveFunctions([
      { prefix: '/api/payments/webhook/', handler: paymentsWebhook, param: 'provider' },
    ]);
    const restore = overrideEnv({ SITE_URL: server.url });
    try {
      const { order, payment, accessToken } = await placeCardOrder();
      expect(payment.url.startsWith(`${server.url}/api/test-gateway/`)).toBe(true);
      const sessionId = payment.url.split('/').pop()!;
      const page = await call(testGateway, new Request(payment.url), { sessionId });
      expect(page.status).toBe(200);
      const html = await page.text();
      // the order was placed in French: the provider's page speaks it
      expect(html).toContain('MODE TEST');
      expect(html).toContain('Approuver le paiement');
      expect(html).toContain('Refuser le paiement');

      const decline = await call(
        testGateway,
        new Request(payment.url, { method: 'POST', body: new URLSearchParams({ action: 'decline' }) }),
        { sessionId },
      );
      expect(decline.status).toBe(303);
      expect(decline.headers.get('location')).toContain('payment=declined');
      expect(await statusOf(order.id)).toBe('pending');

      const approve = await call(
        testGateway,
        new Request(payment.url, { method: 'POST', body: new URLSearchParams({ action: 'approve' }) }),
        { sessionId },
      );
      expect(approve.status).toBe(303);
      // the success URL, with its one-use reference, leads on to the thank-you page, the token in the fragment
      const returnUrl = new URL(approve.headers.get('location')!);
      expect(returnUrl.pathname).toBe('/api/payments/return');
      const back = await call(paymentReturn, new Request(returnUrl));
      const location = new URL(back.headers.get('location')!);
      expect(location.pathname).toBe('/thank-you');
      expect(location.search).toBe('');
      expect(Object.fromEntries(new URLSearchParams(location.hash.slice(1)))).toEqual({
        order: String(order.id),
        token: accessToken,
      });
      expect(await statusOf(order.id)).toBe('paid');

      const readWith = (token: string) =>
        call(
          checkoutOrderRead,
          new Request(`http://localhost/api/checkout/orders/${order.id}`, { headers: { 'x-order-token': token } }),
          { id: String(order.id) },
        );
      const read = await readWith(accessToken);
      expect(read.status).toBe(200);
      expect((await read.json()).order).toMatchObject({ id: order.id, status: 'paid', totalCents: order.totalCents });
      expect((await readWith('')).status).toBe(401);
      for (const token of ['x', accessToken.slice(0, -1) + (accessToken.endsWith('A') ? 'B' : 'A')])
        expect((await readWith(token)).status).toBe(404);
      const cancel = await call(
        testGateway,
        new Request(payment.url, { method: 'POST', body: new URLSearchParams({ action: 'cancel' }) }),
        { sessionId },
      );
      // the cancel URL passes by the server (which records a cancellation of a pending order)
      expect(cancel.headers.get('location')).toMatch(/\/api\/payments\/cancelled\?ref=[\w-]{43}$/);
      expect(await paidRows(order.id)).toBe(1);
      expect(
        (
          await call(testGateway, new Request(`${server.url}/api/test-gateway/1-${'a'.repeat(32)}`), {
            sessionId: `1-${'a'.repeat(32)}`,
          })
        ).status,
      ).toBe(404);
    } finally {
      restore();
      await server.close();
    }
  });
});

describe('Stripe Checkout adapter against a fake Stripe API', () => {
  const WHSEC = 'whsec_test_secret_for_the_fake';
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let restore: () => void;
  beforeAll(async () => {
    fake = await startFakeServer((req) => {
      if (
        req.method === 'POST' &&
        req.path === '/v1/checkout/sessions' &&
        req.headers.authorization === 'Bearer sk_test_fake'
      ) {
        const form = new URLSearchParams(req.body);
        const id = `cs_test_${form.get('client_reference_id')}`;
        return {
          status: 200,
          body: { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` },
        };
      }
      return { status: 401, body: { error: { message: 'Invalid API Key provided' } } };
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

  it('creates a Checkout Session per order (idempotency key, EUR cents) and takes the signed webhook once', async () => {
    const { order, payment } = await placeCardOrder();
    expect(payment).toEqual({
      type: 'redirect',
      provider: 'stripe',
      url: `https://checkout.stripe.test/c/pay/cs_test_${order.id}`,
    });
    const created = fake.requests.at(-1)!;
    expect(created.headers['idempotency-key']).toMatch(new RegExp(`^checkout-session-order-${order.id}-[\\w-]{32}$`));
    const form = new URLSearchParams(created.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('12000');
    expect(form.get('line_items[1][price_data][unit_amount]')).toBe('1000');
    expect(form.get('metadata[order_id]')).toBe(String(order.id));
    expect(Number(form.get('expires_at'))).toBeGreaterThan(Date.now() / 1000 + 30 * 60);
    expect(form.get('success_url')).toMatch(/\/api\/payments\/return\?ref=[\w-]{43}$/);
    expect(form.get('cancel_url')).toMatch(/\/api\/payments\/cancelled\?ref=[\w-]{43}$/);
    expect(
      (await scalarRow<{ payment_id: string }>('select payment_id from public.orders where id = $1', [order.id]))
        .payment_id,
    ).toBe(`cs_test_${order.id}`);

    const event = JSON.stringify({
      id: 'evt_1PaidTest',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_test_${order.id}`,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: order.totalCents,
          currency: 'eur',
          client_reference_id: String(order.id),
          metadata: { order_id: String(order.id) },
        },
      },
    });
    const forged = await webhook('stripe', event, { 'stripe-signature': signPayload('whsec_someone_else', event) });
    expect(forged.status).toBe(400);
    expect(await statusOf(order.id)).toBe('pending');
    const ok = await webhook('stripe', event, { 'stripe-signature': signPayload(WHSEC, event) });
    expect(await ok.json()).toEqual({ received: true, result: 'paid' });
    const dup = await webhook('stripe', event, { 'stripe-signature': signPayload(WHSEC, event) });
    expect(await dup.json()).toEqual({ received: true, result: 'duplicate' });
    expect(await statusOf(order.id)).toBe('paid');
    expect(await paidRows(order.id)).toBe(1);

    const unpaid = JSON.stringify({
      id: 'evt_2',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs',
          object: 'checkout.session',
          payment_status: 'unpaid',
          amount_total: 1,
          currency: 'eur',
          metadata: { order_id: String(order.id) },
        },
      },
    });
    expect(await (await webhook('stripe', unpaid, { 'stripe-signature': signPayload(WHSEC, unpaid) })).json()).toEqual({
      received: true,
      result: 'ignored',
    });
  });

  it('keeps an expired or failed Checkout Session on the order record, once, and leaves the order as it is', async () => {
    const { order } = await placeCardOrder();
    const session = {
      id: `cs_test_${order.id}`,
      object: 'checkout.session',
      payment_status: 'unpaid',
      amount_total: order.totalCents,
      currency: 'eur',
      metadata: { order_id: String(order.id) },
    };
    const failed = JSON.stringify({
      id: 'evt_async_failed',
      type: 'checkout.session.async_payment_failed',
      data: { object: session },
    });
    const expired = JSON.stringify({ id: 'evt_expired', type: 'checkout.session.expired', data: { object: session } });
    for (const body of [failed, expired])
      expect(await (await webhook('stripe', body, { 'stripe-signature': signPayload(WHSEC, body) })).json()).toEqual({
        received: true,
        result: 'recorded',
      });
    expect(
      await (await webhook('stripe', expired, { 'stripe-signature': signPayload(WHSEC, expired) })).json(),
    ).toEqual({ received: true, result: 'duplicate' });
    const outcomes = await getSql().unsafe<{ outcome: string }[]>(
      'select outcome from public.payment_events where order_id = $1 order by received_at, event_id',
      [order.id],
    );
    expect(outcomes.map((r) => r.outcome)).toEqual(['declined', 'expired']);
    expect(await statusOf(order.id)).toBe('pending');
  });

  it('a provider that does not answer gives 502 and keeps the order for a retry with the same key', async () => {
    const restoreBase = overrideEnv({ STRIPE_API_BASE: 'http://127.0.0.1:9' });
    const product = await createProduct({ stock: 3 });
    const body = orderBody([{ product_id: product, quantity: 1 }], { paymentMethod: 'credit-card' });
    const key = 'retry-after-provider-outage-1';
    try {
      const res = await postOrder(body, { key });
      expect(res.status).toBe(502);
      expect((await res.json()).code).toBe('payment_provider_unavailable');
    } finally {
      restoreBase();
    }
    const retry = await postOrder(body, { key });
    expect(retry.status).toBe(201);
    expect((await retry.json()).payment).toMatchObject({ type: 'redirect', provider: 'stripe' });
    const { n } = await scalarRow<{ n: number }>('select count(*)::int as n from public.orders');
    expect(n).toBe(1);
    expect(
      (await scalarRow<{ stock: number }>('select stock from public.products where id = $1', [product])).stock,
    ).toBe(2);
  });
});

describe('PayPal Orders v2 adapter against a fake PayPal API', () => {
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let restore: () => void;
  const created = new Map<string, { customId: string; value: string }>();
  let captures = 0;
  beforeAll(async () => {
    fake = await startFakeServer((req) => {
      if (req.path === '/v1/oauth2/token') {
        const ok = req.headers.authorization === `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;
        return ok
          ? { status: 200, body: { access_token: 'A21AAFake', token_type: 'Bearer', expires_in: 32400 } }
          : { status: 401, body: {} };
      }
      if (req.headers.authorization !== 'Bearer A21AAFake') return { status: 401, body: {} };
      if (req.method === 'POST' && req.path === '/v2/checkout/orders') {
        const body = JSON.parse(req.body);
        const id = `5O190127TN36${String(body.purchase_units[0].custom_id).padStart(5, '0')}`;
        created.set(id, { customId: body.purchase_units[0].custom_id, value: body.purchase_units[0].amount.value });
        return {
          status: 200,
          body: {
            id,
            status: 'PAYER_ACTION_REQUIRED',
            links: [
              { rel: 'payer-action', href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, method: 'GET' },
            ],
          },
        };
      }
      const capture = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(req.path);
      if (req.method === 'POST' && capture && created.has(capture[1]!)) {
        captures += 1;
        const o = created.get(capture[1]!)!;
        return {
          status: 201,
          body: {
            id: capture[1],
            status: 'COMPLETED',
            purchase_units: [
              {
                reference_id: o.customId,
                payments: {
                  captures: [
                    {
                      id: `3C6793${o.customId}`,
                      status: 'COMPLETED',
                      custom_id: o.customId,
                      amount: { currency_code: 'EUR', value: o.value },
                    },
                  ],
                },
              },
            ],
          },
        };
      }
      return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    });
    restore = overrideEnv({
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
      PAYPAL_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    restore();
    await fake.close();
  });

  it('creates the PayPal order on the server and captures it on return, once', async () => {
    await getSql().unsafe('update public.shop_settings set paypal_enabled = true');
    const { order, payment, accessToken } = await placeCardOrder('paypal');
    const paypalId = `5O190127TN36${String(order.id).padStart(5, '0')}`;
    expect(payment).toEqual({
      type: 'redirect',
      provider: 'paypal',
      url: `https://www.sandbox.paypal.com/checkoutnow?token=${paypalId}`,
    });
    const createCall = fake.requests.find((r) => r.path === '/v2/checkout/orders')!;
    expect(createCall.headers['paypal-request-id']).toBe(`order-${order.id}`);
    expect(JSON.parse(createCall.body).purchase_units[0].amount).toEqual({ currency_code: 'EUR', value: '130.00' });

    const { return_url: returnUrl, cancel_url: cancelUrl } = JSON.parse(createCall.body).payment_source.paypal
      .experience_context as { return_url: string; cancel_url: string };
    expect(returnUrl).toMatch(/\/api\/payments\/paypal\/return\?ref=[\w-]{43}$/);
    expect(cancelUrl).toBe(`${returnUrl}&cancelled=1`);
    // PayPal appends its own order id ("token") and the payer
    const back = (url: string, paypalOrder = paypalId) =>
      call(paypalReturn, new Request(`${url}&token=${paypalOrder}&PayerID=PAYER1`));
    const fragmentOf = (res: Response) =>
      Object.fromEntries(new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1)));
    expect((await back(returnUrl, '5O190127TN3600000')).status).toBe(404);
    expect(await statusOf(order.id)).toBe('pending');

    // the shopper cancels on PayPal: back to the order's page, which says so, and the attempt on record
    const cancelled = await back(cancelUrl);
    expect(cancelled.status).toBe(303);
    expect(fragmentOf(cancelled)).toEqual({ order: String(order.id), token: accessToken, payment: 'cancelled' });
    const events = await getSql().unsafe<{ outcome: string; provider: string }[]>(
      'select outcome, provider from public.payment_events where order_id = $1',
      [order.id],
    );
    expect(events).toEqual([{ outcome: 'cancelled', provider: 'paypal' }]);
    // that way back is spent: nothing is captured until the shopper is sent to PayPal again
    expect(fragmentOf(await back(returnUrl))).toEqual({ order: String(order.id), link: 'used' });
    expect(captures).toBe(0);
    const payAgain = new Request(`http://localhost/api/checkout/orders/${order.id}/payment`, {
      method: 'POST',
      headers: { 'x-order-token': accessToken },
    });
    expect((await call(checkoutOrderPayment, payAgain, { id: String(order.id) })).status).toBe(200);

    // PayPal does not answer the capture: 502, and the way back can be taken again
    const restoreBase = overrideEnv({ PAYPAL_API_BASE: 'http://127.0.0.1:9' });
    try {
      expect((await back(returnUrl)).status).toBe(502);
    } finally {
      restoreBase();
    }
    expect(await statusOf(order.id)).toBe('pending');
    const paid = await back(returnUrl);
    expect(paid.status).toBe(303);
    expect(fragmentOf(paid)).toEqual({ order: String(order.id), token: accessToken });
    expect(await statusOf(order.id)).toBe('paid');
    expect(fragmentOf(await back(returnUrl))).toEqual({ order: String(order.id), link: 'used' });
    expect(captures).toBe(1);
    expect(await paidRows(order.id)).toBe(1);
  });
});
