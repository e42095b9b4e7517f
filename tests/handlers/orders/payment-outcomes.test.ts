// Payment outcomes told truthfully: a card or PayPal order is confirmed (the durable-medium e-mail)
// when its payment succeeds, exactly once; a declined or cancelled payment sends nothing, is kept on
// the order's record for the shop, and the same order can be paid again or another way.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import adminOrders from '../../../netlify/functions/admin-orders.mts';
import checkoutOrderPayment from '../../../netlify/functions/checkout-order-payment.mts';
import paymentCancelled from '../../../netlify/functions/payment-cancelled.mts';
import paymentReturn from '../../../netlify/functions/payment-return.mts';
import paymentsWebhook from '../../../netlify/functions/payments-webhook.mts';
import testGateway from '../../../src/local/functions/test-gateway.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { messages } from '../../../src/i18n/messages/index.ts';
import { changeOrderStatus } from '../../../src/server/orders/order-status.ts';
import { deliveredOutbox } from '../../support/delivered-outbox.ts';
import { signPayload } from '../../../src/server/payments/providers/signatures.ts';
import {
  makeTestEvent,
  TEST_SIGNATURE_HEADER,
  type TestGatewayEvent,
} from '../../../src/server/payments/providers/test-gateway.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { callFunction, freshIp, functionContext } from '../../support/function-context.ts';
import { adminToken, authed, createAccounts } from '../admin/helpers.ts';
import { overrideEnv } from './env-override.ts';
import { serveFunctions } from './http-fakes.ts';
import { createProduct, orderBody, postOrder, scalarRow } from './order-helpers.ts';
import { LANGUAGES, type Language } from '../../../src/domain/vocabulary/language.ts';
import type { PaymentMethod } from '../../../src/domain/vocabulary/payment-method.ts';

const SECRET = process.env.LOCAL_PAYMENT_WEBHOOK_SECRET!;

interface Placed {
  order: { id: number; number: string; totalCents: number };
  accessToken: string;
  payment: { type: string; url: string };
  email: string;
  sessionId: string;
}

async function placeOrder(method: PaymentMethod = 'credit-card', language: Language = 'en'): Promise<Placed> {
  const product = await createProduct({ stock: 10, priceCents: 12000 });
  const email = `shopper.${randomUUID().slice(0, 8)}@example.be`;
  const res = await postOrder(
    orderBody([{ product_id: product, quantity: 1 }], {
      paymentMethod: method,
      language,
      customer: { ...orderBody([]).customer, email },
    }),
  );
  expect(res.status).toBe(201);
  const body = (await res.json()) as Omit<Placed, 'email' | 'sessionId'>;
  return { ...body, email, sessionId: body.payment.url?.split('/').pop() ?? '' };
}

/** The subjects of the e-mails the shopper received, in alphabetical order (two may share a millisecond). */
async function subjectsTo(email: string): Promise<string[]> {
  const mails = await deliveredOutbox(process.env.LOCAL_OUTBOX_DIR!, 10_000);
  return mails
    .filter((m) => m.to === email)
    .map((m) => m.subject)
    .sort();
}

function webhook(event: TestGatewayEvent) {
  const body = JSON.stringify(event);
  return callFunction(
    paymentsWebhook,
    new Request('http://localhost/api/payments/webhook/test', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: signPayload(SECRET, body) },
      body,
    }),
    functionContext({ provider: 'test' }),
  );
}

const succeeded = (p: Placed) => makeTestEvent('payment.succeeded', p.sessionId, p.order.id, p.order.totalCents);
const declined = (p: Placed) => makeTestEvent('payment.failed', p.sessionId, p.order.id, p.order.totalCents);
const confirmationOf = (p: Placed, lang: Language = 'en') =>
  messages[lang].email.confirmation.subject.replace('{{number}}', p.order.number);
const statusOf = async (id: number) =>
  (await scalarRow<{ status: string }>('select status from public.orders where id = $1', [id])).status;
