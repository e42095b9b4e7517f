// Inserts the demo categories and products in one statement and says which id each product got.
import type { Sql } from '../../server/db/client.ts';
import { SEED_CATEGORIES, SEED_PRODUCTS, type SeedProduct } from './catalog-data.ts';

const DAY = 86_400_000;

/** Categories and products in one statement (the products find their category by slug); each product's id and French name. */
function insertCatalog(sql: Sql, categories: readonly object[], products: readonly object[]) {
  return sql<{ id: number; name_fr: string }[]>`
with categories as (
  insert into public.categories (name, slug, created_at, updated_at)
  select x.name, x.slug, x.created_at, x.created_at
  from json_to_recordset(${JSON.stringify(categories)}::text::json) as x(name text, slug text, created_at timestamptz)
  returning id, slug
)
insert into public.products (category_id, name_fr, name_en, name_nl, description_fr, description_en, description_nl,
  olfactive_notes_fr, olfactive_notes_en, olfactive_notes_nl, size_ml, gender, price_cents, stock, is_flagship, is_hero,
  created_at, updated_at)
select c.id, x.name_fr, x.name_en, x.name_nl, x.description_fr, x.description_en, x.description_nl,
  x.notes_fr, x.notes_en, x.notes_nl, x.size_ml, x.gender, x.price_cents, x.stock, x.is_flagship, x.is_hero,
  x.created_at, x.created_at
from json_to_recordset(${JSON.stringify(products)}::text::json) as x(key text, category text, name_fr text, name_en text, name_nl text,
  description_fr text, description_en text, description_nl text, notes_fr text, notes_en text, notes_nl text,
  size_ml integer, gender public.gender, price_cents integer, stock integer, is_flagship boolean, is_hero boolean,
  created_at timestamptz)
join categories c on c.slug = x.category
order by x.created_at
returning id, name_fr`;
}

export async function insertSeedCatalog(
  sql: Sql,
  now = Date.now(),
): Promise<Map<string, { id: number; product: SeedProduct }>> {
  const oldest = Math.max(...SEED_PRODUCTS.map((p) => p.createdDaysAgo)) + 1;
  const categories = SEED_CATEGORIES.map((c) => ({ ...c, created_at: new Date(now - oldest * DAY).toISOString() }));
  const products = SEED_PRODUCTS.map((p, i) => ({
    key: p.key,
    category: p.category,
    name_fr: p.texts.fr.name,
    name_en: p.texts.en.name,
    name_nl: p.texts.nl.name,
    description_fr: p.texts.fr.description,
    description_en: p.texts.en.description,
    description_nl: p.texts.nl.description,
    notes_fr: p.texts.fr.notes,
    notes_en: p.texts.en.notes,
    notes_nl: p.texts.nl.notes,
    size_ml: p.sizeMl,
    gender: p.gender,
    price_cents: p.priceCents,
    stock: p.stock,
    is_flagship: p.isFlagship,
    is_hero: p.isHero,
    // a few hours apart too, so no two products share a creation time
    created_at: new Date(now - p.createdDaysAgo * DAY - (i + 1) * 3_600_000).toISOString(),
  }));
  const rows = await insertCatalog(sql, categories, products);
  const byName = new Map(SEED_PRODUCTS.map((p) => [p.texts.fr.name, p]));
  return new Map(
    rows.map((row) => {
      const product = byName.get(row.name_fr)!;
      return [product.key, { id: Number(row.id), product }];
    }),
  );
}
