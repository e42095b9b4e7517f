// Every back-office endpoint: 401 without a token (and with a revoked or forged one), 403 for a
// signed-in account that is not on the admin list, and the expected answer for an admin.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import categories from '../../../netlify/functions/admin-categories.mts';
import inbox from '../../../netlify/functions/admin-inbox.mts';
import orderEmail from '../../../netlify/functions/admin-order-email.mts';
import resendEmail from '../../../netlify/functions/admin-order-email-resend.mts';
import orders from '../../../netlify/functions/admin-orders.mts';
import products from '../../../netlify/functions/admin-products.mts';
import promoCodes from '../../../netlify/functions/admin-promo-codes.mts';
import publishState from '../../../netlify/functions/admin-publish-state.mts';
import settings from '../../../netlify/functions/admin-settings.mts';
import stats from '../../../netlify/functions/admin-stats.mts';
import logout from '../../../netlify/functions/auth-logout.mts';
import user from '../../../netlify/functions/auth-user.mts';
import { saveContactMessage } from '../../../src/server/contact/contact-inbox.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { mailDeliveryInFlight } from '../../../src/server/mail/outbox/mail-delivery.ts';
import { sendOrderConfirmationAgain } from '../../../src/server/orders/order-emails.ts';
import { resetDatabase, seedDemo } from '../../support/database.ts';
import { callFunction, functionContext, type FunctionHandler } from '../../support/function-context.ts';
import { adminToken, authed, createAccounts, file, jsonInit, nonAdminToken, placeTestOrder, pngBytes, productForm } from './helpers.ts';

interface Endpoint {
  name: string;
  handler: FunctionHandler;
  method: string;
  url: string;
  params?: Record<string, string>;
  /** The request body, made fresh for each call. */
  body?: () => Promise<{ json?: unknown; form?: FormData }>;
  /** Status and a check of the answer for an admin. */
  expect: number;
  check?: (body: unknown) => void;
}

let blobs: BlobsServer;
let blobsDir: string;
let ids: { product: number; image: number; category: number; emptyCategory: number; order: number; deletableOrder: number; deletableProduct: number; email: number };

beforeAll(async () => {
  blobsDir = mkdtempSync(path.join(tmpdir(), 'blobs-'));
  blobs = new BlobsServer({ directory: blobsDir, token: 'test-token' });
  const { port } = await blobs.start();
  setEnvironmentContext({ siteID: 'test-site', token: 'test-token', edgeURL: `http://127.0.0.1:${port}`, uncachedEdgeURL: `http://127.0.0.1:${port}` });
  await resetDatabase();
  await seedDemo();
  await createAccounts();
  const sql = getSql();
  const [p1, p2] = await sql.unsafe<{ id: number; image: number }[]>(
    `select p.id, (select min(i.id) from public.product_images i where i.product_id = p.id) as image
       from public.products p where exists (select 1 from public.product_images i where i.product_id = p.id) order by p.id limit 2`,
  );
  const [c1] = await sql.unsafe<{ id: number }[]>('select category_id as id from public.products limit 1');
  const [c2] = await sql.unsafe<{ id: number }[]>("insert into public.categories (name, slug) values ('Vide', 'vide') returning id");
  ids = {
    product: p1!.id,
    image: p1!.image,
    category: c1!.id,
    emptyCategory: c2!.id,
    order: await placeTestOrder(p1!.id, 1),
    deletableOrder: await placeTestOrder(p1!.id, 1),
    deletableProduct: p2!.id,
    email: 0,
  };
  // an e-mail of the order, sent, that an admin can send again
  await sendOrderConfirmationAgain(ids.order, 'admin:test');
  await mailDeliveryInFlight();
  const [mail] = await sql.unsafe<{ id: number }[]>(`select min(id)::int as id from public.outgoing_emails where order_id = $1 and status = 'sent'`, [ids.order]);
  ids.email = mail!.id;
  await saveContactMessage({ name: 'Léa', email: 'lea@example.be', subject: 'press', message: 'Bonjour', language: 'fr' });
});

afterAll(async () => {
  await blobs.stop();
  rmSync(blobsDir, { recursive: true, force: true });
});

