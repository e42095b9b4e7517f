// Create, rename and delete categories. Names are unique case-insensitively (categories_name_lower_key)
// and slugs are unique; the database decides, and its refusals become 422/409 naming the field.
// A taken name is always reported as a taken name (the form has no slug field), and a slug the server
// derives from the name never collides: it takes the first free "-2", "-3", ... suffix instead.
import {
  CATEGORY_MESSAGES as M,
  CATEGORY_SLUG_MAX,
  type Category,
  type CategoryRequest,
} from '../../../contract/admin/categories.ts';
import { categorySlug, slugify } from '../../../domain/catalog/slug.ts';
import { getCategory } from '../catalog-repository.ts';
import { catalogContext } from '../catalog-context.ts';
import { getSql } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { onlyRow } from '../../db/rows.ts';
import { validationError } from '../../http/admin-request.ts';

/** What the server writes: the slug is either the client's own (kept, or refused when taken) or derived from the name. */
export interface CategoryInput {
  name: string;
  name_en: string | null;
  name_nl: string | null;
  slug: string;
  slugGiven: boolean;
}

// A name with no letter or digit a slug can keep ("!!", "香水") still gets an address.
const FALLBACK_SLUG = 'categorie';

export function readCategory({ name, name_en, name_nl, slug }: CategoryRequest): CategoryInput {
  const names = { name, name_en: name_en ?? null, name_nl: name_nl ?? null };
  const given = slug == null ? '' : slugify(slug);
  if (given.length > CATEGORY_SLUG_MAX) throw validationError({ slug: [M.slugInvalid] });
  if (given !== '') return { ...names, slug: given, slugGiven: true };
  // derived from the name: cut to the column's limit rather than refused (the form has no slug field)
  const derived = (categorySlug(name) || FALLBACK_SLUG).slice(0, CATEGORY_SLUG_MAX).replace(/-+$/, '');
  return { ...names, slug: derived, slugGiven: false };
}

const nameTaken = () =>
  new HttpError(422, M.nameTaken, { fields: { name: [M.nameTaken] }, code: 'category_name_taken' });
const slugTaken = () =>
  new HttpError(422, M.slugTaken, { fields: { slug: [M.slugTaken] }, code: 'category_slug_taken' });

/** Unique violations of a write, as the field the admin can act on: the name first, then the slug. */
async function mapCategoryError(error: unknown, input: CategoryInput, id: number | null): Promise<unknown> {
  const pg = (error ?? {}) as { code?: string; constraint_name?: string };
  if (
    pg.code === '23505' &&
    (pg.constraint_name === 'categories_name_lower_key' || pg.constraint_name === 'categories_slug_key')
  ) {
    // Postgres reports whichever unique index it checked first; a taken name is what the admin must hear about.
    const { taken } = onlyRow(
      await getSql()<{ taken: boolean }[]>`
        select exists (select 1 from public.categories
                        where lower(btrim(name)) = lower(btrim(${input.name})) and id is distinct from ${id}::bigint) as taken`,
      'category name check',
    );
    if (taken || pg.constraint_name === 'categories_name_lower_key') return nameTaken();
    return slugTaken();
  }
  if (pg.code === '23514') return validationError({ slug: [M.slugInvalid] });
  // every suffix up to -1000 taken: nothing sensible to derive
  if (pg.code === '23502') return slugTaken();
  return error;
}

/** The slug a write stores: the given slug as is, or the first free one of slug, slug-2, slug-3, ... (`id`: the category's own). */
function slugValue(input: CategoryInput, id: number | null) {
  const sql = getSql();
  if (input.slugGiven) return sql`${input.slug}`;
  return sql`(
    select c.s from (
      select g, case when g = 1 then ${input.slug}::text
                     else rtrim(left(${input.slug}::text, ${CATEGORY_SLUG_MAX} - 1 - length(g::text)), '-') || '-' || g end as s
        from generate_series(1, 1000) g) c
     where not exists (select 1 from public.categories x where x.slug = c.s and x.id is distinct from ${id}::bigint)
     order by c.g limit 1)`;
}

/** Runs a write; a derived slug that a concurrent write took in between is derived again (twice at most). */
async function writeCategory(
  input: CategoryInput,
  id: number | null,
  write: () => Promise<{ id: number }[]>,
): Promise<{ id: number }[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const mapped = await mapCategoryError(error, input, id);
      const retry =
        !input.slugGiven && attempt < 3 && mapped instanceof HttpError && mapped.code === 'category_slug_taken';
      if (!retry) throw mapped;
    }
  }
}

async function loadCategory(id: number): Promise<Category> {
  const category = await getCategory(catalogContext(), id);
  if (!category) throw notFound(M.notFound);
  return category;
}

export async function createCategory(input: CategoryInput): Promise<Category> {
  const rows = await writeCategory(
    input,
    null,
    () =>
      getSql()<{ id: number }[]>`insert into public.categories (name, name_en, name_nl, slug)
                             values (${input.name}, ${input.name_en}, ${input.name_nl}, ${slugValue(input, null)}) returning id`,
  );
  return loadCategory(onlyRow(rows, 'insert category').id);
}

export async function updateCategory(id: number, input: CategoryInput): Promise<Category> {
  const rows = await writeCategory(
    input,
    id,
    () =>
      getSql()<
        { id: number }[]
      >`update public.categories set name = ${input.name}, name_en = ${input.name_en}, name_nl = ${input.name_nl}, slug = ${slugValue(input, id)}
                              where id = ${id} returning id`,
  );
  if (rows.length === 0) throw notFound(M.notFound);
  return loadCategory(id);
}

export async function deleteCategory(id: number): Promise<void> {
  // One statement: delete only an empty category, and say which case it was.
  const row = onlyRow(
    await getSql()<{ found: boolean; products: number; deleted: number }[]>`
      with c as (select id from public.categories where id = ${id}),
           n as (select count(*)::int as products from public.products where category_id = ${id}),
           d as (delete from public.categories where id = ${id} and (select products from n) = 0 returning id)
      select exists (select 1 from c) as found, (select products from n) as products, (select count(*) from d)::int as deleted`,
    'delete category',
  );
  if (!row.found) throw notFound(M.notFound);
  if (!row.deleted) throw new HttpError(409, M.hasProducts(row.products), { code: 'category_not_empty' });
}
