// TEMPORARY minimal seed, replaced by the full demo catalog.
import type { Sql } from '../server/db/client.ts';
import type { ImageStorage } from '../server/services/storage/image-storage.ts';

export async function seedShop(sql: Sql, _storage: ImageStorage): Promise<void> {
  await sql.unsafe(`insert into public.categories (name, slug) values ('Oriental','oriental'),('Floral','floral'),('Woody','woody'),('Fresh','fresh')`);
  await sql.unsafe(`insert into public.products (category_id, name_fr, description_fr, size_ml, gender, price_cents, stock) select id, 'Test ' || name, 'Desc', 50, 'unisex', 12000, 5 from public.categories`);
  await sql.unsafe(`insert into public.promo_codes (code, percent_off) values ('welcome10', 10)`);
}
