// What a refund puts back on sale, on the embedded database and on PostgreSQL (TEST_DATABASE_URL): the
// chosen lines and units (restock: [{product_id, quantity}]), never more than was ordered and not back
// yet (422 naming the field, and no money moved), true for every unit left (the old boolean), and a
// cancellation afterwards giving back only what is not back yet.
import { beforeAll, describe, expect, it } from 'vitest';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { adminToken, createAccounts } from '../admin/helpers.ts';
import { createProduct, orderBody, postOrder, stockOf } from '../orders/order-helpers.ts';
import { admin } from './ledger-helpers.ts';

let api: ReturnType<typeof admin>;
const today = () => new Date().toISOString().slice(0, 10);

/** A paid transfer order of 3 units of A and 2 of B. */
async function paidOrder() {
  const a = await createProduct({ stock: 10, priceCents: 5000 });
  const b = await createProduct({ stock: 10, priceCents: 8000 });
  const res = await postOrder(
    orderBody([
      { product_id: a, quantity: 3 },
      { product_id: b, quantity: 2 },
    ]),
  );
  const placed = (await res.json()) as { order: { id: number; totalCents: number } };
  expect(res.status, JSON.stringify(placed)).toBe(201);
  const { order } = placed;
  const paid = await api.pay(order.id, {
    amount_cents: order.totalCents,
    method: 'bank_transfer',
    received_on: today(),
  });
  expect(paid.body.status).toBe('paid');
  return { ...order, a, b };
}

const restocked = async (id: number) =>
  Object.fromEntries((await api.detail(id)).items.map((i) => [i.product_id, i.restocked_quantity]));

beforeAll(async () => {
  await resetDatabase();
  await giveShopBankAccount();
  await createAccounts();
  api = admin(await adminToken());
});

describe('POST /api/orders/{id}/refunds restock', () => {
  it('puts back the chosen units of a line only, then refuses more than is left (422, no money moved)', async () => {
    const order = await paidOrder();
    expect([await stockOf(order.a), await stockOf(order.b)]).toEqual([7, 8]);

    const one = await api.refund(order.id, {
      amount_cents: 5000,
      reason: 'one bottle of A returned',
      restock: [{ product_id: order.a, quantity: 1 }],
    });
    expect(one.status).toBe(201);
    expect([await stockOf(order.a), await stockOf(order.b)]).toEqual([8, 8]);
    expect(await restocked(order.id)).toEqual({ [order.a]: 1, [order.b]: 0 });
    expect(one.body.ledger.filter((g) => g.direction === 'out')).toMatchObject([{ restocked: true }]);

    const tooMany = await api.refund(order.id, {
      amount_cents: 5000,
      reason: 'three more of A?',
      restock: [
        { product_id: order.b, quantity: 1 },
        { product_id: order.a, quantity: 3 },
      ],
    });
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.body.errors ?? {})).toEqual(['restock.1.quantity']);
    const foreign = await api.refund(order.id, {
      amount_cents: 5000,
      reason: 'not ours',
      restock: [{ product_id: order.b + 1000, quantity: 1 }],
    });
    expect(Object.keys(foreign.body.errors ?? {})).toEqual(['restock.0.product_id']);
    const detail = await api.detail(order.id);
    expect(detail.ledger.filter((g) => g.direction === 'out')).toHaveLength(1);
    expect([await stockOf(order.a), await stockOf(order.b)]).toEqual([8, 8]);

    // the old boolean: every unit not back yet
    await api.refund(order.id, { amount_cents: 5000, reason: 'all the rest back', restock: true });
    expect([await stockOf(order.a), await stockOf(order.b)]).toEqual([10, 10]);
    expect(await restocked(order.id)).toEqual({ [order.a]: 3, [order.b]: 2 });
    // nothing is left to put back: cancelling gives nothing twice
    await api.status(order.id, { status: 'cancelled', confirm_refund: true });
    expect([await stockOf(order.a), await stockOf(order.b)]).toEqual([10, 10]);
  });

  it('a cancellation after a partial restock gives back only the units not back yet', async () => {
    const order = await paidOrder();
    await api.refund(order.id, {
      amount_cents: 8000,
      reason: 'one bottle of B returned',
      restock: [{ product_id: order.b, quantity: 1 }],
    });
    expect([await stockOf(order.a), await stockOf(order.b)]).toEqual([7, 9]);
    const cancelled = await api.status(order.id, { status: 'cancelled', confirm_refund: true });
    expect(cancelled.body.status).toBe('cancelled');
    expect([await stockOf(order.a), await stockOf(order.b)]).toEqual([10, 10]);
    // back to pending: every unit is taken again
    await api.status(order.id, { status: 'pending' });
    expect([await stockOf(order.a), await stockOf(order.b)]).toEqual([7, 8]);
    expect(await restocked(order.id)).toEqual({ [order.a]: 0, [order.b]: 0 });
  });
});
