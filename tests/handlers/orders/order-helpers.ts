// Shared by the order handler tests: a product with a known stock, a valid order body, and calls of
// POST /api/orders in-process with a real Request.
import { randomUUID } from 'node:crypto';
import createOrder from '../../../netlify/functions/orders-create.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { freshIp, functionContext } from '../../support/function-context.ts';

let productSeq = 0;

export async function createProduct(options: { stock: number; priceCents?: number; name?: string }): Promise<number> {
  const sql = getSql();
  const [category] = await sql.unsafe<{ id: number }[]>(
    `insert into public.categories (name, slug) values ('Tests', 'tests')
     on conflict (slug) do update set name = excluded.name returning id`,
  );
  productSeq += 1;
  const [row] = await sql.unsafe<{ id: number }[]>(
    `insert into public.products (category_id, name_fr, name_en, name_nl, description_fr, size_ml, gender, price_cents, stock)
     values ($1, $2, $3, $4, 'Un parfum de test.', 50, 'unisex', $5, $6) returning id`,
    [
      category!.id,
      options.name ?? `Parfum ${productSeq}`,
      `${options.name ?? `Perfume ${productSeq}`} EN`,
      `${options.name ?? `Parfum ${productSeq}`} NL`,
      options.priceCents ?? 12000,
      options.stock,
    ],
  );
  return row!.id;
}

export async function stockOf(productId: number): Promise<number> {
  const [row] = await getSql().unsafe<{ stock: number }[]>('select stock from public.products where id = $1', [
    productId,
  ]);
  return row!.stock;
}

export function orderBody(items: { product_id: number; quantity: number }[], overrides: Record<string, unknown> = {}) {
  return {
    items,
    customer: {
      firstName: 'Camille',
      lastName: 'Dupont',
      email: 'camille@example.be',
      phone: '+32 470 12 34 56',
      address: 'Rue Haute 1',
      city: 'Bruxelles',
      postalCode: '1000',
      country: 'BE',
    },
    paymentMethod: 'bank-transfer',
    language: 'fr',
    ...overrides,
  };
}

/** Each call from its own client address (context.ip) unless told, so rate limits do not interfere. */
export async function postOrder(
  body: unknown,
  options: { key?: string | null; ip?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  const key = options.key === undefined ? randomUUID() : options.key;
  if (key !== null) headers['idempotency-key'] = key;
  return createOrder(
    new Request('http://localhost/api/orders', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    functionContext({}, options.ip ?? freshIp()),
  );
}

/** The one row a query returns. */
export async function scalarRow<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await getSql().unsafe<T[]>(text, params as never[]);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}
