// Create, update and delete products with their images (sent in the form, or staged by a direct
// upload and downloaded here: src/server/catalog/uploads). Files are stored first, then every row
// change is ONE statement (the embedded PGlite is a single shared session: no BEGIN/COMMIT from
// here), then files that no row names any more are removed.
import { DEFAULT_WEIGHT_GRAMS } from '../../../domain/shipping/rates.ts';
import { PRODUCT_LIMITS, PRODUCT_MESSAGES as M, type Product } from '../../../contract/admin/products.ts';
import { getProduct } from '../catalog-repository.ts';
import { catalogContext } from '../catalog-context.ts';
import { getSql } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { prepareImages, storeImages, withStoredImages } from '../images/image-pipeline.ts';
import { removeImageFiles, type StoredImage } from '../images/image-files.ts';
import { onlyRow } from '../../db/rows.ts';
import { incomingImages } from '../uploads/staged-uploads.ts';
import { validationError } from '../../http/admin-request.ts';
import type { ProductForm } from './product-form.ts';
import { mapProductWriteError } from './special-errors.ts';

export async function loadProduct(id: number): Promise<Product> {
  const product = await getProduct(catalogContext(), id, 'fr');
  if (!product) throw notFound(M.notFound);
  return product;
}

async function assertCategoryExists(categoryId: number | undefined): Promise<void> {
  if (categoryId === undefined) return;
  const [row] = await getSql()<
    { ok: boolean }[]
  >`select exists (select 1 from public.categories where id = ${categoryId}) as ok`;
  if (!row?.ok) throw validationError({ category_id: [M.category] });
}

/** New images in their requested order (image_orders[n], then upload order). */
function orderUploads(uploads: ProductForm['uploads']): ProductForm['uploads'] {
  return uploads
    .map((upload, index) => ({ upload, index }))
    .sort((a, b) => (a.upload.order ?? a.index) - (b.upload.order ?? b.index) || a.index - b.index)
    .map((x) => x.upload);
}

/** The image rows of stored files, numbered from `start` on, as the JSON the statements read. */
function imageRows(stored: readonly StoredImage[], start: number): string {
  return JSON.stringify(
    stored.map((s, i) => ({ path: s.path, position: start + i, width: s.width, height: s.height })),
  );
}

/** Checks, encodes and stores the form's new images under products/<id>/ (names: see withStagedUploads). */
async function storeUploads(
  productId: number,
  form: ProductForm,
  stagedNames: ReadonlyMap<string, string>,
): Promise<StoredImage[]> {
  return storeImages(productId, await prepareImages(await incomingImages(orderUploads(form.uploads), stagedNames)));
}

/** Runs a product write; the database's refusals (special products' limits, a category gone) become 422s. */
async function writeProduct<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw mapProductWriteError(error);
  }
}

/** `stagedNames`: the declared file names of the form's direct uploads (withStagedUploads claimed them). */
export async function createProduct(
  form: ProductForm,
  stagedNames: ReadonlyMap<string, string> = new Map(),
): Promise<Product> {
  const f = form.fields;
  await assertCategoryExists(f.category_id);
  const sql = getSql();
  // The id first, so that the files can be stored under products/<id>/ before the row exists.
  const { id } = onlyRow(
    await sql<{ id: number }[]>`select nextval(pg_get_serial_sequence('public.products', 'id'))::bigint as id`,
    'nextval',
  );
  const stored = await storeUploads(id, form, stagedNames);
  await withStoredImages(stored, () =>
    writeProduct(
      () => sql`
        with p as (
          insert into public.products (id, category_id, name_fr, name_en, name_nl, description_fr, description_en, description_nl,
                                       olfactive_notes_fr, olfactive_notes_en, olfactive_notes_nl, size_ml, gender, price_cents, stock,
                                       is_flagship, is_hero, weight_grams, offered_as_sample) overriding system value
          values (${id}, ${f.category_id ?? null}, ${f.name_fr ?? null}, ${f.name_en ?? null}, ${f.name_nl ?? null},
                  ${f.description_fr ?? null}, ${f.description_en ?? null}, ${f.description_nl ?? null},
                  ${f.olfactive_notes_fr ?? null}, ${f.olfactive_notes_en ?? null}, ${f.olfactive_notes_nl ?? null},
                  ${f.size_ml ?? null}, ${f.gender ?? null}, ${f.price_cents ?? null}, ${f.stock ?? null},
                  ${f.is_flagship ?? false}, ${f.is_hero ?? false}, ${f.weight_grams ?? DEFAULT_WEIGHT_GRAMS},
                  ${f.offered_as_sample ?? false})
          returning id
        ), previous_hero as (
          -- a new hero replaces the previous one (spec: "Le précédent a été remplacé").
          update public.products set is_hero = false where is_hero and ${f.is_hero === true}::boolean
        ), images as (
          insert into public.product_images (product_id, path, position, width, height)
          select p.id, x.path, x.position, x.width, x.height
          from p, jsonb_to_recordset(${imageRows(stored, 0)}::text::jsonb) as x(path text, position int, width int, height int)
        )
        select id from p`,
    ),
  );
  return loadProduct(id);
}

