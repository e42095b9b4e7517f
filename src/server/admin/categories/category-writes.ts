// Create, rename and delete categories. Names are unique case-insensitively (categories_name_lower_key)
// and slugs are unique; the database decides, and its refusals become 422/409 naming the field.
// A taken name is always reported as a taken name (the form has no slug field), and a slug the server
// derives from the name never collides: it takes the first free "-2", "-3", ... suffix instead.
import { z } from 'zod';
import { categorySlug, slugify } from '../../../domain/catalog/slug.ts';
import type { Category } from '../../../domain/catalog/types.ts';
import { getCategory } from '../../catalog/catalog-repository.ts';
import { catalogContext } from '../../catalog/catalog-context.ts';
import { getSql } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { parseWith, validationError } from '../validation.ts';

export const CATEGORY_MESSAGES = {
  nameRequired: 'Le nom de la catégorie est obligatoire.',
  nameLength: 'Le nom de la catégorie doit contenir entre 2 et 50 caractères.',
  nameTaken: 'Une catégorie porte déjà ce nom (les majuscules ne comptent pas) : choisissez un autre nom.',
  slugInvalid: 'Le slug doit contenir entre 1 et 80 caractères (lettres a-z sans accent, chiffres et traits d\'union).',
  slugTaken: 'Une autre catégorie utilise déjà ce slug : choisissez-en un autre.',
  hasProducts: (n: number) =>
    `Impossible de supprimer cette catégorie : elle contient encore ${n} produit(s). Déplacez-les ou supprimez-les d'abord.`,
  notFound: 'Catégorie introuvable.',
  deleted: 'Catégorie supprimée avec succès !',
} as const;
const M = CATEGORY_MESSAGES;

export const categorySchema = z.object({
  name: z
    .string(M.nameRequired)
    // runs of whitespace count as one space, so "Eau  de Parfum" and "eau de parfum" are the same name.
    .transform((name) => name.trim().replace(/\s+/g, ' '))
    .refine((name) => name.length > 0, { message: M.nameRequired, abort: true })
    .refine((name) => name.length >= 2 && name.length <= 50, M.nameLength),
  slug: z.string().max(200, M.slugInvalid).nullish(),
});

/** What the server writes: the slug is either the client's own (kept, or refused when taken) or derived from the name. */
export interface CategoryInput {
  name: string;
  slug: string;
  slugGiven: boolean;
}

// A name with no letter or digit a slug can keep ("!!", "香水") still gets an address.
const FALLBACK_SLUG = 'categorie';
const SLUG_MAX = 80;

export function readCategory(body: unknown): CategoryInput {
  const { name, slug } = parseWith(categorySchema, body);
  const given = slug == null ? '' : slugify(slug);
  if (given.length > SLUG_MAX) throw validationError({ slug: [M.slugInvalid] }, M.slugInvalid);
  if (given !== '') return { name, slug: given, slugGiven: true };
  // derived from the name: cut to the column's limit rather than refused (the form has no slug field)
  const derived = (categorySlug(name) || FALLBACK_SLUG).slice(0, SLUG_MAX).replace(/-+$/, '');
  return { name, slug: derived, slugGiven: false };
}

const nameTaken = () => new HttpError(422, M.nameTaken, { fields: { name: [M.nameTaken] }, code: 'category_name_taken' });
const slugTaken = () => new HttpError(422, M.slugTaken, { fields: { slug: [M.slugTaken] }, code: 'category_slug_taken' });

/** Unique violations of a write, as the field the admin can act on: the name first, then the slug. */
async function mapCategoryError(error: unknown, input: CategoryInput, id: number | null): Promise<unknown> {
  const pg = error as { code?: string; constraint_name?: string };
  if (pg?.code === '23505' && (pg.constraint_name === 'categories_name_lower_key' || pg.constraint_name === 'categories_slug_key')) {
    // Postgres reports whichever unique index it checked first; a taken name is what the admin must hear about.
    const [{ taken } = { taken: false }] = await getSql().unsafe<{ taken: boolean }[]>(
      'select exists (select 1 from public.categories where lower(btrim(name)) = lower(btrim($1)) and id is distinct from $2::bigint) as taken',
      [input.name, id],
    );
    if (taken || pg.constraint_name === 'categories_name_lower_key') return nameTaken();
    return slugTaken();
  }
  if (pg?.code === '23514') return validationError({ slug: [M.slugInvalid] }, M.slugInvalid);
  // every suffix up to -1000 taken: nothing sensible to derive
  if (pg?.code === '23502') return slugTaken();
  return error;
}

/**
 * The slug expression of a write: the given slug as is, or the first free one of slug, slug-2, slug-3, ...
 * ($2 is the slug, $3 the category's own id or null).
 */
function slugExpression(input: CategoryInput): string {
  if (input.slugGiven) return '$2';
  return `(select c.s from (
             select g, case when g = 1 then $2 else rtrim(left($2, ${SLUG_MAX} - 1 - length(g::text)), '-') || '-' || g end as s
               from generate_series(1, 1000) g) c
           where not exists (select 1 from public.categories x where x.slug = c.s and x.id is distinct from $3::bigint)
           order by c.g limit 1)`;
}

/** Runs a write; a derived slug that a concurrent write took in between is derived again (twice at most). */
async function writeCategory(input: CategoryInput, id: number | null, statement: string): Promise<{ id: number }[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await getSql().unsafe<{ id: number }[]>(statement, [input.name, input.slug, id]);
    } catch (error) {
      const mapped = await mapCategoryError(error, input, id);
      const retry = !input.slugGiven && attempt < 3 && mapped instanceof HttpError && mapped.code === 'category_slug_taken';
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
  const [row] = await writeCategory(
    input,
    null,
    // ($3, the id, is null here: named only so that both statements take the same three parameters)
    `insert into public.categories (name, slug) select $1, ${slugExpression(input)} where $3::bigint is null returning id`,
  );
  return loadCategory(row!.id);
}

export async function updateCategory(id: number, input: CategoryInput): Promise<Category> {
  const rows = await writeCategory(input, id, `update public.categories set name = $1, slug = ${slugExpression(input)} where id = $3 returning id`);
  if (rows.length === 0) throw notFound(M.notFound);
  return loadCategory(id);
}

export async function deleteCategory(id: number): Promise<void> {
  // One statement: delete only an empty category, and say which case it was.
  const [row] = await getSql().unsafe<{ found: boolean; products: number; deleted: number }[]>(
    `with c as (select id from public.categories where id = $1),
          n as (select count(*)::int as products from public.products where category_id = $1),
          d as (delete from public.categories where id = $1 and (select products from n) = 0 returning id)
     select exists (select 1 from c) as found, (select products from n) as products, (select count(*) from d)::int as deleted`,
    [id],
  );
  if (!row?.found) throw notFound(M.notFound);
  if (!row.deleted) throw new HttpError(409, M.hasProducts(row.products), { code: 'category_not_empty' });
}
