// POST /api/orders: server-side pricing, validation, stock, idempotency.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSql } from '../../../src/server/db/client.ts';
import { resetDatabase } from '../../support/database.ts';
import { awayFromWindowEdge, WINDOW_WAIT_TIMEOUT } from '../../support/rate-window.ts';
import { overrideEnv } from './env-override.ts';
import { createProduct, orderBody, postOrder, scalarRow, stockOf } from './order-helpers.ts';

beforeEach(async () => {
  await resetDatabase();
  await getSql().unsafe(
    `update public.shop_settings set bank_iban = 'BE68 5390 0754 7034', bank_bic = 'JVBABE22', bank_name = 'Banque Test', bank_account_holder = 'Maison Lumière SRL'`,
  );
  await getSql().unsafe(`insert into public.promo_codes (code, percent_off) values ('welcome10', 10)`);
});

describe('POST /api/orders', () => {
  it('prices the order on the server and answers with the order, its token and the bank details', async () => {
    const a = await createProduct({ stock: 5, priceCents: 12000 });
    const b = await createProduct({ stock: 5, priceCents: 8550 });
    const res = await postOrder(
      orderBody(
        [
          { product_id: a, quantity: 2 },
          { product_id: b, quantity: 1 },
        ],
        { promoCode: 'WELCOME10' },
      ),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.order).toMatchObject({
      number: `ML-${String(body.order.id).padStart(6, '0')}`,
      status: 'pending',
      subtotalCents: 32550,
      discountCents: 3255,
      shippingCents: 1000,
      totalCents: 30295,
      vatCents: Math.round((30295 * 2100) / 12100),
      promoCode: 'welcome10',
      paymentMethod: 'bank-transfer',
    });
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.payment).toMatchObject({
      type: 'bank-transfer',
      iban: 'BE68 5390 0754 7034',
      bic: 'JVBABE22',
      amountCents: 30295,
    });
    expect(body.payment.communication).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
    expect(await stockOf(a)).toBe(3);
    expect(await stockOf(b)).toBe(4);
    const [stored] = await getSql().unsafe<{ access_token_hash: string; total_cents: number }[]>(
      'select access_token_hash, total_cents from public.orders',
    );
    expect(stored!.access_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.access_token_hash).not.toContain(body.accessToken);
    const history = await getSql().unsafe('select to_status, changed_by from public.order_status_history');
    expect(history).toEqual([{ to_status: 'pending', changed_by: 'shopper' }]);
  });

  it('ignores prices, totals, currency and status sent by the browser', async () => {
    const a = await createProduct({ stock: 5, priceCents: 12000 });
    const tampered = {
      ...orderBody([{ product_id: a, quantity: 1, price: 1, price_cents: 1, unit_price_cents: 1 } as never]),
      total: 1,
      totalCents: 1,
      subtotalCents: 1,
      shippingCents: 0,
      discountCents: 11999,
      currency: 'USD',
      status: 'paid',
      paid_at: '2020-01-01',
    };
    const res = await postOrder(tampered);
    expect(res.status).toBe(201);
    const { order } = await res.json();
    expect(order).toMatchObject({
      status: 'pending',
      subtotalCents: 12000,
      shippingCents: 1000,
      discountCents: 0,
      totalCents: 13000,
      currency: 'EUR',
    });
    const [row] = await getSql().unsafe<{ status: string; total_cents: number; paid_at: Date | null }[]>(
      'select status, total_cents, paid_at from public.orders',
    );
    expect(row).toEqual({ status: 'pending', total_cents: 13000, paid_at: null });
  });

  it('answers 422 validation_failed naming each refused field', async () => {
    const a = await createProduct({ stock: 5 });
    const res = await postOrder(
      orderBody([{ product_id: a, quantity: 0 }], {
        customer: {
          firstName: ' ',
          lastName: 'X',
          email: 'not-an-email',
          address: 'a',
          city: 'b',
          postalCode: '1',
          country: 'US',
        },
        paymentMethod: 'cash',
      }),
    );
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toEqual(
      expect.arrayContaining([
        'items.0.quantity',
        'customer.firstName',
        'customer.email',
        'customer.country',
        'paymentMethod',
      ]),
    );
  });

  it('refuses bodies that are not JSON (400), too large (413), not an order (422), or without an idempotency key (400)', async () => {
    const a = await createProduct({ stock: 5 });
    const unreadable = await postOrder('{oops');
    expect(unreadable.status).toBe(400);
    expect((await unreadable.json()).code).toBe('invalid_json');
    expect((await postOrder(orderBody([{ product_id: a, quantity: 1 }]), { key: null })).status).toBe(400);
    expect((await postOrder(orderBody([{ product_id: a, quantity: 1 }]), { key: 'short' })).status).toBe(400);
    const huge = orderBody([{ product_id: a, quantity: 1 }], { padding: 'x'.repeat(40_000) });
    expect((await postOrder(huge)).status).toBe(413);
    expect((await postOrder('null')).status).toBe(422);
    expect((await postOrder('[]')).status).toBe(422);
    expect(await stockOf(a)).toBe(5);
  });

  it('counts a product on several lines once against the quantity limit, and refuses absurd totals', async () => {
    const a = await createProduct({ stock: 500, priceCents: 100 });
    const split = await postOrder(
      orderBody([
        { product_id: a, quantity: 60 },
        { product_id: a, quantity: 60 },
      ]),
    );
    expect(split.status).toBe(422);
    expect((await split.json()).errors['items.0.quantity']).toBeDefined();
    const costly = await createProduct({ stock: 500, priceCents: 100_000_000 });
    const huge = await postOrder(orderBody([{ product_id: costly, quantity: 100 }]));
    expect(huge.status).toBe(422);
    expect((await huge.json()).code).toBe('order_too_large');
    for (const bad of [
      { items: 'x' },
      { items: [{ product_id: 1.5, quantity: 1 }] },
      { items: [{ product_id: 1e20, quantity: 1 }] },
      { customer: null },
    ]) {
      expect((await postOrder({ ...orderBody([{ product_id: a, quantity: 1 }]), ...bad })).status).toBe(422);
    }
    expect(await stockOf(a)).toBe(500);
  });

  it('refuses an unknown promo code and an unknown product, naming them', async () => {
    const a = await createProduct({ stock: 5 });
    const promo = await postOrder(orderBody([{ product_id: a, quantity: 1 }], { promoCode: 'nope' }));
    expect(promo.status).toBe(422);
    expect(await promo.json()).toMatchObject({
      code: 'invalid_promo_code',
      errors: { promoCode: ['unknown or inactive promo code'] },
    });
    const unknown = await postOrder(
      orderBody([
        { product_id: a, quantity: 1 },
        { product_id: 999999, quantity: 1 },
      ]),
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      code: 'unknown_product',
      errors: { 'items.1.product_id': ['unknown product 999999'] },
    });
    expect(await stockOf(a)).toBe(5);
  });

  it('takes all lines or none: 409 naming the short product, no stock taken', async () => {
    const a = await createProduct({ stock: 5, name: 'Ambre Nuit' });
    const b = await createProduct({ stock: 1, name: 'Rose Poudrée' });
    const res = await postOrder(
      orderBody([
        { product_id: a, quantity: 2 },
        { product_id: b, quantity: 2 },
      ]),
    );
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body).toMatchObject({ code: 'insufficient_stock', product: { id: b, name: 'Rose Poudrée', stock: 1 } });
    expect(body.error).toContain('Rose Poudrée: 1 left');
    expect(await stockOf(a)).toBe(5);
    expect(await stockOf(b)).toBe(1);
    const { n } = await scalarRow<{ n: number }>('select count(*)::int as n from public.orders');
    expect(n).toBe(0);
  });

  it('refuses a payment method switched off with its maintenance message', async () => {
    const a = await createProduct({ stock: 5 });
    const off = await postOrder(orderBody([{ product_id: a, quantity: 1 }], { paymentMethod: 'paypal' }));
    expect(off.status).toBe(409);
    expect(await off.json()).toMatchObject({
      code: 'payment_method_unavailable',
      error: 'This payment method is temporarily unavailable for maintenance.',
    });
    await getSql().unsafe(
      `update public.shop_settings set bank_transfer_enabled = false, bank_transfer_maintenance_message = 'Virements suspendus.'`,
    );
    const bank = await postOrder(orderBody([{ product_id: a, quantity: 1 }]));
    expect(bank.status).toBe(409);
    expect((await bank.json()).error).toBe('Virements suspendus.');
    expect(await stockOf(a)).toBe(5);
  });

  it(
    'rate-limits one client (429)',
    async () => {
      const a = await createProduct({ stock: 1000, priceCents: 100 });
      await awayFromWindowEdge(600);
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++)
        statuses.push((await postOrder(orderBody([{ product_id: a, quantity: 1 }]), { ip: '192.0.2.7' })).status);
      expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
    },
    WINDOW_WAIT_TIMEOUT,
  );

  it(
    'counts only placed orders toward the limit: refused tries give their attempt back',
    async () => {
      const restore = overrideEnv({ ORDER_RATE_LIMIT: '5' });
      try {
        const a = await createProduct({ stock: 1000, priceCents: 100 });
        await awayFromWindowEdge(600);
        const ip = '192.0.2.9';
        const refused: number[] = [];
        // bad input (422), an unknown product (404), too many for the stock (409)
        refused.push((await postOrder(orderBody([{ product_id: a, quantity: 0 }]), { ip })).status);
        refused.push(
          (await postOrder(orderBody([{ product_id: a, quantity: 1 }], { promoCode: 'NOPE' }), { ip })).status,
        );
        refused.push((await postOrder(orderBody([{ product_id: 999999, quantity: 1 }]), { ip })).status);
        refused.push((await postOrder(orderBody([{ product_id: a, quantity: 5000 }]), { ip })).status);
        refused.push((await postOrder(orderBody([]), { ip })).status);
        expect(refused.every((s) => s >= 400 && s < 429)).toBe(true);
        const placed: number[] = [];
        for (let i = 0; i < 6; i++)
          placed.push((await postOrder(orderBody([{ product_id: a, quantity: 1 }]), { ip })).status);
        expect(placed).toEqual([201, 201, 201, 201, 201, 429]);
      } finally {
        restore();
      }
    },
    WINDOW_WAIT_TIMEOUT,
  );

  it('places no order for a call without a client address (context.ip), and counts no hit for it', async () => {
    const a = await createProduct({ stock: 5, priceCents: 100 });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await postOrder(orderBody([{ product_id: a, quantity: 1 }]), {
        ip: '',
        headers: { 'x-forwarded-for': '192.0.2.8' },
      });
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      logged.mockRestore();
    }
    expect(await stockOf(a)).toBe(5);
    const { orders, hits } = await scalarRow<{ orders: number; hits: number }>(
      `select (select count(*)::int from public.orders) as orders, (select count(*)::int from public.rate_limit_hits where bucket like '%:' or bucket like '%192.0.2.8%') as hits`,
    );
    expect({ orders, hits }).toEqual({ orders: 0, hits: 0 });
  });
});
