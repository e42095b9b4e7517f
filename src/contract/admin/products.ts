// The products of the admin API (spec section 7): the product every write answers with, the
// multipart form of create and update (spec section 5's rules, with the spec's French texts the
// admin shows as "field: messages"), image reorder, special products.
//   POST   /api/products                      multipart -> 201 product
//   POST   /api/products/{id} (_method=PUT)   multipart -> 200 product (a real PUT works too)
//   DELETE /api/products/{id}                 -> 200 {message, id}
//   POST   /api/products/{id}/images/reorder  {orders: [{id, order}]} -> 200 product
//   POST   /api/products/{id}/images/{imageId} multipart field `image` -> 200 product
//   POST   /api/products/update-special       {featured: [ids], hero: [ids]} -> 200 {message, featured, hero}
import { z } from 'zod';
import { GENDERS } from '../../domain/catalog/types.ts';
import { parsePriceCents } from '../../domain/pricing/money.ts';
import { idSchema, instantSchema, languageSchema } from '../common.ts';
import { STAGED_KEY_PATTERN } from './uploads.ts';

export const PRODUCT_LIMITS = { flagship: 3, hero: 1, imagesOnAdd: 3, imagesInTotal: 5 } as const;

// The spec's French texts (sections 5 and 8) where it gives them; the admin shows them as they are.
export const PRODUCT_MESSAGES = {
  required: 'Veuillez remplir tous les champs obligatoires et ajouter au moins une image.',
  fieldRequired: 'Ce champ est obligatoire.',
  price: 'Le prix doit être un nombre valide supérieur à 0.',
  stock: 'Le stock doit être un nombre valide positif ou zéro.',
  size: 'La taille en ml doit être un nombre valide supérieur à 0.',
  weight: 'Le poids doit être un nombre entier de grammes entre 1 et 100\u00a0000.',
  gender: 'Le genre doit être male, female ou unisex.',
  flag: 'La valeur doit être 1 ou 0.',
  category: "La catégorie choisie n'existe pas.",
  tooLong: (max: number) => `Ce texte ne peut pas dépasser ${max} caractères.`,
  imageOrder: "L'ordre d'une image doit être un entier positif ou zéro.",
  notAFile: 'Ce champ doit contenir un fichier image.',
  atLeastOneImage: 'Ajoutez au moins une image.',
  maxImagesOnAdd: `Vous pouvez ajouter au plus ${PRODUCT_LIMITS.imagesOnAdd} images à la création du produit.`,
  maxImagesInTotal: `Un produit peut avoir au plus ${PRODUCT_LIMITS.imagesInTotal} images au total.`,
  imagesToDelete: "images_to_delete doit être une liste JSON d'identifiants d'images de ce produit.",
  featuredLimit: "Vous ne pouvez sélectionner que 3 produits à la une. Veuillez d'abord en désélectionner un.",
  heroLimit: 'Un seul produit peut être sélectionné comme vedette. Le précédent a été remplacé.',
  unknownProducts: (ids: number[]) => `Produit(s) inconnu(s) : ${ids.join(', ')}.`,
  specialsUpdated: 'Produits spéciaux mis à jour avec succès\u202f!',
  deleted: 'Produit supprimé avec succès',
  notFound: 'Produit introuvable.',
  imageNotFound: 'Image introuvable pour ce produit.',
  reorderIds: "Chaque identifiant doit être celui d'une image de ce produit, une seule fois.",
} as const;
const M = PRODUCT_MESSAGES;

// ---- answers

