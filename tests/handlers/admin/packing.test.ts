// Packing: the orders to pack (paid, not shipped, oldest first), their packing slips as PDF (one order,
// or the selection one slip a page, without prices), and several orders marked shipped in one request,
// each with its parcel: all or nothing, each shopper e-mailed once with the tracking link.
import { type Lang } from '../../support/languages.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import ordersHandler from '../../../netlify/functions/admin-orders.mts';
import pdfHandler from '../../../netlify/functions/admin-order-pdf.mts';
import shipmentsHandler from '../../../netlify/functions/admin-order-shipments.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { mailDeliveryInFlight } from '../../../src/server/mail/queue/mail-delivery.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { pdfText } from '../../support/pdf-text.ts';
import { createProduct, orderBody, postOrder } from '../orders/order-helpers.ts';
import { adminToken, authed, createAccounts, jsonInit } from './helpers.ts';

let token: string;

beforeEach(async () => {
  await resetDatabase();
  await giveShopBankAccount();
  await createAccounts();
  token = await adminToken();
});

/** A bank-transfer order to `country`, in `language`; paid unless `paid` is false. */
async function order(language: Lang, country: 'BE' | 'NL', paid = true): Promise<number> {
  const product = await createProduct({ stock: 9, priceCents: 9500 });
  const base = orderBody([]).customer;
  const res = await postOrder(
    orderBody([{ product_id: product, quantity: 2 }], {
      language,
      customer: { ...base, country, ...(country === 'NL' ? { postalCode: '1012 AB', city: 'Amsterdam' } : {}) },
    }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  const id = ((await res.json()) as { order: { id: number } }).order.id;
  if (paid) {
    await getSql()`update public.orders set status = 'paid', paid_at = now() where id = ${id}`;
    await getSql()`select public.record_unrecorded_payments()`;
  }
  return id;
}

const bulk = (body: unknown, who: string | null = token) =>
  shipmentsHandler(
    new Request('http://localhost/api/admin/shipments/bulk', jsonInit(who, 'POST', body)),
    functionContext({}),
  );

// the slips are PDFs: admin-order-pdf.mts draws them, admin-orders.mts lists what to pack
const get = (path: string, params: Record<string, string> = {}) =>
  (/packing-slip|packing\/slips/.test(path) ? pdfHandler : ordersHandler)(
    new Request(`http://localhost${path}`, authed(token)),
    functionContext(params),
  );

async function shippedState(ids: number[]) {
  await mailDeliveryInFlight();
  const sql = getSql();
  return {
    statuses: (
      await sql<{ status: string }[]>`select status from public.orders where id = any(${ids}::bigint[]) order by id`
    ).map((r) => r.status),
    shipments: Number(
      (
        await sql<
          { n: number }[]
        >`select count(*)::int as n from public.shipments where order_id = any(${ids}::bigint[])`
      )[0]?.n,
    ),
    emails: await sql<{ order_id: number; text_body: string }[]>`
      select order_id, text_body from public.outgoing_emails
       where order_id = any(${ids}::bigint[]) and kind = 'order_shipped' order by order_id, id`,
  };
}

describe('packing', () => {
  it('lists the paid orders not yet shipped, oldest first, with their lines, destination, zone and weight', async () => {
    const newer = await order('fr', 'BE');
    const older = await order('nl', 'NL');
    await getSql()`update public.orders set created_at = now() - interval '2 days' where id = ${older}`;
    await order('en', 'BE', false);
    const res = await get('/api/admin/packing');
    expect(res.status, await res.clone().text()).toBe(200);
    const { orders } = (await res.json()) as {
      orders: {
        id: number;
        country: string;
        items: { quantity: number }[];
        shipping_zone_name: string | null;
        shipping_weight_grams: number | null;
      }[];
    };
    expect(orders.map((o) => o.id)).toEqual([older, newer]);
    expect(orders[0]).toMatchObject({ country: 'NL', items: [expect.objectContaining({ quantity: 2 })] });
    expect(orders[0]!.shipping_zone_name).toEqual(expect.any(String));
    expect(orders[0]!.shipping_weight_grams).toBeGreaterThan(0);
  });

  it('gives an order its packing slip, and a selection one slip a page, each in its shopper language and without prices', async () => {
    const fr = await order('fr', 'BE');
    const nl = await order('nl', 'NL');
    const one = await get(`/api/orders/${nl}/packing-slip`, { id: String(nl), action: 'packing-slip' });
    expect(one.status, await one.clone().text()).toBe(200);
    expect(one.headers.get('content-type')).toBe('application/pdf');
    expect(one.headers.get('content-disposition')).toContain(`pakbon-ML-${String(nl).padStart(6, '0')}.pdf`);
    const text = await pdfText(new Uint8Array(await one.arrayBuffer()));
    expect(text).toContain('PAKBON');
    expect(text).toContain('1012 AB Amsterdam');
    expect(text).not.toMatch(/€|\d,\d\d\b/);

    const both = await get(`/api/admin/packing/slips?ids=${fr},${nl}&lang=en`);
    expect(both.status).toBe(200);
    expect(both.headers.get('content-disposition')).toContain('packing-slips.pdf');
    const all = await pdfText(new Uint8Array(await both.arrayBuffer()));
    expect(all.indexOf('BON DE LIVRAISON')).toBeLessThan(all.indexOf('PAKBON'));
    expect((await get('/api/admin/packing/slips?ids=abc')).status).toBe(422);
    expect((await get('/api/admin/packing/slips?ids=999999')).status).toBe(404);
  });

  it('marks several orders shipped in one request, all or nothing, naming the refused row and field', async () => {
    const a = await order('fr', 'BE');
    const b = await order('nl', 'NL');
    const unpaid = await order('en', 'BE', false);
    const row = (order_id: number, tracking_number: string, carrier = 'postnl') => ({
      order_id,
      carrier,
      tracking_number,
    });

    const blank = await bulk({ shipments: [row(a, 'AAA111'), row(b, '  ')] });
    expect(blank.status).toBe(422);
    expect(((await blank.json()) as { errors: object }).errors).toHaveProperty(['shipments.1.tracking_number']);

    // the first row would pass: it is rolled back with the refused second one
    const notToPack = await bulk({ shipments: [row(a, 'AAA111', 'bpost'), row(unpaid, 'CCC333')] });
    expect(notToPack.status).toBe(422);
    expect(((await notToPack.json()) as { errors: object }).errors).toHaveProperty(['shipments.1.order_id']);
    const twice = await bulk({ shipments: [row(a, 'AAA111'), row(a, 'BBB222')] });
    expect(((await twice.json()) as { errors: object }).errors).toHaveProperty(['shipments.1.order_id']);
    expect(await shippedState([a, b])).toEqual({ statuses: ['paid', 'paid'], shipments: 0, emails: [] });
    expect((await bulk({ shipments: [row(a, 'AAA111')] }, null)).status).toBe(401);

    const res = await bulk({ shipments: [row(a, '323299901234567', 'bpost'), row(b, '3SMLUM0123456')] });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as { shipped: { order_id: number; status: string }[]; message: string };
    expect(answer.shipped.map((s) => [s.order_id, s.status])).toEqual([
      [a, 'shipped'],
      [b, 'shipped'],
    ]);
    const state = await shippedState([a, b]);
    expect(state.statuses).toEqual(['shipped', 'shipped']);
    expect(state.shipments).toBe(2);
    // one e-mail each, with its own tracking link
    expect(state.emails.map((e) => e.order_id)).toEqual([a, b]);
    expect(state.emails[0]!.text_body).toContain('https://track.bpost.cloud/btr/web/#/search?itemCode=323299901234567');
    expect(state.emails[1]!.text_body).toContain('https://jouw.postnl.nl/track-and-trace/3SMLUM0123456-NL-1012AB');

    // shipped orders are no longer to pack, and cannot be shipped twice
    const list = (await (await get('/api/admin/packing')).json()) as { orders: unknown[] };
    expect(list.orders).toEqual([]);
    expect((await bulk({ shipments: [row(a, 'AGAIN1')] })).status).toBe(422);
  });
});
