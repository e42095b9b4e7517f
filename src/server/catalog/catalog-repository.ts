// Catalog reads, shared by the API functions and Astro's build-time pages.
import type { Sql } from '../db/client.ts';
import type { Category, Product } from '../../domain/catalog/types.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { productSelect, toProduct, type ProductRow } from './product-rows.ts';

export interface ProductFilter {
  heroOnly?: boolean;
  flagshipOnly?: boolean;
  categoryId?: number;
}

export interface CatalogContext {
  sql: Sql;
  storageBaseUrl: string;
}

export async function listProducts(
  ctx: CatalogContext,
  language: Language,
  filter: ProductFilter = {},
): Promise<Product[]> {
  const { sql } = ctx;
  const categoryId = filter.categoryId ?? null;
  const rows = await sql<ProductRow[]>`
    ${productSelect(sql)}
     where (${filter.heroOnly ?? false}::boolean is not true or p.is_hero)
       and (${filter.flagshipOnly ?? false}::boolean is not true or p.is_flagship)
       and (${categoryId}::bigint is null or p.category_id = ${categoryId})
     order by p.created_at desc, p.id desc`;
  return rows.map((row) => toProduct(row, language, ctx.storageBaseUrl));
}

export async function getProduct(ctx: CatalogContext, id: number, language: Language): Promise<Product | null> {
  const [row] = await ctx.sql<ProductRow[]>`${productSelect(ctx.sql)} where p.id = ${id}`;
  return row ? toProduct(row, language, ctx.storageBaseUrl) : null;
}

function toCategory(row: Category & { created_at: Date | string; updated_at: Date | string }): Category {
  return {
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** The columns of a category, with its product count when asked. */
function categoryColumns(sql: Sql, withProductCount: boolean) {
  return withProductCount
    ? sql`c.id, c.name, c.name_en, c.name_nl, c.slug, c.created_at, c.updated_at, (select count(*)::int from public.products p where p.category_id = c.id) as products_count`
    : sql`c.id, c.name, c.name_en, c.name_nl, c.slug, c.created_at, c.updated_at`;
}

export async function listCategories(ctx: CatalogContext, withProductCount = false): Promise<Category[]> {
  const rows = await ctx.sql<
    Category[]
  >`select ${categoryColumns(ctx.sql, withProductCount)} from public.categories c order by c.name`;
  // as a reader sorts words (« Éditions limitées » before « Oriental »), not by the database's byte collation
  return rows.map(toCategory).sort((a, b) => collator.compare(a.name, b.name));
}

export async function getCategory(ctx: CatalogContext, id: number): Promise<Category | null> {
  const [row] = await ctx.sql<
    Category[]
  >`select ${categoryColumns(ctx.sql, true)} from public.categories c where c.id = ${id}`;
  return row ? toCategory(row) : null;
}
