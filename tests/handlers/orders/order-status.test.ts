// Status changes: any transition, history for each, stock given back exactly once on cancellation and
// taken again when leaving 'cancelled'; unpaid orders expire and are restocked once.
import { beforeEach, describe, expect, it } from 'vitest';
import expireHandler from '../../../netlify/functions/expire-unpaid-orders.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { HttpError } from '../../../src/server/http/errors.ts';
import { expireUnpaidOrders } from '../../../src/server/orders/expire-orders.ts';
import { changeOrderStatus } from '../../../src/server/orders/order-status.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { callFunction } from '../../support/function-context.ts';
import { createProduct, orderBody, postOrder, scalarRow, stockOf } from './order-helpers.ts';

async function place(productId: number, quantity: number, method = 'bank-transfer'): Promise<number> {
  const res = await postOrder(orderBody([{ product_id: productId, quantity }], { paymentMethod: method }));
  expect(res.status).toBe(201);
  return (await res.json()).order.id;
}

const history = (id: number) =>
  getSql().unsafe<{ from_status: string | null; to_status: string; changed_by: string }[]>(
    'select from_status, to_status, changed_by from public.order_status_history where order_id = $1 order by id',
    [id],
  );

beforeEach(async () => {
  await resetDatabase();
  // bank-transfer orders are taken only with the shop's account in the settings
  await giveShopBankAccount();
});

describe('changeOrderStatus', () => {
  it('restocks exactly once on cancellation, even when cancelled many times at once', async () => {
    const product = await createProduct({ stock: 5 });
    const id = await place(product, 2);
    expect(await stockOf(product)).toBe(3);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => changeOrderStatus(id, 'cancelled', 'admin@maison.local')),
    );
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(await stockOf(product)).toBe(5);
    expect(await changeOrderStatus(id, 'cancelled', 'admin@maison.local')).toMatchObject({
      changed: false,
      status: 'cancelled',
      previousStatus: 'cancelled',
    });
    expect(await stockOf(product)).toBe(5);
  });

  it('allows any transition, records each, and takes the stock again when leaving cancelled', async () => {
    const product = await createProduct({ stock: 5 });
    const id = await place(product, 2);
    await changeOrderStatus(id, 'cancelled', 'admin');
    const revived = await changeOrderStatus(id, 'paid', 'admin');
    expect(revived).toMatchObject({ changed: true, status: 'paid', previousStatus: 'cancelled', emailQueued: true });
    expect(await stockOf(product)).toBe(3);
    await changeOrderStatus(id, 'completed', 'admin');
    await changeOrderStatus(id, 'pending', 'admin');
    await changeOrderStatus(id, 'cancelled', 'admin');
    expect(await stockOf(product)).toBe(5);
    expect((await history(id)).map((h) => `${h.from_status}>${h.to_status}`)).toEqual([
      'null>pending',
      'pending>cancelled',
      'cancelled>paid',
      'paid>completed',
      'completed>pending',
      'pending>cancelled',
    ]);
    const { paid_at } = await scalarRow<{ paid_at: Date | null }>('select paid_at from public.orders where id = $1', [
      id,
    ]);
    expect(paid_at).not.toBeNull();
  });

  it('refuses to leave cancelled when the stock is gone (409 naming the product), changing nothing', async () => {
    const product = await createProduct({ stock: 2, name: 'Iris Secret' });
    const id = await place(product, 2);
    await changeOrderStatus(id, 'cancelled', 'admin');
    await place(product, 1);
    const error = await changeOrderStatus(id, 'shipped', 'admin', undefined, { confirmUnpaid: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).message).toContain('Iris Secret');
    expect(await stockOf(product)).toBe(1);
    expect((await scalarRow<{ status: string }>('select status from public.orders where id = $1', [id])).status).toBe(
      'cancelled',
    );
  });

  it('404 for an unknown order, 422 for an unknown status', async () => {
    await expect(changeOrderStatus(424242, 'paid', 'admin')).rejects.toMatchObject({ status: 404 });
    await expect(changeOrderStatus(1, 'lost' as never, 'admin')).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
    });
  });
});

describe('expiry of unpaid orders', () => {
  it('cancels pending orders whose hold passed, restocks once, records "system"', async () => {
    const product = await createProduct({ stock: 10 });
    const expired = await place(product, 3, 'credit-card');
    const fresh = await place(product, 1);
    const paid = await place(product, 2, 'credit-card');
    await changeOrderStatus(paid, 'paid', 'test');
    await getSql().unsafe(
      `update public.orders set hold_until = now() - interval '1 minute' where id = any($1::bigint[])`,
      [[expired, paid]],
    );
    expect(await stockOf(product)).toBe(4);

    expect(await expireUnpaidOrders()).toEqual({ expired: [expired] });
    expect(await stockOf(product)).toBe(7);
    expect((await history(expired)).at(-1)).toEqual({
      from_status: 'pending',
      to_status: 'cancelled',
      changed_by: 'system',
    });
    expect(await expireUnpaidOrders()).toEqual({ expired: [] });
    const res = await callFunction(
      expireHandler,
      new Request('http://localhost/.netlify/functions/expire-unpaid-orders', { method: 'POST' }),
    );
    expect(await res.json()).toEqual({ expired: 0 });
    expect(await stockOf(product)).toBe(7);
    const statuses = await getSql().unsafe<{ id: number; status: string }[]>(
      'select id, status from public.orders order by id',
    );
    expect(statuses).toEqual([
      { id: expired, status: 'cancelled' },
      { id: fresh, status: 'pending' },
      { id: paid, status: 'paid' },
    ]);
  });

  it('holds each method for the minutes of the settings', async () => {
    await getSql().unsafe('update public.shop_settings set hold_minutes_card = 30, hold_minutes_bank_transfer = 2880');
    const product = await createProduct({ stock: 10 });
    const card = await place(product, 1, 'credit-card');
    const bank = await place(product, 1);
    const rows = await getSql().unsafe<{ id: number; minutes: number }[]>(
      `select id, round(extract(epoch from hold_until - created_at) / 60)::int as minutes from public.orders order by id`,
    );
    expect(rows).toEqual([
      { id: card, minutes: 30 },
      { id: bank, minutes: 2880 },
    ]);
  });
});