function endpoints(): Endpoint[] {
  const id = String(ids.product);
  const order = String(ids.order);
  return [
    { name: 'current user', handler: user, method: 'GET', url: '/api/user', expect: 200, check: (b) => expect(b).toMatchObject({ email: 'admin@test.local' }) },
    {
      name: 'create product',
      handler: products,
      method: 'POST',
      url: '/api/products',
      body: async () => ({ form: await productForm() }),
      expect: 201,
      check: (b) => expect(b).toMatchObject({ name: 'Ambre Nocturne' }),
    },
    {
      name: 'update product',
      handler: products,
      method: 'POST',
      url: `/api/products/${id}`,
      params: { id },
      body: async () => {
        const form = new FormData();
        form.set('_method', 'PUT');
        form.set('stock', '42');
        return { form };
      },
      expect: 200,
      check: (b) => expect(b).toMatchObject({ stock: 42 }),
    },
    {
      name: 'reorder images',
      handler: products,
      method: 'POST',
      url: `/api/products/${id}/images/reorder`,
      params: { id, imageId: 'reorder' },
      body: async () => ({ json: { orders: [{ id: ids.image, order: 0 }] } }),
      expect: 200,
    },
    {
      name: 'replace one image',
      handler: products,
      method: 'POST',
      url: `/api/products/${id}/images/${ids.image}`,
      params: { id, imageId: String(ids.image) },
      body: async () => {
        const form = new FormData();
        form.set('image', file(await pngBytes(), 'replacement.png'));
        return { form };
      },
      expect: 200,
    },
    {
      name: 'special products',
      handler: products,
      method: 'POST',
      url: '/api/products/update-special',
      params: { id: 'update-special' },
      body: async () => ({ json: { featured: [ids.product], hero: [ids.product] } }),
      expect: 200,
      check: (b) => expect(b).toMatchObject({ message: 'Produits spéciaux mis à jour avec succès!' }),
    },
    { name: 'delete product', handler: products, method: 'DELETE', url: `/api/products/${ids.deletableProduct}`, params: { id: String(ids.deletableProduct) }, expect: 200 },
    { name: 'create category', handler: categories, method: 'POST', url: '/api/categories', body: async () => ({ json: { name: 'Chypré' } }), expect: 201, check: (b) => expect(b).toMatchObject({ slug: 'chypre' }) },
    {
      name: 'update category',
      handler: categories,
      method: 'PUT',
      url: `/api/categories/${ids.category}`,
      params: { id: String(ids.category) },
      body: async () => ({ json: { name: 'Oriental boisé' } }),
      expect: 200,
    },
    { name: 'delete category', handler: categories, method: 'DELETE', url: `/api/categories/${ids.emptyCategory}`, params: { id: String(ids.emptyCategory) }, expect: 200 },
    {
      name: 'list orders',
      handler: orders,
      method: 'GET',
      url: '/api/orders?page=1&per_page=5',
      expect: 200,
      check: (b) => expect(b).toMatchObject({ page: 1, per_page: 5, data: expect.any(Array) }),
    },
    { name: 'one order', handler: orders, method: 'GET', url: `/api/orders/${order}`, params: { id: order }, expect: 200, check: (b) => expect(b).toMatchObject({ id: ids.order }) },
    {
      name: 'order status',
      handler: orders,
      method: 'PUT',
      url: `/api/orders/${order}/status`,
      params: { id: order, action: 'status' },
      body: async () => ({ json: { status: 'paid' } }),
      expect: 200,
      check: (b) => expect(b).toMatchObject({ id: ids.order, status: 'paid' }),
    },
    { name: 'invoice', handler: orders, method: 'GET', url: `/api/orders/${order}/invoice`, params: { id: order, action: 'invoice' }, expect: 200 },
    { name: 'resend confirmation', handler: orderEmail, method: 'POST', url: `/api/orders/${order}/send-email`, params: { id: order }, expect: 200 },
    {
      name: 'send one e-mail again',
      handler: resendEmail,
      method: 'POST',
      url: `/api/orders/${order}/emails/${ids.email}/resend`,
      params: { id: order, emailId: String(ids.email) },
      expect: 201,
    },
    { name: 'delete order', handler: orders, method: 'DELETE', url: `/api/orders/${ids.deletableOrder}`, params: { id: String(ids.deletableOrder) }, expect: 200 },
    {
      name: 'stats',
      handler: stats,
      method: 'GET',
      url: '/api/admin/stats',
      expect: 200,
      check: (b) => {
        const stats = b as { counts: { products: number }; by_month: unknown[] };
        expect(stats.counts.products).toBeGreaterThan(0);
        expect(stats.by_month).toHaveLength(12);
      },
    },
    { name: 'read settings', handler: settings, method: 'GET', url: '/api/admin/settings', expect: 200, check: (b) => expect(b).toHaveProperty('shipping_fee_cents') },
    {
      name: 'write settings',
      handler: settings,
      method: 'PUT',
      url: '/api/admin/settings',
      body: async () => ({ json: { shipping_fee_cents: 1200, paypal_enabled: true } }),
      expect: 200,
      check: (b) => expect(b).toMatchObject({ shipping_fee_cents: 1200, paypal_enabled: true }),
    },
    { name: 'storefront publish state', handler: publishState, method: 'GET', url: '/api/admin/publish-state', expect: 200, check: (b) => expect(b).toHaveProperty('state') },
    { name: 'list promo codes', handler: promoCodes, method: 'GET', url: '/api/admin/promo-codes', expect: 200 },
    {
      name: 'create promo code',
      handler: promoCodes,
      method: 'POST',
      url: '/api/admin/promo-codes',
      body: async () => ({ json: { code: 'SPRING20', percent_off: 20 } }),
      expect: 201,
      check: (b) => expect(b).toMatchObject({ code: 'spring20', percent_off: 20, active: true }),
    },
    {
      name: 'update promo code',
      handler: promoCodes,
      method: 'PUT',
      url: '/api/admin/promo-codes/spring20',
      params: { code: 'spring20' },
      body: async () => ({ json: { active: false } }),
      expect: 200,
      check: (b) => expect(b).toMatchObject({ active: false }),
    },
    { name: 'delete promo code', handler: promoCodes, method: 'DELETE', url: '/api/admin/promo-codes/spring20', params: { code: 'spring20' }, expect: 200 },
    {
      name: 'contact messages',
      handler: inbox,
      method: 'GET',
      url: '/api/admin/messages',
      expect: 200,
      check: (b) => expect((b as { data: { email: string }[] }).data[0]).toMatchObject({ email: 'lea@example.be' }),
    },
    { name: 'newsletter subscribers', handler: inbox, method: 'GET', url: '/api/admin/newsletter-subscribers', expect: 200, check: (b) => expect(b).toHaveProperty('total') },
    { name: 'logout', handler: logout, method: 'POST', url: '/api/logout', expect: 200 },
  ];
}

