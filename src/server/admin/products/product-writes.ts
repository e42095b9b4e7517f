// Create, update and delete products with their images (sent in the form, or staged by a direct
// upload and downloaded here: src/server/admin/uploads). Files are stored first, then every row
// change is ONE statement (the embedded PGlite is a single shared session: no BEGIN/COMMIT from
// here), then files that no row names any more are removed.
import { getProduct } from '../../catalog/catalog-repository.ts';
import { catalogContext } from '../../catalog/catalog-context.ts';
import { getSql } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Product } from '../../../domain/catalog/types.ts';
import { prepareImages, storeImages, withStoredImages } from '../images/image-pipeline.ts';
import { removeImageFiles, type StoredImage } from '../images/image-files.ts';
import { incomingImages } from '../uploads/staged-uploads.ts';
import { validationError } from '../validation.ts';
import type { ProductFields, ProductForm, UploadedFile } from './product-form.ts';
import { PRODUCT_MESSAGES as M } from './product-messages.ts';
import { mapProductWriteError } from './special-errors.ts';

const COLUMNS: (keyof ProductFields)[] = [
  'category_id', 'name_fr', 'name_en', 'name_nl', 'description_fr', 'description_en', 'description_nl',
  'olfactive_notes_fr', 'olfactive_notes_en', 'olfactive_notes_nl', 'size_ml', 'gender', 'price_cents',
  'stock', 'is_flagship', 'is_hero',
];

export async function loadProduct(id: number): Promise<Product> {
  const product = await getProduct(catalogContext(), id, 'fr');
  if (!product) throw notFound(M.notFound);
  return product;
}

async function assertCategoryExists(categoryId: number | undefined): Promise<void> {
  if (categoryId === undefined) return;
  const [row] = await getSql().unsafe<{ ok: boolean }[]>('select exists (select 1 from public.categories where id = $1) as ok', [categoryId]);
  if (!row?.ok) throw validationError({ category_id: [M.category] }, M.category);
}

/** New images in their requested order (image_orders[n], then upload order), from `start` on. */
function orderUploads(uploads: readonly UploadedFile[]): UploadedFile[] {
  return uploads
    .map((upload, index) => ({ upload, index }))
    .sort((a, b) => (a.upload.order ?? a.index) - (b.upload.order ?? b.index) || a.index - b.index)
    .map((x) => x.upload);
}

function imageRows(stored: readonly StoredImage[], start: number) {
  return stored.map((s, i) => ({ path: s.path, position: start + i, width: s.width, height: s.height }));
}

/** `stagedNames`: the declared file names of the form's direct uploads (withStagedUploads claimed them). */
export async function createProduct(form: ProductForm, stagedNames: ReadonlyMap<string, string> = new Map()): Promise<Product> {
  await assertCategoryExists(form.fields.category_id);
  const uploads = orderUploads(form.uploads);
  const encoded = await prepareImages(await incomingImages(uploads, stagedNames));
  const sql = getSql();
  // The id first, so that the files can be stored under products/<id>/ before the row exists.
  const [{ id } = { id: 0 }] = await sql.unsafe<{ id: number }[]>(
    `select nextval(pg_get_serial_sequence('public.products', 'id'))::bigint as id`,
  );
  const stored = await storeImages(id, encoded);
  const values = COLUMNS.map((c) => form.fields[c] ?? (c === 'is_flagship' || c === 'is_hero' ? false : null));
  await withStoredImages(stored, async () => {
    try {
      await sql.unsafe(
        `with p as (
           insert into public.products (id, ${COLUMNS.join(', ')}) overriding system value
           values ($1, ${COLUMNS.map((_, i) => `$${i + 2}`).join(', ')})
           returning id
         ), previous_hero as (
           -- a new hero replaces the previous one (spec: "Le précédent a été remplacé").
           update public.products set is_hero = false where is_hero and $${COLUMNS.length + 3}::boolean
         ), images as (
           insert into public.product_images (product_id, path, position, width, height)
           select p.id, x.path, x.position, x.width, x.height
           from p, jsonb_to_recordset($${COLUMNS.length + 2}::text::jsonb) as x(path text, position int, width int, height int)
         )
         select id from p`,
        [id, ...values, JSON.stringify(imageRows(stored, 0)), form.fields.is_hero === true] as never[],
      );
    } catch (error) {
      throw mapProductWriteError(error);
    }
  });
  return loadProduct(id);
}

