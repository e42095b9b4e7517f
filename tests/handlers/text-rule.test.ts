// The one rule for text, through the real handlers on the real database: a NUL or a lone surrogate in
// any text a request carries (order customer fields, settings, a category name, an upload's file
// name, a query string, a contact message) is a 422 naming the field, never a 500 from PostgreSQL,
// and nothing is written.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminCategories from '../../netlify/functions/admin-categories.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import adminSettings from '../../netlify/functions/admin-settings.mts';
import adminUploads from '../../netlify/functions/admin-uploads.mts';
import contact from '../../netlify/functions/contact.mts';
import ordersCreate from '../../netlify/functions/orders-create.mts';
import productsRead from '../../netlify/functions/products-read.mts';
import { getSql } from '../../src/server/db/client.ts';
import { functionContext } from '../support/function-context.ts';
import { adminToken, authed, jsonInit } from './admin/helpers.ts';
import { openDemoShop } from './demo-shop.ts';

const BAD = { nul: 'Ann\u0000e', surrogate: 'Ann\ud800e' };
let token = '';
let closeShop: () => Promise<void>;

beforeAll(async () => {
  closeShop = await openDemoShop();
  token = await adminToken();
});
afterAll(() => closeShop());

async function expectNamed(res: Response, field: string): Promise<void> {
  const body = (await res.json()) as { code: string; errors?: Record<string, string[]> };
  expect(res.status, JSON.stringify(body)).toBe(422);
  expect(body.code).toBe('validation_failed');
  expect(Object.keys(body.errors ?? {})).toContain(field);
}

async function countOf(what: 'orders' | 'contact notices'): Promise<number> {
  const sql = getSql();
  const rows =
    what === 'orders'
      ? await sql<{ count: number }[]>`select count(*)::int as count from orders`
      : await sql<
          { count: number }[]
        >`select count(*)::int as count from outgoing_emails where kind = 'contact_notice'`;
  return rows[0]?.count ?? -1;
}

const order = async (customer: Record<string, string>) => {
  const [product] = await getSql()<{ id: number }[]>`select id from products where stock > 0 order by id limit 1`;
  return {
    items: [{ product_id: product?.id, quantity: 1 }],
    customer: {
      firstName: 'Lotte',
      lastName: 'Janssens',
      email: 'lotte@example.be',
      address: 'Meir 1',
      city: 'Antwerpen',
      postalCode: '2000',
      country: 'BE',
      ...customer,
    },
    paymentMethod: 'bank_transfer',
    language: 'nl',
  };
};

describe.each(Object.entries(BAD))('a %s', (_kind, bad) => {
  it('in any customer field of POST /api/orders: 422 naming it, no order written', async () => {
    const before = await countOf('orders');
    for (const field of ['firstName', 'lastName', 'address', 'city', 'postalCode']) {
      const init = {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(await order({ [field]: bad })),
      };
      await expectNamed(
        await ordersCreate(new Request('http://localhost/api/orders', init), functionContext()),
        `customer.${field}`,
      );
    }
    const after = await countOf('orders');
    expect(after).toBe(before);
  });

  it('in PUT /api/admin/settings, a category name and an upload file name', async () => {
    const settings = (await (
      await adminSettings(new Request('http://localhost/api/admin/settings', authed(token)), functionContext())
    ).json()) as Record<string, unknown>;
    const put = await adminSettings(
      new Request(
        'http://localhost/api/admin/settings',
        jsonInit(token, 'PUT', { ...settings, contact_email: `x${bad}@example.be`, shop_name: bad }),
      ),
      functionContext(),
    );
    expect(put.status).toBe(422);
    const category = await adminCategories(
      new Request('http://localhost/api/categories', jsonInit(token, 'POST', { name: `Cuir ${bad}` })),
      functionContext(),
    );
    await expectNamed(category, 'name');
    const upload = await adminUploads(
      new Request(
        'http://localhost/api/admin/uploads',
        jsonInit(token, 'POST', { files: [{ name: `photo${bad}.png`, type: 'image/png', size: 100 }] }),
      ),
      functionContext(),
    );
    await expectNamed(upload, 'files.0.name');
  });

  it('in a contact message: 422, no message kept and no notice queued', async () => {
    const before = await countOf('contact notices');
    const body = { name: bad, email: 'lea@example.be', subject: 'other', message: `Bonjour ${bad}`, language: 'fr' };
    const res = await contact(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      functionContext(),
    );
    await expectNamed(res, 'name');
    const after = await countOf('contact notices');
    expect(after).toBe(before);
  });
});

// A URL cannot carry a lone surrogate (its UTF-8 bytes decode to U+FFFD): in a query only NUL can arrive.
it('a NUL in a query string: GET /api/orders?search=%00 and any parameter of any endpoint: 422 naming it', async () => {
  const search = await adminOrders(
    new Request('http://localhost/api/orders?search=%00', authed(token)),
    functionContext(),
  );
  await expectNamed(search, 'query.search');
  const products = await productsRead(new Request('http://localhost/api/products?lang=fr&q=a%00b'), functionContext());
  await expectNamed(products, 'query.q');
});
