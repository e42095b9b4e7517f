// The categories of the admin API (spec section 7; the public GETs are categories-read):
//   POST   /api/categories        {name, slug?} -> 201 category
//   PUT    /api/categories/{id}   {name, slug?} -> 200 category
//   DELETE /api/categories/{id}                 -> 200 {message, id}; 409 category_not_empty while it has products
// A taken name: 422 category_name_taken on `name`; a given slug that is taken: 422 category_slug_taken on `slug`.
import { z } from 'zod';
import { idSchema, instantSchema } from '../common.ts';

export const CATEGORY_NAME_LENGTH = { min: 2, max: 50 } as const;
export const CATEGORY_SLUG_MAX = 80;

export const CATEGORY_MESSAGES = {
  nameRequired: 'Le nom de la catégorie est obligatoire.',
  nameLength: `Le nom de la catégorie doit contenir entre ${CATEGORY_NAME_LENGTH.min} et ${CATEGORY_NAME_LENGTH.max} caractères.`,
  nameTaken: 'Une catégorie porte déjà ce nom (les majuscules ne comptent pas) : choisissez un autre nom.',
  slugInvalid: `Le slug doit contenir entre 1 et ${CATEGORY_SLUG_MAX} caractères (lettres a-z sans accent, chiffres et traits d'union).`,
  slugTaken: 'Une autre catégorie utilise déjà ce slug : choisissez-en un autre.',
  hasProducts: (n: number) =>
    `Impossible de supprimer cette catégorie : elle contient encore ${n} produit(s). Déplacez-les ou supprimez-les d'abord.`,
  notFound: 'Catégorie introuvable.',
  deleted: 'Catégorie supprimée avec succès !',
} as const;
const M = CATEGORY_MESSAGES;

/** An English or Dutch name: optional (empty or absent: the French name is shown), else 2 to 50 characters. */
const translatedName = z
  .string(M.nameLength)
  .transform((name) => name.trim().replace(/\s+/g, ' '))
  .refine(
    (name) => name === '' || (name.length >= CATEGORY_NAME_LENGTH.min && name.length <= CATEGORY_NAME_LENGTH.max),
    M.nameLength,
  )
  .transform((name) => (name === '' ? null : name))
  .nullish();

/**
 * POST and PUT body. `name` is the French name (required, the fallback); name_en and name_nl are the
 * other languages'. Without a slug the server derives one from the name (and takes a free one).
 */
export const categoryRequestSchema = z.object({
  name: z
    .string(M.nameRequired)
    // runs of whitespace count as one space, so "Eau  de Parfum" and "eau de parfum" are the same name.
    .transform((name) => name.trim().replace(/\s+/g, ' '))
    .refine((name) => name.length > 0, { message: M.nameRequired, abort: true })
    .refine((name) => name.length >= CATEGORY_NAME_LENGTH.min && name.length <= CATEGORY_NAME_LENGTH.max, M.nameLength),
  name_en: translatedName,
  name_nl: translatedName,
  slug: z.string().max(200, M.slugInvalid).nullish(),
});
export type CategoryRequest = z.infer<typeof categoryRequestSchema>;

export const categorySchema = z.object({
  id: idSchema,
  /** The French name. */
  name: z.string(),
  /** The English and Dutch names; null: the French one is shown. */
  name_en: z.string().nullable(),
  name_nl: z.string().nullable(),
  slug: z.string(),
  created_at: instantSchema,
  updated_at: instantSchema,
  /** Given by the writes and by GET /api/categories/with-product-count and /{id}. */
  products_count: z.number().int().min(0).optional(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryDeletedSchema = z.object({ message: z.string(), id: idSchema });
export type CategoryDeleted = z.infer<typeof categoryDeletedSchema>;