const outcomesOf = async (id: number) =>
  (
    await getSql().unsafe<{ outcome: string; payment_method: string }[]>(
      'select outcome, payment_method from public.payment_events where order_id = $1 order by received_at, event_id',
      [id],
    )
  ).map((r) => `${r.outcome}:${r.payment_method}`);

function payAgain(p: Placed, body?: unknown) {
  const headers: Record<string, string> = { 'x-order-token': p.accessToken };
  const init: RequestInit =
    body === undefined
      ? { method: 'POST', headers }
      : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
  return callFunction(
    checkoutOrderPayment,
    new Request(`http://localhost/api/checkout/orders/${p.order.id}/payment`, init),
    functionContext({ id: String(p.order.id) }, freshIp()),
  );
}

beforeEach(async () => {
  await resetDatabase();
  await giveShopBankAccount();
});

describe('the order confirmation of a card order', () => {
  it('is not sent when the order is placed, only the shop is told', async () => {
    const p = await placeOrder('credit-card');
    expect(await subjectsTo(p.email)).toEqual([]);
    // the shop's notice, which answers to the shopper (order numbers repeat across test files)
    const shop = (await deliveredOutbox(process.env.LOCAL_OUTBOX_DIR!, 10_000)).filter((m) => m.replyTo === p.email);
    expect(shop.map((m) => m.subject)).toEqual([expect.stringContaining(p.order.number)]);
  });

  it('goes out once when the payment succeeds, saying it was received; duplicate and second success events send nothing more', async () => {
    const p = await placeOrder('credit-card');
    const event = succeeded(p);
    expect(await (await webhook(event)).json()).toEqual({ received: true, result: 'paid' });
    expect(await subjectsTo(p.email)).toEqual([confirmationOf(p)]);
    const [mail] = (await deliveredOutbox(process.env.LOCAL_OUTBOX_DIR!, 10_000)).filter((m) => m.to === p.email);
    expect(mail!.text).toContain('We have received your payment');
    expect(mail!.text).toContain('Right of withdrawal');

    expect(await (await webhook(event)).json()).toEqual({ received: true, result: 'duplicate' });
    expect(await (await webhook(succeeded(p))).json()).toEqual({ received: true, result: 'not_pending' });
    // two deliveries at once: one claims the confirmation
    await Promise.all([webhook(succeeded(p)), webhook(succeeded(p))]);
    expect(await subjectsTo(p.email)).toEqual([confirmationOf(p)]);
  });

  it('is not sent after a decline, which is kept on the order record; a later success sends it once', async () => {
    const p = await placeOrder('credit-card', 'fr');
    const event = declined(p);
    expect(await (await webhook(event)).json()).toEqual({ received: true, result: 'recorded' });
    expect(await (await webhook(event)).json()).toEqual({ received: true, result: 'duplicate' });
    expect(await statusOf(p.order.id)).toBe('pending');
    expect(await subjectsTo(p.email)).toEqual([]);
    expect(await outcomesOf(p.order.id)).toEqual(['declined:credit-card']);

    expect(await (await webhook(succeeded(p))).json()).toEqual({ received: true, result: 'paid' });
    expect(await subjectsTo(p.email)).toEqual([confirmationOf(p, 'fr')]);
    expect(await outcomesOf(p.order.id)).toEqual(['declined:credit-card', 'succeeded:credit-card']);
  });

  it('goes out when an admin marks a never-confirmed card order paid; a bank transfer confirmed at placement gets "payment received"', async () => {
    const card = await placeOrder('credit-card');
    await changeOrderStatus(card.order.id, 'paid', 'admin');
    expect(await subjectsTo(card.email)).toEqual([confirmationOf(card)]);

    const bank = await placeOrder('bank-transfer');
    const instructions = `Bank transfer instructions for order ${bank.order.number}`;
    expect(await subjectsTo(bank.email)).toEqual([instructions, confirmationOf(bank)]);
    await changeOrderStatus(bank.order.id, 'paid', 'admin');
    expect(await subjectsTo(bank.email)).toEqual([
      instructions,
      confirmationOf(bank),
      `Payment received for order ${bank.order.number}`,
    ]);
  });
});