export const productImageSchema = z.object({
  id: idSchema,
  /** Storage path of the 800 px WebP; the 400 and 1200 px ones sit beside it. */
  path: z.string(),
  order: z.number().int().min(0),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Public URL of `path`. */
  url: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** A product's category: the French name, the English and Dutch ones (null: not translated), its slug. */
export const categoryRefSchema = z.object({
  id: idSchema,
  name: z.string(),
  name_en: z.string().nullable(),
  name_nl: z.string().nullable(),
  slug: z.string(),
});

const productTextsSchema = z.object({
  name: z.string().nullable(),
  description: z.string().nullable(),
  olfactive_notes: z.string().nullable(),
});

/** A product as every write answers it (and as GET /api/products/{id} gives it), texts in French. */
export const productSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  olfactive_notes: z.string().nullable(),
  /** Euros, VAT included (the spec's shape); price_cents is the exact amount. */
  price: z.number(),
  price_cents: z.number().int().positive(),
  stock: z.number().int().min(0),
  size_ml: z.number().int().positive(),
  weight_grams: z.number().int().positive(),
  gender: z.enum(GENDERS),
  is_flagship: z.boolean(),
  is_hero: z.boolean(),
  /** Offered as a free sample at checkout (a separate vial: it takes no stock). */
  offered_as_sample: z.boolean(),
  category_id: idSchema,
  category: categoryRefSchema,
  created_at: instantSchema,
  updated_at: instantSchema,
  images: z.array(productImageSchema),
  /** The texts in every language; a missing translation is null. */
  translations: z.record(languageSchema, productTextsSchema),
});
export type Product = z.infer<typeof productSchema>;

export const productDeletedSchema = z.object({ message: z.string(), id: idSchema });
export type ProductDeleted = z.infer<typeof productDeletedSchema>;

// ---- POST /api/products/{id}/images/reorder

export const reorderRequestSchema = z.object({
  orders: z
    .array(
      z.object({
        id: z.coerce.number().int().positive(),
        order: z.coerce.number().int().min(0, M.imageOrder).max(1000, M.imageOrder),
      }),
    )
    .min(1)
    .max(20),
});
export type ReorderRequest = z.infer<typeof reorderRequestSchema>;

// ---- POST /api/products/update-special

const productIds = (limit: number, message: string) =>
  z
    .array(z.coerce.number().int().positive())
    .max(100)
    .transform((list) => [...new Set(list)])
    .pipe(z.array(z.number()).max(limit, message));

/** The whole flagship and hero sets (ids given twice count once). */
export const specialsRequestSchema = z.object({
  featured: productIds(PRODUCT_LIMITS.flagship, M.featuredLimit).default([]),
  hero: productIds(PRODUCT_LIMITS.hero, M.heroLimit).default([]),
});
export type SpecialsRequest = z.infer<typeof specialsRequestSchema>;

export const specialsAnswerSchema = z.object({
  message: z.string(),
  featured: z.array(idSchema),
  hero: z.array(idSchema),
});
export type SpecialsAnswer = z.infer<typeof specialsAnswerSchema>;

// ---- the multipart form of create and update

export type ProductFormMode = 'create' | 'update';

/**
 * An image field's value: a file, or the staging key of a direct upload. Null for what a browser
 * sends for a file input left empty; 'invalid' for any other text.
 */
export function readImageValue(
  value: FormDataEntryValue,
): { file: File | null; stagedKey: string | null } | null | 'invalid' {
  if (typeof value === 'string') {
    if (STAGED_KEY_PATTERN.test(value)) return { file: null, stagedKey: value };
    return value === '' ? null : 'invalid';
  }
  if (value.size === 0 && value.name === '') return null;
  return { file: value, stagedKey: null };
}

/** One image of the form, as sent (a file) or uploaded directly (its staging key). */
export interface ProductUpload {
  /** The form field it came in (images[n]; a bare `images` or `images[]` is numbered in its turn). */
  field: string;
  file: File | null;
  stagedKey: string | null;
  /** image_orders[n] when given. */
  order: number | undefined;
}

type FormEntry = [key: string, value: FormDataEntryValue];

/** The form's entries: each named field's (first) value, and the image and image order fields in their order. */
export interface ProductFormEntries {
  [field: string]: FormDataEntryValue | FormEntry[] | undefined;
  images: FormEntry[];
  image_orders: FormEntry[];
}

const IMAGE_FIELD = /^images(?:\[(\d{0,2})\])?$/;
const ORDER_FIELD = /^image_orders\[(\d{1,2})\]$/;

/** The named fields of the form (_method and unknown fields are not read). */
const PRODUCT_FORM_FIELDS = [
  'name',
  'name_en',
  'name_nl',
  'description',
  'description_en',
  'description_nl',
  'olfactive_notes',
  'olfactive_notes_en',
  'olfactive_notes_nl',
  'price',
  'stock',
  'size_ml',
  'weight_grams',
  'category_id',
  'gender',
  'is_flagship',
  'is_hero',
  'offered_as_sample',
  'images_to_delete',
] as const;