/** The columns an update sets: the form's fields that were given (a touch of updated_at when none was). */
function assignments(form: ProductForm) {
  const sql = getSql();
  const changes = Object.fromEntries(Object.entries(form.fields).filter(([, value]) => value !== undefined));
  return Object.keys(changes).length > 0
    ? sql(changes as Record<string, string | number | boolean | null>)
    : sql`updated_at = now()`;
}

/** The images an update keeps, after checking the ones it deletes are this product's and the total stays within 5. */
function keptImages(current: Product, form: ProductForm): Product['images'] {
  const currentIds = new Set(current.images.map((i) => i.id));
  if (form.imagesToDelete.some((imageId) => !currentIds.has(imageId)))
    throw validationError({ images_to_delete: [M.imagesToDelete] });
  const kept = current.images.filter((i) => !form.imagesToDelete.includes(i.id));
  if (kept.length + form.uploads.length > PRODUCT_LIMITS.imagesInTotal)
    throw validationError({ images: [M.maxImagesInTotal] });
  return kept;
}

export async function updateProduct(
  id: number,
  form: ProductForm,
  stagedNames: ReadonlyMap<string, string> = new Map(),
): Promise<Product> {
  const kept = keptImages(await loadProduct(id), form);
  await assertCategoryExists(form.fields.category_id);
  const stored = await storeUploads(id, form, stagedNames);
  const sql = getSql();
  // kept images close up their positions; new ones follow them.
  const moved = JSON.stringify(kept.map((image, position) => ({ id: image.id, position })));
  const [row] = await withStoredImages(stored, () =>
    writeProduct(
      () => sql<{ updated: number; deleted_paths: string[] }[]>`
        with p as (
          update public.products set ${assignments(form)} where id = ${id} returning id
        ), previous_hero as (
          update public.products set is_hero = false where is_hero and id <> ${id} and ${form.fields.is_hero === true}::boolean
        ), deleted as (
          delete from public.product_images
           where product_id = ${id} and id = any(${form.imagesToDelete}::bigint[]) and exists (select 1 from p)
          returning path
        ), moved as (
          update public.product_images i set position = x.position
          from jsonb_to_recordset(${moved}::text::jsonb) as x(id bigint, position int)
          where i.id = x.id and i.product_id = ${id} and exists (select 1 from p)
        ), added as (
          insert into public.product_images (product_id, path, position, width, height)
          select p.id, x.path, x.position, x.width, x.height
          from p, jsonb_to_recordset(${imageRows(stored, kept.length)}::text::jsonb) as x(path text, position int, width int, height int)
        )
        select (select count(*) from p)::int as updated,
               coalesce((select array_agg(path) from deleted), '{}') as deleted_paths`,
    ),
  );
  if (!row?.updated) {
    await removeImageFiles(stored.map((s) => s.path));
    throw notFound(M.notFound);
  }
  await removeImageFiles(row.deleted_paths);
  return loadProduct(id);
}

export async function deleteProduct(id: number): Promise<void> {
  const [row] = await getSql()<{ deleted: number; paths: string[] }[]>`
    with images as (select path from public.product_images where product_id = ${id}),
         d as (delete from public.products where id = ${id} returning id)
    select (select count(*) from d)::int as deleted, coalesce((select array_agg(path) from images), '{}') as paths`;
  if (!row?.deleted) throw notFound(M.notFound);
  await removeImageFiles(row.paths);
}
