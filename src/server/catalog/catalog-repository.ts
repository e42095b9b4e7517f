// Catalog reads, shared by the API functions and Astro's build-time pages.
import type { Sql } from '../db/client.ts';
import type { Category, Product } from '../../domain/catalog/types.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { PRODUCT_SELECT, toProduct, type ProductRow } from './product-rows.ts';

export interface ProductFilter {
  heroOnly?: boolean;
  flagshipOnly?: boolean;
  categoryId?: number;
}

export interface CatalogContext {
  sql: Sql;
  storageBaseUrl: string;
}

export async function listProducts(ctx: CatalogContext, language: Language, filter: ProductFilter = {}): Promise<Product[]> {
  const rows = await ctx.sql.unsafe<ProductRow[]>(
    `${PRODUCT_SELECT}
     where ($1::boolean is not true or p.is_hero)
       and ($2::boolean is not true or p.is_flagship)
       and ($3::bigint is null or p.category_id = $3)
     order by p.created_at desc, p.id desc`,
    [filter.heroOnly ?? false, filter.flagshipOnly ?? false, filter.categoryId ?? null],
  );
  return rows.map((row) => toProduct(row, language, ctx.storageBaseUrl));
}

export async function getProduct(ctx: CatalogContext, id: number, language: Language): Promise<Product | null> {
  const [row] = await ctx.sql.unsafe<ProductRow[]>(`${PRODUCT_SELECT} where p.id = $1`, [id]);
  return row ? toProduct(row, language, ctx.storageBaseUrl) : null;
}

const CATEGORY_COLUMNS = 'c.id, c.name, c.slug, c.created_at, c.updated_at';

function toCategory(row: Category & { created_at: Date | string; updated_at: Date | string }): Category {
  return { ...row, created_at: new Date(row.created_at).toISOString(), updated_at: new Date(row.updated_at).toISOString() };
}

export async function listCategories(ctx: CatalogContext, withProductCount = false): Promise<Category[]> {
  const rows = withProductCount
    ? await ctx.sql.unsafe<Category[]>(
        `select ${CATEGORY_COLUMNS}, (select count(*)::int from public.products p where p.category_id = c.id) as products_count
         from public.categories c order by c.name`,
      )
    : await ctx.sql.unsafe<Category[]>(`select ${CATEGORY_COLUMNS} from public.categories c order by c.name`);
  return rows.map(toCategory);
}

export async function getCategory(ctx: CatalogContext, id: number): Promise<Category | null> {
  const [row] = await ctx.sql.unsafe<Category[]>(
    `select ${CATEGORY_COLUMNS}, (select count(*)::int from public.products p where p.category_id = c.id) as products_count
     from public.categories c where c.id = $1`,
    [id],
  );
  return row ? toCategory(row) : null;
}
