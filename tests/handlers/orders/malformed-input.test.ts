// Every order, payment, contact and newsletter endpoint answers malformed input with a 4xx, never a 5xx.
import { beforeAll, describe, expect, it } from 'vitest';
import checkoutOrderPayment from '../../../netlify/functions/checkout-order-payment.mts';
import checkoutOrderRead from '../../../netlify/functions/checkout-order-read.mts';
import contact from '../../../netlify/functions/contact.mts';
import newsletter from '../../../netlify/functions/newsletter.mts';
import newsletterConfirm from '../../../netlify/functions/newsletter-confirm.mts';
import ordersCreate from '../../../netlify/functions/orders-create.mts';
import paypalReturn from '../../../netlify/functions/paypal-return.mts';
import paymentsWebhook from '../../../netlify/functions/payments-webhook.mts';
import promoCodes from '../../../netlify/functions/promo-codes-read.mts';
import testGateway from '../../../src/local/functions/test-gateway.mts';
import { resetDatabase } from '../../support/database.ts';
import { callFunction, functionContext, type FunctionHandler } from '../../support/function-context.ts';

let n = 0;
const headers = () => ({ 'content-type': 'application/json', 'idempotency-key': `fuzz-key-${++n}-0000` });

const BODIES = [
  '',
  'null',
  '[]',
  '"x"',
  '{',
  '{"a":1}',
  '{"items":[{}]}',
  '{"email":[]}',
  '\u0000\uffff',
  JSON.stringify({ items: [{ product_id: '1', quantity: '1' }] }),
  'x'.repeat(70_000),
];
const IDS = ['0', '-1', 'abc', '1e3', '99999999999999999999', '1.5', '%00', "1' or '1'='1"];

beforeAll(async () => {
  await resetDatabase();
});

describe('malformed input', () => {
  it('POST bodies', async () => {
    const targets: [FunctionHandler, string, Record<string, string>][] = [
      [ordersCreate, '/api/orders', {}],
      [contact, '/api/contact', {}],
      [newsletter, '/api/newsletter', {}],
      [paymentsWebhook, '/api/payments/webhook/test', { provider: 'test' }],
      [paymentsWebhook, '/api/payments/webhook/stripe', { provider: 'stripe' }],
      [testGateway, '/api/test-gateway/1-abc', { sessionId: '1-abc' }],
    ];
    for (const [handler, path, params] of targets) {
      for (const body of BODIES) {
        const res = await handler(
          new Request(`http://localhost${path}`, { method: 'POST', headers: headers(), body }),
          functionContext(params),
        );
        expect(res.status, `${path} with ${JSON.stringify(body.slice(0, 30))}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} with ${JSON.stringify(body.slice(0, 30))}`).toBeLessThan(500);
      }
    }
  });

  it('ids, tokens and codes in the URL', async () => {
    for (const id of IDS) {
      const read = await checkoutOrderRead(
        new Request('http://localhost/api/checkout/orders/x', { headers: { 'x-order-token': id } }),
        functionContext({ id }),
      );
      const pay = await checkoutOrderPayment(
        new Request('http://localhost/api/checkout/orders/x/payment', { method: 'POST', headers: headers() }),
        functionContext({ id }),
      );
      const promo = await promoCodes(
        new Request('http://localhost/api/promo-codes/x', { headers: headers() }),
        functionContext({ code: id }),
      );
      const gateway = await testGateway(
        new Request('http://localhost/api/test-gateway/x'),
        functionContext({ sessionId: id }),
      );
      const back = await callFunction(
        paypalReturn,
        new Request(`http://localhost/api/payments/paypal/return?ref=${encodeURIComponent(id)}&token=y`),
      );
      const confirm = await newsletterConfirm(
        new Request(`http://localhost/api/newsletter/confirm?token=${encodeURIComponent(id)}`, { headers: headers() }),
        functionContext(),
      );
      for (const res of [read, pay, promo, gateway, confirm]) {
        expect(res.status, `${res.url} ${id}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
      // a browser comes back from PayPal with it: the page that says the link is not valid
      expect(back.status).toBe(303);
      expect(new URL(back.headers.get('location')!).hash).toBe('#link=invalid');
    }
  });
});
