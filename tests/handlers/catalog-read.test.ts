import { beforeAll, describe, expect, it } from 'vitest';
import productsRead from '../../netlify/functions/products-read.mts';
import categoriesRead from '../../netlify/functions/categories-read.mts';
import { getSql } from '../../src/server/db/client.ts';
import { resetDatabase } from '../support/database.ts';
import { callFunction, functionContext, type FunctionHandler } from '../support/function-context.ts';

const get = (handler: FunctionHandler, path: string, params: Record<string, string> = {}) =>
  callFunction(handler, new Request(`http://localhost${path}`), functionContext(params));

let ids: { floral: number; woody: number; rose: number; cedar: number; oud: number };

beforeAll(async () => {
  await resetDatabase();
  const sql = getSql();
  const [floral, woody] = await sql.unsafe<{ id: number }[]>(
    `insert into public.categories (name, slug) values ('Floral', 'floral'), ('Boisé', 'woody') returning id`,
  );
  const products = await sql.unsafe<{ id: number }[]>(
    `insert into public.products (category_id, name_fr, name_en, description_fr, description_en, olfactive_notes_fr, size_ml, gender, price_cents, stock, is_hero, is_flagship, created_at)
     values ($1, 'Rose de Minuit', 'Midnight Rose', 'Une rose sombre.', 'A dark rose.', 'Rose, oud', 50, 'female', 14950, 4, true, true, now() - interval '2 days'),
            ($2, 'Cèdre Blanc', null, 'Un cèdre lumineux.', null, null, 100, 'male', 18900, 0, false, true, now() - interval '1 day'),
            ($2, 'Oud Royal', null, 'Un oud fumé.', null, null, 30, 'unisex', 24500, 2, false, false, now())
     returning id`,
    [floral!.id, woody!.id],
  );
  await sql.unsafe(
    `insert into public.product_images (product_id, path, position) values ($1, 'products/1/b-800.webp', 1), ($1, 'products/1/a-800.webp', 0)`,
    [products[0]!.id],
  );
  ids = { floral: floral!.id, woody: woody!.id, rose: products[0]!.id, cedar: products[1]!.id, oud: products[2]!.id };
});

describe('GET /api/products', () => {
  it('lists the catalog newest first, in French by default, with prices in euros', async () => {
    const res = await get(productsRead, '/api/products');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await res.json();
    expect(body.map((p: { id: number }) => p.id)).toEqual([ids.oud, ids.cedar, ids.rose]);
    const rose = body.find((p: { id: number }) => p.id === ids.rose);
    expect(rose).toMatchObject({
      name: 'Rose de Minuit',
      price: 149.5,
      price_cents: 14950,
      stock: 4,
      size_ml: 50,
      gender: 'female',
    });
    expect(rose.category).toEqual({ id: ids.floral, name: 'Floral', name_en: null, name_nl: null, slug: 'floral' });
  });

  it('orders images by their order field and gives each a URL', async () => {
    const body = await (await get(productsRead, `/api/products/${ids.rose}`, { id: String(ids.rose) })).json();
    expect(body.images.map((i: { order: number }) => i.order)).toEqual([0, 1]);
    expect(body.images[0].path).toBe('products/1/a-800.webp');
    expect(body.images[0].url).toMatch(/\/storage\/v1\/object\/public\/product-images\/products\/1\/a-800\.webp$/);
  });

  it('speaks the language asked for and falls back to French, with every language alongside', async () => {
    const body = await (await get(productsRead, '/api/products?lang=en')).json();
    const rose = body.find((p: { id: number }) => p.id === ids.rose);
    const cedar = body.find((p: { id: number }) => p.id === ids.cedar);
    expect(rose.name).toBe('Midnight Rose');
    expect(rose.description).toBe('A dark rose.');
    expect(rose.olfactive_notes).toBe('Rose, oud');
    expect(cedar.name).toBe('Cèdre Blanc');
    expect(rose.translations.fr.name).toBe('Rose de Minuit');
    expect(rose.translations.nl.name).toBeNull();
  });

  it('filters hero and flagship products', async () => {
    const hero = await (await get(productsRead, '/api/products?is_hero=1')).json();
    expect(hero.map((p: { id: number }) => p.id)).toEqual([ids.rose]);
    const flagships = await (await get(productsRead, '/api/products?is_flagship=1')).json();
    expect(flagships.map((p: { id: number }) => p.id).sort()).toEqual([ids.rose, ids.cedar].sort());
  });

  it('answers 404 for an unknown id and 400 for a malformed one or an unknown language', async () => {
    const missing = await get(productsRead, '/api/products/999999', { id: '999999' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Product not found', code: 'not_found' });
    for (const bad of ['abc', '0', '-1', '1.5', "1' or '1'='1"]) {
      const res = await get(productsRead, `/api/products/${encodeURIComponent(bad)}`, { id: bad });
      expect(res.status, bad).toBe(400);
    }
    expect((await get(productsRead, '/api/products?lang=de')).status).toBe(400);
  });
});

describe('GET /api/categories', () => {
  it('lists categories, with product counts on the with-product-count variant', async () => {
    const plain = await (await get(categoriesRead, '/api/categories')).json();
    expect(plain.map((c: { slug: string }) => c.slug)).toEqual(['woody', 'floral']);
    expect(plain[0]).not.toHaveProperty('products_count');
    const counted = await (
      await get(categoriesRead, '/api/categories/with-product-count', { id: 'with-product-count' })
    ).json();
    expect(
      Object.fromEntries(counted.map((c: { slug: string; products_count: number }) => [c.slug, c.products_count])),
    ).toEqual({ floral: 1, woody: 2 });
  });

  it('reads one category, 404 when unknown, 400 when malformed', async () => {
    const res = await get(categoriesRead, `/api/categories/${ids.woody}`, { id: String(ids.woody) });
    expect(await res.json()).toMatchObject({ id: ids.woody, name: 'Boisé', slug: 'woody', products_count: 2 });
    expect((await get(categoriesRead, '/api/categories/424242', { id: '424242' })).status).toBe(404);
    expect((await get(categoriesRead, '/api/categories/x', { id: 'x' })).status).toBe(400);
  });
});