export function productFormEntries(form: FormData): ProductFormEntries {
  const entries: ProductFormEntries = { images: [], image_orders: [] };
  for (const field of PRODUCT_FORM_FIELDS) entries[field] = form.get(field) ?? undefined;
  for (const [key, value] of form.entries()) {
    if (IMAGE_FIELD.test(key)) entries.images.push([key, value]);
    else if (ORDER_FIELD.test(key)) entries.image_orders.push([key, value]);
  }
  return entries;
}

function parseInteger(raw: string, min: number, max: number): number | null {
  const text = raw.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function parseFlag(raw: string): boolean | null {
  const text = raw.trim().toLowerCase();
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false' || text === '') return false;
  return null;
}

/** The valid image_orders[n]: n -> order. */
function imageOrders(entries: readonly FormEntry[]): Map<string, number> {
  const orders = new Map<string, number>();
  for (const [key, value] of entries) {
    const order = typeof value === 'string' ? parseInteger(value, 0, 1000) : null;
    const index = ORDER_FIELD.exec(key)?.[1];
    if (order !== null && index !== undefined) orders.set(index, order);
  }
  return orders;
}

/**
 * The form's images, each with its field and order, and the fields holding neither a file nor a key.
 * Read even when the form is refused: the staged keys it names are claimed and their files deleted.
 */
export function productUploads(entries: Pick<ProductFormEntries, 'images' | 'image_orders'>): {
  uploads: ProductUpload[];
  invalid: string[];
} {
  const orders = imageOrders(entries.image_orders);
  const uploads: ProductUpload[] = [];
  const invalid: string[] = [];
  for (const [key, value] of entries.images) {
    const image = readImageValue(value);
    if (image === 'invalid') invalid.push(key);
    if (image === null || image === 'invalid') continue;
    const index = IMAGE_FIELD.exec(key)?.[1] ?? '';
    uploads.push({
      field: index === '' ? `images[${uploads.length}]` : key,
      ...image,
      order: index === '' ? undefined : orders.get(index),
    });
  }
  return { uploads, invalid };
}

/** A list of image ids as JSON ("[3, 4]", ids as numbers or digit strings), without repeats; null when it is not one. */
function parseImageIds(raw: string): number[] | null {
  if (raw.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    const ids = parsed.map((v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v));
    return ids.every((v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0)
      ? [...new Set(ids)]
      : null;
  } catch {
    return null;
  }
}

/** A text field: trimmed; a required one may not be blank, an optional blank one is null. */
function textField(max: number, required: boolean) {
  const text = z.string(M.fieldRequired).trim().max(max, M.tooLong(max));
  return required ? text.min(1, M.fieldRequired) : text.transform((v) => (v === '' ? null : v));
}

/** A number field: required (not blank), then read by `parse`; `message` when it cannot be. */
function numberField(parse: (raw: string) => number | null, message: string) {
  return z
    .string(M.fieldRequired)
    .trim()
    .min(1, M.fieldRequired)
    .transform((raw, ctx) => {
      const value = parse(raw);
      if (value === null) ctx.addIssue({ code: 'custom', message });
      return value ?? z.NEVER;
    });
}

const flagField = z.string(M.fieldRequired).transform((raw, ctx) => {
  const value = parseFlag(raw);
  if (value === null) ctx.addIssue({ code: 'custom', message: M.flag });
  return value ?? z.NEVER;
});

const imagesToDeleteField = z.string(M.fieldRequired).transform((raw, ctx) => {
  const ids = parseImageIds(raw);
  if (ids === null) ctx.addIssue({ code: 'custom', message: M.imagesToDelete });
  return ids ?? z.NEVER;
});

/** The fields a create must have (an update may leave any out; given, none may be blank). */
const REQUIRED_PRODUCT_FIELDS = ['name', 'description', 'price', 'stock', 'size_ml', 'category_id', 'gender'] as const;

function formShape(mode: ProductFormMode) {
  const required = <T extends z.ZodType>(schema: T) => (mode === 'create' ? schema : schema.optional());
  return {
    name: required(textField(120, true)),
    name_en: textField(120, false).optional(),
    name_nl: textField(120, false).optional(),
    description: required(textField(5000, true)),
    description_en: textField(5000, false).optional(),
    description_nl: textField(5000, false).optional(),
    olfactive_notes: textField(2000, false).optional(),
    olfactive_notes_en: textField(2000, false).optional(),
    olfactive_notes_nl: textField(2000, false).optional(),
    price: required(numberField(parsePriceCents, M.price)),
    stock: required(numberField((raw) => parseInteger(raw, 0, 1_000_000), M.stock)),
    size_ml: required(numberField((raw) => parseInteger(raw, 1, 10_000), M.size)),
    // optional even on create: the database's default (350 g, a 50 ml bottle with its box) applies
    weight_grams: numberField((raw) => parseInteger(raw, 1, 100_000), M.weight).optional(),
    category_id: required(numberField((raw) => parseInteger(raw, 1, Number.MAX_SAFE_INTEGER), M.category)),
    gender: required(z.string(M.fieldRequired).trim().min(1, M.fieldRequired).pipe(z.enum(GENDERS, M.gender))),
    is_flagship: flagField.optional(),
    is_hero: flagField.optional(),
    offered_as_sample: flagField.optional(),
    images_to_delete: imagesToDeleteField.optional(),
    images: z.array(z.custom<FormEntry>()),
    image_orders: z.array(z.custom<FormEntry>()),
  };
}

/** image_orders[n] that are not whole numbers, image fields with neither a file nor a key, and the image count. */
function checkImages(
  mode: ProductFormMode,
  entries: Pick<ProductFormEntries, 'images' | 'image_orders'>,
  ctx: z.RefinementCtx,
): void {
  for (const [key, value] of entries.image_orders) {
    if (typeof value !== 'string' || parseInteger(value, 0, 1000) === null)
      ctx.addIssue({ code: 'custom', path: [key], message: M.imageOrder });
  }
  const { uploads, invalid } = productUploads(entries);
  for (const key of invalid) ctx.addIssue({ code: 'custom', path: [key], message: M.notAFile });
  const tooMany =
    mode === 'create' ? uploads.length > PRODUCT_LIMITS.imagesOnAdd : uploads.length > PRODUCT_LIMITS.imagesInTotal;
  if (mode === 'create' && uploads.length === 0)
    ctx.addIssue({ code: 'custom', path: ['images'], message: M.atLeastOneImage });
  if (tooMany)
    ctx.addIssue({
      code: 'custom',
      path: ['images'],
      message: mode === 'create' ? M.maxImagesOnAdd : M.maxImagesInTotal,
    });
}

/**
 * The form of POST /api/products (create) and POST /api/products/{id} (update), over its entries
 * (productFormEntries). The output names the columns: name -> name_fr, price -> price_cents, ...;
 * on update an absent field is left unchanged, on create the flags default to false.
 */
export function productFormSchema(mode: ProductFormMode) {
  return z
    .object(formShape(mode))
    .superRefine((entries, ctx) => checkImages(mode, entries, ctx), { when: () => true })
    .transform((form) => ({
      fields: {
        name_fr: form.name,
        name_en: form.name_en,
        name_nl: form.name_nl,
        description_fr: form.description,
        description_en: form.description_en,
        description_nl: form.description_nl,
        olfactive_notes_fr: form.olfactive_notes,
        olfactive_notes_en: form.olfactive_notes_en,
        olfactive_notes_nl: form.olfactive_notes_nl,
        price_cents: form.price,
        stock: form.stock,
        size_ml: form.size_ml,
        weight_grams: form.weight_grams,
        gender: form.gender,
        category_id: form.category_id,
        is_flagship: form.is_flagship ?? (mode === 'create' ? false : undefined),
        is_hero: form.is_hero ?? (mode === 'create' ? false : undefined),
        offered_as_sample: form.offered_as_sample ?? (mode === 'create' ? false : undefined),
      },
      uploads: productUploads(form).uploads,
      imagesToDelete: form.images_to_delete ?? [],
    }));
}
type ProductFormValues = z.output<ReturnType<typeof productFormSchema>>;
/** The columns a form sets (an update leaves out what it does not change). */
export type ProductFields = Partial<ProductFormValues['fields']>;

/** Whether a refusal is the spec's "fill in every required field and add an image" case. */
export function isMissingRequired(field: string, message: string): boolean {
  const requiredField = (REQUIRED_PRODUCT_FIELDS as readonly string[]).includes(field);
  return (requiredField && message === M.fieldRequired) || (field === 'images' && message === M.atLeastOneImage);
}