export async function updateProduct(id: number, form: ProductForm, stagedNames: ReadonlyMap<string, string> = new Map()): Promise<Product> {
  const current = await loadProduct(id);
  const currentIds = new Set(current.images.map((i) => i.id));
  const unknown = form.imagesToDelete.filter((imageId) => !currentIds.has(imageId));
  if (unknown.length > 0) throw validationError({ images_to_delete: [M.imagesToDelete] }, M.imagesToDelete);
  const kept = current.images.filter((i) => !form.imagesToDelete.includes(i.id));
  if (kept.length + form.uploads.length > 5) throw validationError({ images: [M.maxImagesInTotal] }, M.maxImagesInTotal);
  await assertCategoryExists(form.fields.category_id);

  const encoded = await prepareImages(await incomingImages(orderUploads(form.uploads), stagedNames));
  const stored = await storeImages(id, encoded);
  const set = COLUMNS.filter((c) => form.fields[c] !== undefined);
  const params: unknown[] = [
    id,
    form.imagesToDelete,
    // kept images close up their positions; new ones follow them.
    JSON.stringify(kept.map((image, position) => ({ id: image.id, position }))),
    JSON.stringify(imageRows(stored, kept.length)),
    form.fields.is_hero === true,
    ...set.map((c) => form.fields[c]),
  ];
  const assignments = set.map((c, i) => `${c} = $${i + 6}`);
  const [row] = await withStoredImages(stored, async () => {
    try {
      return await getSql().unsafe<{ updated: number; deleted_paths: string[] }[]>(
        `with p as (
           update public.products set ${assignments.length ? assignments.join(', ') : 'updated_at = now()'}
           where id = $1 returning id
         ), previous_hero as (
           update public.products set is_hero = false where is_hero and id <> $1 and $5::boolean
         ), deleted as (
           delete from public.product_images where product_id = $1 and id = any($2::bigint[]) and exists (select 1 from p)
           returning path
         ), moved as (
           update public.product_images i set position = x.position
           from jsonb_to_recordset($3::text::jsonb) as x(id bigint, position int)
           where i.id = x.id and i.product_id = $1 and exists (select 1 from p)
         ), added as (
           insert into public.product_images (product_id, path, position, width, height)
           select p.id, x.path, x.position, x.width, x.height
           from p, jsonb_to_recordset($4::text::jsonb) as x(path text, position int, width int, height int)
         )
         select (select count(*) from p)::int as updated,
                coalesce((select array_agg(path) from deleted), '{}') as deleted_paths`,
        params as never[],
      );
    } catch (error) {
      throw mapProductWriteError(error);
    }
  });
  if (!row?.updated) {
    await removeImageFiles(stored.map((s) => s.path));
    throw notFound(M.notFound);
  }
  await removeImageFiles(row.deleted_paths);
  return loadProduct(id);
}

export async function deleteProduct(id: number): Promise<void> {
  const [row] = await getSql().unsafe<{ deleted: number; paths: string[] }[]>(
    `with images as (select path from public.product_images where product_id = $1),
          d as (delete from public.products where id = $1 returning id)
     select (select count(*) from d)::int as deleted, coalesce((select array_agg(path) from images), '{}') as paths`,
    [id],
  );
  if (!row?.deleted) throw notFound(M.notFound);
  await removeImageFiles(row.paths);
}
