// Production parity: "pay again" on the production bundles against the Stripe fake that keeps Stripe's
// idempotency rules (a key reused with other parameters is a 400 `idempotency_error`, which the shopper
// would see as a 502). A card order, its page left open and asked for again, a switch to a bank transfer
// and back to the card: each answer a page the shopper can pay on, and paying it pays the order.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ORDER_TOKEN_HEADER } from '../../src/domain/orders/order-link.ts';
import { productToBuy, readOrder } from '../support/checkout-journey.ts';
import { control } from './parity-support.ts';

interface Placed {
  order: { id: number };
  accessToken: string;
  payment: { type: string; url?: string };
}

async function payAgain(request: APIRequestContext, placed: Placed, paymentMethod?: string) {
  const response = await request.post(`/api/checkout/orders/${placed.order.id}/payment`, {
    headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
    ...(paymentMethod ? { data: { paymentMethod } } : {}),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { payment: Placed['payment'] }).payment;
}

const sessionOf = (url: string | undefined) => url?.split('/').pop() ?? '';

test('pay again after a switch to a bank transfer and back to the card: a Stripe page that takes the payment', async ({
  page,
  request,
}) => {
  const product = await productToBuy(request);
  const placedAnswer = await request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      items: [{ product_id: product.id, quantity: 1 }],
      customer: {
        firstName: 'Pieter',
        lastName: 'Janssens',
        email: `pay-again.${Date.now()}@example.be`,
        phone: '+32 470 12 34 56',
        address: 'Meir 10',
        city: 'Antwerpen',
        postalCode: '2000',
        country: 'BE',
      },
      paymentMethod: 'credit-card',
      language: 'nl',
    },
  });
  expect(placedAnswer.status(), await placedAnswer.text()).toBe(201);
  const placed = (await placedAnswer.json()) as Placed;
  const first = sessionOf(placed.payment.url);

  // back from Stripe's cancel link: the page is still open, the same session again
  expect(sessionOf((await payAgain(request, placed)).url)).toBe(first);
  // to a bank transfer, then back to the card: a new Checkout Session, never Stripe's 400
  expect((await payAgain(request, placed, 'bank-transfer')).type).toBe('bank-transfer');
  const back = await payAgain(request, placed, 'credit-card');
  expect(back.type).toBe('redirect');
  const { sessions } = await control<{ sessions: { id: string; status: string }[] }>('stripe');
  expect(sessions.find((s) => s.id === sessionOf(back.url))?.status).toBe('open');

  // the shopper pays on that page: the signed webhook pays the order
  await page.goto(back.url!);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect
    .poll(async () => (await readOrder(request, placed.order.id, placed.accessToken)).status, { timeout: 30_000 })
    .toBe('paid');
  expect((await readOrder(request, placed.order.id, placed.accessToken)).paymentMethod).toBe('credit-card');
});
