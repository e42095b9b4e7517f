// What the withdrawal handler tests share: a delivered order, the storefront's two steps, the returns list.
import { expect } from 'vitest';
import adminWithdrawals from '../../../netlify/functions/admin-withdrawals.mts';
import withdrawals from '../../../netlify/functions/withdrawals.mts';
import type { AdminWithdrawalList } from '../../../src/contract/admin/withdrawals.ts';
import { orderNumber } from '../../../src/domain/orders/order-number.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { functionContext } from '../../support/function-context.ts';
import { authed } from '../admin/helpers.ts';
import { createProduct, orderBody, postOrder } from '../orders/order-helpers.ts';
import { admin } from '../payments/ledger-helpers.ts';

export const EMAIL = 'camille@example.be';

/** A bank-transfer order of two lines, paid by hand (so invoiced); delivered `daysAgo` days ago if given. */
export async function deliveredOrder(
  token: string,
  daysAgo: number | null,
  language = 'fr',
): Promise<{ id: number; totalCents: number }> {
  const a = await createProduct({ stock: 5, priceCents: 9500, name: 'Ambre Nocturne' });
  const b = await createProduct({ stock: 5, priceCents: 6000, name: 'Iris Poudré' });
  const res = await postOrder(
    orderBody(
      [
        { product_id: a, quantity: 1 },
        { product_id: b, quantity: 2 },
      ],
      { language },
    ),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const { order } = (await res.json()) as { order: { id: number; totalCents: number } };
  const today = new Date().toISOString().slice(0, 10);
  const paid = await admin(token).pay(order.id, {
    amount_cents: order.totalCents,
    method: 'bank_transfer',
    received_on: today,
  });
  expect(paid.status).toBe(201);
  if (daysAgo !== null) {
    await getSql()`update public.orders set status = 'completed' where id = ${order.id}`;
    await getSql()`insert into public.order_status_history (order_id, from_status, to_status, changed_at)
                   values (${order.id}, 'shipped', 'completed', now() - make_interval(days => ${daysAgo}))`;
  }
  return order;
}

export const post = (path: string, body: unknown, ip?: string) =>
  withdrawals(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    functionContext({}, ip),
  );

export const identity = (id: number, overrides: Record<string, unknown> = {}) => ({
  order_number: orderNumber(id),
  email: EMAIL,
  name: 'Camille Dupont',
  language: 'fr',
  ...overrides,
});

export const listReturns = async (token: string, query = '') => {
  const res = await adminWithdrawals(
    new Request(`http://localhost/api/admin/withdrawals${query}`, authed(token)),
    functionContext({}),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as AdminWithdrawalList).items;
};
