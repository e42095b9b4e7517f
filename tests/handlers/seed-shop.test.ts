// The first-start seed against a real database and the local storage: rows, pictures, consistency.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { getEnv } from '../../src/server/config/env.ts';
import { getSql } from '../../src/server/db/client.ts';
import { getImageStorage } from '../../src/server/storage/index.ts';
import { SEED_PRODUCTS } from '../../src/local/seed/catalog-data.ts';
import { SEED_ORDERS } from '../../src/local/seed/order-data.ts';
import { seedShop } from '../../src/local/seed/seed-shop.ts';
import { resetDatabase } from '../support/database.ts';

describe('seedShop', () => {
  beforeAll(async () => {
    await resetDatabase();
    await seedShop(getSql(), getImageStorage(), { imageWidths: [400] });
  });

  it('loads the catalog with its pictures', async () => {
    const sql = getSql();
    const [counts] = await sql.unsafe<{ categories: number; products: number; heroes: number; flagships: number }[]>(
      `select (select count(*)::int from public.categories) as categories, (select count(*)::int from public.products) as products,
        (select count(*)::int from public.products where is_hero) as heroes, (select count(*)::int from public.products where is_flagship) as flagships`,
    );
    expect(counts).toEqual({ categories: 4, products: SEED_PRODUCTS.length, heroes: 1, flagships: 3 });

    type ImageRow = { product_id: number; path: string; position: number; width: number; height: number };
    const images = await sql.unsafe<ImageRow[]>(
      'select product_id, path, position, width, height from public.product_images order by product_id, position',
    );
    const perProduct = new Map<number, ImageRow[]>();
    for (const image of images) perProduct.set(image.product_id, [...(perProduct.get(image.product_id) ?? []), image]);
    expect(perProduct.size).toBe(SEED_PRODUCTS.length);
    for (const [productId, list] of perProduct) {
      expect(list.map((i) => i.position)).toEqual(list.map((_, i) => i));
      for (const image of list) {
        expect(image.path).toMatch(new RegExp(`^products/${productId}/[0-9a-f]+-800\\.webp$`));
        expect([image.width, image.height]).toEqual([800, 1000]);
      }
    }
    const root = path.join(process.env.LOCAL_STORAGE_DIR!, getEnv().SUPABASE_STORAGE_BUCKET);
    const main = await readFile(path.join(root, images[0]!.path));
    expect(await sharp(main).metadata()).toMatchObject({ format: 'webp', width: 800, height: 1000 });
    const small = await readFile(path.join(root, images[0]!.path.replace('-800.webp', '-400.webp')));
    expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 400, height: 500 });
  });

  it('loads the order history with consistent amounts and a history per order', async () => {
    const sql = getSql();
    const orders = await sql.unsafe<
      {
        id: number;
        status: string;
        total_cents: number;
        items_total: number;
        discount_cents: number;
        shipping_cents: number;
        last_status: string;
        first_status: string;
      }[]
    >(
      `select o.id, o.status::text, o.total_cents, o.discount_cents, o.shipping_cents,
        (select sum(i.unit_price_cents * i.quantity)::int from public.order_items i where i.order_id = o.id) as items_total,
        (select h.to_status::text from public.order_status_history h where h.order_id = o.id order by h.changed_at desc limit 1) as last_status,
        (select h.to_status::text from public.order_status_history h where h.order_id = o.id order by h.changed_at limit 1) as first_status
       from public.orders o order by o.id`,
    );
    expect(orders).toHaveLength(SEED_ORDERS.length);
    for (const o of orders) {
      expect(o.total_cents).toBe(o.items_total - o.discount_cents + o.shipping_cents);
      expect(o.last_status).toBe(o.status);
      expect(o.first_status).toBe('pending');
    }
    const [orphans] = await sql.unsafe<{ n: number }[]>(
      'select count(*)::int as n from public.order_items where product_id is null',
    );
    expect(orphans!.n).toBe(0);
  });

  it('fills the settings and the welcome10 code', async () => {
    const sql = getSql();
    const [settings] = await sql.unsafe<{ bank_iban: string; contact_email: string }[]>(
      'select bank_iban, contact_email from public.shop_settings',
    );
    expect(settings!.bank_iban).toMatch(/^BE\d\d/);
    expect(settings!.contact_email).toContain('@');
    const promo = await sql.unsafe('select code, display_code, percent_off, once_per_email from public.promo_codes');
    // a first-order code: once per e-mail address
    expect(promo).toEqual([{ code: 'welcome10', display_code: 'WELCOME10', percent_off: 10, once_per_email: true }]);
  });

  it('does nothing on a shop that already has a catalog', async () => {
    await seedShop(getSql(), getImageStorage());
    const [counts] = await getSql().unsafe<{ products: number; orders: number }[]>(
      'select (select count(*)::int from public.products) as products, (select count(*)::int from public.orders) as orders',
    );
    expect(counts).toEqual({ products: SEED_PRODUCTS.length, orders: SEED_ORDERS.length });
  });
});