async function call(endpoint: Endpoint, token: string | null): Promise<Response> {
  const body = endpoint.body ? await endpoint.body() : {};
  const init =
    body.json !== undefined
      ? jsonInit(token, endpoint.method, body.json)
      : authed(token, { method: endpoint.method, ...(body.form ? { body: body.form } : {}) });
  return endpoint.handler(new Request(`http://localhost${endpoint.url}`, init), functionContext(endpoint.params));
}

describe('every admin endpoint', () => {
  it('answers 401 without a token, with a forged token and with a revoked one', async () => {
    const revoked = await adminToken();
    await callFunction(logout, new Request('http://localhost/api/logout', authed(revoked, { method: 'POST' })));
    for (const endpoint of endpoints()) {
      for (const token of [null, 'not-a-token-at-all', `${revoked.slice(0, -4)}AAAA`, revoked]) {
        const res = await call(endpoint, token);
        expect(res.status, `${endpoint.name} with ${token ? 'a bad token' : 'no token'}`).toBe(401);
      }
    }
  });

  it('answers 403 to a signed-in account that is not on the admin list', async () => {
    const token = await nonAdminToken();
    for (const endpoint of endpoints().filter((e) => e.name !== 'logout')) {
      const res = await call(endpoint, token);
      expect(res.status, endpoint.name).toBe(403);
    }
  });

  it('gives an admin the expected answer, and nothing changed before', async () => {
    const token = await adminToken();
    for (const endpoint of endpoints()) {
      const res = await call(endpoint, token);
      const text = await res.text();
      expect(res.status, `${endpoint.name}: ${text.slice(0, 300)}`).toBe(endpoint.expect);
      if (endpoint.check) endpoint.check(JSON.parse(text));
    }
  });
});

describe('settings validation', () => {
  it('checks IBAN, BIC, Belgian VAT number, URLs and delivery days, naming the field', async () => {
    const token = await adminToken();
    const put = (body: unknown) => settings(new Request('http://localhost/api/admin/settings', jsonInit(token, 'PUT', body)), functionContext());
    const cases: [Record<string, unknown>, string][] = [
      [{ bank_iban: 'BE00 0000 0000 0000' }, 'bank_iban'],
      [{ bank_bic: 'NOT A BIC' }, 'bank_bic'],
      [{ vat_number: 'BE0123456788' }, 'vat_number'],
      [{ instagram_url: 'javascript:alert(1)' }, 'instagram_url'],
      [{ hold_minutes_card: 2 }, 'hold_minutes_card'],
      [{ delivery_days_min: 9, delivery_days_max: 3 }, 'delivery_days_max'],
      [{ shipping_fee_cents: -1 }, 'shipping_fee_cents'],
    ];
    for (const [body, field] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as { errors: object }).errors, JSON.stringify(body)).toHaveProperty(field);
    }
    const ok = await put({ bank_iban: 'be68 5390 0754 7034', bank_bic: 'gkccbebb', vat_number: 'BE 0123.456.749', updated_at: 'ignored' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ bank_iban: 'BE68539007547034', bank_bic: 'GKCCBEBB', vat_number: 'BE0123456749' });
  });
});
