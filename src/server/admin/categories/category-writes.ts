// Create, rename and delete categories. Names are unique case-insensitively (categories_name_lower_key)
// and slugs are unique; the database decides, and its refusals become 422/409 naming the field.
import { z } from 'zod';
import { categorySlug } from '../../../domain/catalog/slug.ts';
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
  slugInvalid: "Le slug doit contenir entre 1 et 80 caractères, sans majuscule ni espace.",
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

export function readCategory(body: unknown): { name: string; slug: string } {
  const { name, slug } = parseWith(categorySchema, body);
  const finalSlug = categorySlug(name, slug);
  if (finalSlug.length < 1 || finalSlug.length > 80) throw validationError({ slug: [M.slugInvalid] }, M.slugInvalid);
  return { name, slug: finalSlug };
}

function mapCategoryError(error: unknown): unknown {
  const pg = error as { code?: string; constraint_name?: string };
  if (pg?.code === '23505' && pg.constraint_name === 'categories_name_lower_key') return validationError({ name: [M.nameTaken] }, M.nameTaken);
  if (pg?.code === '23505' && pg.constraint_name === 'categories_slug_key') return validationError({ slug: [M.slugTaken] }, M.slugTaken);
  if (pg?.code === '23514') return validationError({ slug: [M.slugInvalid] }, M.slugInvalid);
  return error;
}

async function loadCategory(id: number): Promise<Category> {
  const category = await getCategory(catalogContext(), id);
  if (!category) throw notFound(M.notFound);
  return category;
}

export async function createCategory(input: { name: string; slug: string }): Promise<Category> {
  try {
    const [row] = await getSql().unsafe<{ id: number }[]>('insert into public.categories (name, slug) values ($1, $2) returning id', [input.name, input.slug]);
    return loadCategory(row!.id);
  } catch (error) {
    throw mapCategoryError(error);
  }
}

export async function updateCategory(id: number, input: { name: string; slug: string }): Promise<Category> {
  let rows: { id: number }[];
  try {
    rows = await getSql().unsafe<{ id: number }[]>('update public.categories set name = $2, slug = $3 where id = $1 returning id', [id, input.name, input.slug]);
  } catch (error) {
    throw mapCategoryError(error);
  }
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
