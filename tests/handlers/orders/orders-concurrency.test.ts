// Stock never oversells and an idempotency key never makes two orders, whatever the concurrency.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { createProduct, orderBody, postOrder, scalarRow, stockOf } from './order-helpers.ts';

beforeAll(async () => {
  await resetDatabase();
  // bank-transfer orders are taken only with the shop's account in the settings
  await giveShopBankAccount();
});

describe('concurrent orders', () => {
  it('200 concurrent orders for the last 10 units: exactly 10 succeed and stock ends at 0, 20 rounds', async () => {
    for (let round = 1; round <= 20; round++) {
      const product = await createProduct({ stock: 10, priceCents: 5000, name: `Dernières unités ${round}` });
      const responses = await Promise.all(
        Array.from({ length: 200 }, () => postOrder(orderBody([{ product_id: product, quantity: 1 }]))),
      );
      const statuses = responses.map((r) => r.status);
      const created = statuses.filter((s) => s === 201).length;
      const refused = statuses.filter((s) => s === 409).length;
      expect({ round, created, refused, other: 200 - created - refused }).toEqual({
        round,
        created: 10,
        refused: 190,
        other: 0,
      });
      expect(await stockOf(product)).toBe(0);
      const { units } = await scalarRow<{ units: number }>(
        'select coalesce(sum(quantity), 0)::int as units from public.order_items where product_id = $1',
        [product],
      );
      expect(units).toBe(10);
      const refusal = await responses.find((r) => r.status === 409)!.json();
      expect(refusal).toMatchObject({ code: 'insufficient_stock', product: { id: product, stock: 0 } });
    }
    // 4,000 orders on the one connection of the embedded database, each refusal also giving its rate-limit
    // attempt back: a check of correctness, not of speed, so it gets the time a loaded machine needs
  }, 180_000);

  it('50 concurrent requests with one idempotency key: one order, identical answers; same key with another body: 422', async () => {
    const product = await createProduct({ stock: 100, priceCents: 7000 });
    const key = randomUUID();
    const body = orderBody([{ product_id: product, quantity: 2 }]);
    const responses = await Promise.all(Array.from({ length: 50 }, () => postOrder(body, { key })));
    const texts = await Promise.all(responses.map((r) => r.text()));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(new Set(texts).size).toBe(1);
    const { n } = await scalarRow<{ n: number }>(
      'select count(*)::int as n from public.orders where idempotency_key = $1',
      [key],
    );
    expect(n).toBe(1);
    expect(await stockOf(product)).toBe(98);

    const other = await postOrder(orderBody([{ product_id: product, quantity: 3 }]), { key });
    expect(other.status).toBe(422);
    expect((await other.json()).errors['Idempotency-Key']).toBeDefined();
    expect(await stockOf(product)).toBe(98);

    // a later retry with the same body still gets the very same answer
    const retry = await postOrder(body, { key });
    expect(await retry.text()).toBe(texts[0]);
  });

  it('card orders retried with the same key get the same payment session', async () => {
    const product = await createProduct({ stock: 10, priceCents: 7000 });
    const key = randomUUID();
    const body = orderBody([{ product_id: product, quantity: 1 }], { paymentMethod: 'credit-card' });
    const [a, b] = await Promise.all([postOrder(body, { key }), postOrder(body, { key })]);
    const [ja, jb] = [await a.json(), await b.json()];
    expect(ja).toEqual(jb);
    expect(ja.payment).toMatchObject({ type: 'redirect', provider: 'test' });
    expect(ja.payment.url).toMatch(/\/api\/test-gateway\/\d+-[0-9a-f]{32}$/);
  });
});
