import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { mailDeliveryInFlight } from '../../../src/server/mail/queue/mail-delivery.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import emailHandler from '../../../netlify/functions/admin-order-email.mts';
import handler from '../../../netlify/functions/admin-orders.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { resetDatabase, seedDemo } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { authed, jsonInit, placeTestOrder, signedInAdmin } from './helpers.ts';

interface Order {
  id: number;
  status: string;
  email: string;
  total: number;
  items: { product_id: number; quantity: number; price: number; product: { name: string } }[];
  status_history: { from_status: string | null; to_status: string; changed_by: string }[];
}
interface Page {
  data: Order[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

let token: string;
let productId: number;
const sql = () => getSql();
const call = (url: string, init: RequestInit, params: Record<string, string> = {}) =>
  handler(new Request(`http://localhost${url}`, init), functionContext(params));
const list = async (query: string) => {
  const res = await call(`/api/orders?${query}`, authed(token));
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};
const stockOf = async (id: number) =>
  (await sql()<{ stock: number }[]>`select stock from public.products where id = ${id}`)[0]!.stock;

beforeAll(async () => {
  await resetDatabase();
  await seedDemo();
  token = await signedInAdmin();
  productId = (
    await sql().unsafe<{ id: number }[]>('select id from public.products where stock >= 10 order by id limit 1')
  )[0]!.id;
});

describe('GET /api/orders', () => {
  it('paginates on the server', async () => {
    const n = (await sql().unsafe<{ n: number }[]>('select count(*)::int as n from public.orders'))[0]!.n;
    const first = await list('page=1&per_page=2');
    expect(first).toMatchObject({ total: n, page: 1, per_page: 2, last_page: Math.max(1, Math.ceil(n / 2)) });
    expect(first.data.length).toBe(Math.min(2, n));
    const second = await list('page=2&per_page=2');
    expect(second.data.map((o) => o.id)).not.toContain(first.data[0]?.id);
    const beyond = await list(`page=${first.last_page + 1}&per_page=2`);
    expect(beyond.data).toEqual([]);
    expect((await call('/api/orders?per_page=1000', authed(token))).status).toBe(422);
  });

  it('searches on id, name and e-mail, and filters by status and date', async () => {
    const id = await placeTestOrder(productId, 1, {
      first_name: 'Zoé',
      last_name: 'Vandersmissen',
      email: 'zoe.unique@example.be',
    });
    expect((await list('search=zoe.unique')).data.map((o) => o.id)).toEqual([id]);
    expect((await list('search=vandersmissen')).data.map((o) => o.id)).toEqual([id]);
    expect((await list(`search=ML-${String(id).padStart(6, '0')}`)).data.map((o) => o.id)).toContain(id);
    expect((await list(`search=${id}`)).data.map((o) => o.id)).toContain(id);

    const cancelled = await list('status=cancelled&per_page=100');
    expect(cancelled.data.every((o) => o.status === 'cancelled')).toBe(true);
    expect((await list('status=pending&per_page=100')).data.map((o) => o.id)).toContain(id);

    expect((await list('date=today&per_page=100')).data.map((o) => o.id)).toContain(id);
    const old = await placeTestOrder(productId, 1, { email: 'old.order@example.be' });
    await sql()`update public.orders set created_at = now() - interval '40 days' where id = ${old}`;
    expect((await list('date=month&per_page=100&search=old.order')).data).toEqual([]);
    expect((await list('date=all&search=old.order')).data.map((o) => o.id)).toEqual([old]);
    await sql()`update public.orders set created_at = now() - interval '3 days' where id = ${old}`;
    expect((await list('date=week&search=old.order')).data.map((o) => o.id)).toEqual([old]);
    expect((await list('date=today&search=old.order')).data).toEqual([]);
  });
});

describe('one order', () => {
  it('returns the order with its items (euros) and status history, 404 when unknown', async () => {
    const id = await placeTestOrder(productId, 2);
    const res = await call(`/api/orders/${id}`, authed(token), { id: String(id) });
    expect(res.status).toBe(200);
    const order = (await res.json()) as Order;
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ product_id: productId, quantity: 2, product: { name: expect.any(String) } });
    expect(typeof order.items[0]!.price).toBe('number');
    expect(order.status_history[0]).toMatchObject({ from_status: null, to_status: 'pending' });
    expect((await call('/api/orders/999999', authed(token), { id: '999999' })).status).toBe(404);
  });

  it('changes the status through set_order_status: history, restock once on cancel', async () => {
    const before = await stockOf(productId);
    const id = await placeTestOrder(productId, 3);
    expect(await stockOf(productId)).toBe(before - 3);
    const put = (status: string) =>
      call(`/api/orders/${id}/status`, jsonInit(token, 'PUT', { status }), { id: String(id), action: 'status' });
    const res = await put('cancelled');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Order & { message: string };
    expect(body.message).toBe(`Statut de la commande #${id} mis à jour vers Annulée`);
    expect(body.status).toBe('cancelled');
    expect(body.status_history.at(-1)).toMatchObject({
      from_status: 'pending',
      to_status: 'cancelled',
      changed_by: 'admin:admin@test.local',
    });
    expect(await stockOf(productId)).toBe(before);
    expect((await put('cancelled')).status).toBe(200);
    expect(await stockOf(productId)).toBe(before);
    expect((await put('paid')).status).toBe(200);
    expect(await stockOf(productId)).toBe(before - 3);
    const bad = await put('lost');
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: object }).errors).toHaveProperty('status');
  });

  it('deletes an order, giving back the stock an unshipped order held', async () => {
    const before = await stockOf(productId);
    const id = await placeTestOrder(productId, 2);
    const res = await call(`/api/orders/${id}`, authed(token, { method: 'DELETE' }), { id: String(id) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'Commande supprimée avec succès !', restocked: true });
    expect(await stockOf(productId)).toBe(before);
    expect((await call(`/api/orders/${id}`, authed(token), { id: String(id) })).status).toBe(404);
    expect((await call(`/api/orders/${id}`, authed(token, { method: 'DELETE' }), { id: String(id) })).status).toBe(404);
  });

  it('prints an invoice in the order language, or the one asked, with the VAT breakdown', async () => {
    await sql().unsafe("update public.shop_settings set seller_name = 'Maison Test SRL', vat_number = 'BE0123456789'");
    const id = await placeTestOrder(productId, 1, { language: 'nl' });
    const res = await call(`/api/orders/${id}/invoice`, authed(token), { id: String(id), action: 'invoice' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    const html = await res.text();
    // the one style block is allowed by its hash, nothing else
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(html).toContain('<html lang="nl">');
    // unpaid: a pro forma, without an invoice number
    expect(html).toContain('<h1>Pro forma</h1>');
    expect(html).not.toContain('Factuur nr.');
    expect(html).toContain('Waarvan btw 21%');
    expect(html).toContain('Maison Test SRL');
    expect(html).toContain('BE0123456789');
    const en = await (
      await call(`/api/orders/${id}/invoice?lang=en`, authed(token), { id: String(id), action: 'invoice' })
    ).text();
    expect(en).toContain('Of which VAT 21%');
    expect(en).toContain('Total excl. VAT');
    // paid: the invoice, numbered from the year's series
    expect(
      (
        await call(`/api/orders/${id}/status`, jsonInit(token, 'PUT', { status: 'paid' }), {
          id: String(id),
          action: 'status',
        })
      ).status,
    ).toBe(200);
    const paid = await (
      await call(`/api/orders/${id}/invoice`, authed(token), { id: String(id), action: 'invoice' })
    ).text();
    expect(paid).toContain('<h1>Factuur</h1>');
    expect(paid).toMatch(/Factuur nr\. \d{4}-\d{6}/);
  });

  it('sends the confirmation e-mail again', async () => {
    const id = await placeTestOrder(productId, 1, { email: 'resend@example.be' });
    const outbox = process.env.LOCAL_OUTBOX_DIR!;
    await mailDeliveryInFlight();
    const before = (await readdir(outbox).catch(() => [])).length;
    const res = await emailHandler(
      new Request(`http://localhost/api/orders/${id}/send-email`, authed(token, { method: 'POST' })),
      functionContext({ id: String(id) }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { sent: string[] }).sent.length).toBeGreaterThanOrEqual(1);
    // queued in the outbox, delivered right after the answer
    await mailDeliveryInFlight();
    expect((await readdir(outbox)).length).toBeGreaterThan(before);
    expect(
      (
        await emailHandler(
          new Request('http://localhost/api/orders/999999/send-email', authed(token, { method: 'POST' })),
          functionContext({ id: '999999' }),
        )
      ).status,
    ).toBe(404);
  });
});
