// The shopper's order page reads the order's money from its ledger, on the embedded database and on
// PostgreSQL (TEST_DATABASE_URL): GET /api/checkout/orders/{id} (the token link) gives what was paid,
// what was refunded and the balance due, after a partial payment, the rest, and a partial refund.
import { beforeAll, describe, expect, it } from 'vitest';
import checkoutOrderRead from '../../../netlify/functions/checkout-order-read.mts';
import { shopperOrderAnswerSchema } from '../../../src/contract/orders.ts';
import { callFunction, functionContext } from '../../support/function-context.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { adminToken, createAccounts } from '../admin/helpers.ts';
import { createProduct, orderBody, postOrder } from '../orders/order-helpers.ts';
import { admin } from './ledger-helpers.ts';

let api: ReturnType<typeof admin>;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  await resetDatabase();
  await giveShopBankAccount();
  await createAccounts();
  api = admin(await adminToken());
});

/** An order placed by the shopper, and its money as the token link's page reads it. */
async function placed(productId: number) {
  const res = await postOrder(orderBody([{ product_id: productId, quantity: 1 }]));
  const { order, accessToken } = (await res.json()) as {
    order: { id: number; totalCents: number };
    accessToken: string;
  };
  const read = async () => {
    const answer = await callFunction(
      checkoutOrderRead,
      new Request(`http://localhost/api/checkout/orders/${order.id}`, { headers: { 'x-order-token': accessToken } }),
      functionContext({ id: String(order.id) }),
    );
    expect(answer.status).toBe(200);
    return shopperOrderAnswerSchema.parse(await answer.json()).order.money;
  };
  return { order, read };
}

describe('GET /api/checkout/orders/{id} money', () => {
  it('paid, refunded and the balance due follow the ledger', async () => {
    const productId = await createProduct({ stock: 5, priceCents: 24000 });
    const { order, read } = await placed(productId);
    expect(await read()).toEqual({ paidCents: 0, refundedCents: 0, balanceDueCents: order.totalCents });
    await api.pay(order.id, { amount_cents: 20000, method: 'bank_transfer', received_on: today() });
    expect(await read()).toEqual({ paidCents: 20000, refundedCents: 0, balanceDueCents: order.totalCents - 20000 });
    await api.pay(order.id, { amount_cents: order.totalCents - 20000, method: 'cash', received_on: today() });
    await api.refund(order.id, { amount_cents: 5000, reason: 'one sample missing' });
    // a refund (one sample missing) never makes the shopper owe it again
    expect(await read()).toEqual({ paidCents: order.totalCents, refundedCents: 5000, balanceDueCents: 0 });
  });

  it('a payment of more than due shows as to pay back (below 0) until it is refunded', async () => {
    const productId = await createProduct({ stock: 5, priceCents: 10000 });
    const { order, read } = await placed(productId);
    await api.pay(order.id, { amount_cents: order.totalCents + 3000, method: 'bank_transfer', received_on: today() });
    expect(await read()).toEqual({ paidCents: order.totalCents + 3000, refundedCents: 0, balanceDueCents: -3000 });
    await api.refund(order.id, { amount_cents: 3000, reason: 'paid twice' });
    expect(await read()).toEqual({ paidCents: order.totalCents + 3000, refundedCents: 3000, balanceDueCents: 0 });
  });
});