describe('the test gateway and the way back', () => {
  it('shows its page in the order language and records a decline (webhook over HTTP) and a cancellation', async () => {
    const server = await serveFunctions([
      { prefix: '/api/payments/webhook/', handler: paymentsWebhook, param: 'provider' },
    ]);
    const restore = overrideEnv({ SITE_URL: server.url });
    try {
      for (const lang of LANGUAGES) {
        const t = messages[lang].checkout.testGateway;
        const p = await placeOrder('credit-card', lang);
        const page = await callFunction(
          testGateway,
          new Request(p.payment.url),
          functionContext({ sessionId: p.sessionId }),
        );
        const html = await page.text();
        expect(html).toContain(`<html lang="${lang}">`);
        for (const label of [t.banner, t.approve, t.decline, t.cancel])
          expect(html).toContain(label.replace(/'/g, '&#39;'));

        const decline = await callFunction(
          testGateway,
          new Request(p.payment.url, { method: 'POST', body: new URLSearchParams({ action: 'decline' }) }),
          functionContext({ sessionId: p.sessionId }),
        );
        expect(decline.status).toBe(303);
        // the success URL with payment=declined, which leads on to the order's page
        const returnUrl = new URL(decline.headers.get('location')!);
        expect(returnUrl.pathname).toBe('/api/payments/return');
        const returned = await callFunction(paymentReturn, new Request(returnUrl));
        const declinedAt = new URL(returned.headers.get('location')!);
        expect(declinedAt.pathname).toBe(lang === 'fr' ? '/thank-you' : `/${lang}/thank-you`);
        const fragment = new URLSearchParams(declinedAt.hash.slice(1));
        expect(fragment.get('payment')).toBe('declined');
        expect(fragment.get('token')).toBe(p.accessToken);

        // trying again, the shopper leaves the provider's page without paying
        expect((await payAgain(p)).status).toBe(200);

        const cancel = await callFunction(
          testGateway,
          new Request(p.payment.url, { method: 'POST', body: new URLSearchParams({ action: 'cancel' }) }),
          functionContext({ sessionId: p.sessionId }),
        );
        const cancelUrl = new URL(cancel.headers.get('location')!);
        expect(cancelUrl.pathname).toBe('/api/payments/cancelled');
        const back = await callFunction(paymentCancelled, new Request(cancelUrl), functionContext({}, freshIp()));
        expect(back.status).toBe(303);
        expect(new URLSearchParams(new URL(back.headers.get('location')!).hash.slice(1)).get('payment')).toBe(
          'cancelled',
        );

        expect(await statusOf(p.order.id)).toBe('pending');
        expect(await outcomesOf(p.order.id)).toEqual(['declined:credit-card', 'cancelled:credit-card']);
        expect(await subjectsTo(p.email)).toEqual([]);
      }
    } finally {
      restore();
      await server.close();
    }
  });

  it('opens the cancel return only with its reference, not with the order id and token', async () => {
    const p = await placeOrder('credit-card');
    for (const query of [
      `order=${p.order.id}&access=${encodeURIComponent(p.accessToken)}`,
      `order=${p.order.id}`,
      `ref=${'A'.repeat(43)}`,
      'ref=abc',
    ]) {
      const res = await callFunction(
        paymentCancelled,
        new Request(`http://localhost/api/payments/cancelled?${query}`),
        functionContext({}, freshIp()),
      );
      expect(res.status).toBe(303);
      expect(new URL(res.headers.get('location')!).hash).toBe('#link=invalid');
    }
    expect(await outcomesOf(p.order.id)).toEqual([]);
  });
});

describe('paying the same order another way', () => {
  it('switches a declined card order to bank transfer: confirmation with the transfer instructions, the change on record', async () => {
    const p = await placeOrder('credit-card');
    await webhook(declined(p));
    const before = await scalarRow<{ hold_until: Date }>('select hold_until from public.orders where id = $1', [
      p.order.id,
    ]);
    const res = await payAgain(p, { paymentMethod: 'bank-transfer' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      payment: { type: string; communication: string };
      order: { id: number; paymentMethod: string; status: string };
    };
    expect(body.payment.type).toBe('bank-transfer');
    expect(body.order).toMatchObject({ id: p.order.id, paymentMethod: 'bank-transfer', status: 'pending' });
    const after = await scalarRow<{ hold_until: Date; payment_id: string | null }>(
      'select hold_until, payment_id from public.orders where id = $1',
      [p.order.id],
    );
    // a transfer takes days: the hold now runs on the bank transfer's duration
    expect(new Date(after.hold_until).getTime()).toBeGreaterThan(
      new Date(before.hold_until).getTime() + 24 * 3_600_000,
    );
    expect(after.payment_id).toBeNull();
    expect(await subjectsTo(p.email)).toEqual([
      `Bank transfer instructions for order ${p.order.number}`,
      confirmationOf(p),
    ]);
    expect(await outcomesOf(p.order.id)).toEqual(['declined:credit-card', 'method_changed:bank-transfer']);
    // asking again changes nothing and sends nothing
    expect((await payAgain(p, { paymentMethod: 'bank-transfer' })).status).toBe(200);
    expect(await subjectsTo(p.email)).toHaveLength(2);
  });

  it('retries the same method without a body, refuses a switched-off or unknown method naming the field, and a paid order', async () => {
    const p = await placeOrder('credit-card');
    const again = await payAgain(p);
    expect(again.status).toBe(200);
    expect((await again.json()).payment).toEqual({ type: 'redirect', provider: 'test', url: p.payment.url });

    const off = await payAgain(p, { paymentMethod: 'paypal' });
    expect(off.status).toBe(409);
    expect(await off.json()).toMatchObject({
      code: 'payment_method_unavailable',
      errors: { paymentMethod: [expect.any(String)] },
    });
    for (const body of [{ paymentMethod: 'cash' }, { method: 'paypal' }, { paymentMethod: null }]) {
      const bad = await payAgain(p, body);
      expect(bad.status).toBe(422);
      expect(Object.keys((await bad.json()).errors)).toEqual(['paymentMethod']);
    }
    const notJson = await callFunction(
      checkoutOrderPayment,
      new Request(`http://localhost/api/checkout/orders/${p.order.id}/payment`, {
        method: 'POST',
        headers: { 'x-order-token': p.accessToken },
        body: 'paypal',
      }),
      functionContext({ id: String(p.order.id) }, freshIp()),
    );
    expect(notJson.status).toBe(400);
    expect(await outcomesOf(p.order.id)).toEqual([]);

    await webhook(succeeded(p));
    const paid = await payAgain(p, { paymentMethod: 'bank-transfer' });
    expect(paid.status).toBe(409);
    expect((await paid.json()).code).toBe('not_pending');
  });
});

describe('the admin order details', () => {
  it('list the payment attempts with their outcome and method', async () => {
    await createAccounts();
    const token = await adminToken();
    const p = await placeOrder('credit-card');
    await webhook(declined(p));
    await payAgain(p, { paymentMethod: 'bank-transfer' });
    const res = await callFunction(
      adminOrders,
      new Request(`http://localhost/api/orders/${p.order.id}`, authed(token)),
      functionContext({ id: String(p.order.id) }, freshIp()),
    );
    expect(res.status).toBe(200);
    const order = (await res.json()) as {
      payment_events: { outcome: string; payment_method: string; provider: string; received_at: string }[];
    };
    expect(order.payment_events.map(({ outcome, payment_method }) => ({ outcome, payment_method }))).toEqual([
      { outcome: 'declined', payment_method: 'credit-card' },
      { outcome: 'method_changed', payment_method: 'bank-transfer' },
    ]);
    for (const event of order.payment_events) expect(Number.isNaN(Date.parse(event.received_at))).toBe(false);
  });
});
