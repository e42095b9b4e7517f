// Reorder a product's images and replace one of them (spec section 7).
import {
  PRODUCT_MESSAGES as M,
  type Product,
  type ProductUpload,
  type ReorderRequest,
} from '../../../contract/admin/products.ts';
import { getSql } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { prepareImages, storeImages, withStoredImages } from '../images/image-pipeline.ts';
import { removeImageFiles } from '../images/image-files.ts';
import { onlyRow } from '../../db/rows.ts';
import { incomingImages } from '../uploads/staged-uploads.ts';
import { validationError } from '../../http/admin-request.ts';
import { loadProduct } from './product-writes.ts';

export async function reorderImages(productId: number, orders: ReorderRequest['orders']): Promise<Product> {
  const ids = orders.map((o) => o.id);
  if (new Set(ids).size !== ids.length) throw validationError({ orders: [M.reorderIds] });
  // All or nothing: the update runs only when every id is an image of this product.
  const row = onlyRow(
    await getSql()<{ product: number; known: number }[]>`
      with x as (select * from jsonb_to_recordset(${JSON.stringify(orders)}::text::jsonb) as x(id bigint, "order" int)),
           known as (select count(*)::int as n from public.product_images where product_id = ${productId} and id in (select id from x)),
           u as (
             update public.product_images i set position = x."order" from x
             where i.id = x.id and i.product_id = ${productId} and (select n from known) = ${orders.length}
             returning i.id
           )
      select (select count(*) from public.products where id = ${productId})::int as product,
             (select n from known) as known, (select count(*) from u)::int as updated`,
    'reorder images',
  );
  if (!row.product) throw notFound(M.notFound);
  if (row.known !== orders.length) throw validationError({ orders: [M.reorderIds] });
  return loadProduct(productId);
}

/** `upload`: the form's `image` field, a file or a direct upload's staging key (names: see createProduct). */
export async function replaceImage(
  productId: number,
  imageId: number,
  upload: ProductUpload | null,
  stagedNames: ReadonlyMap<string, string> = new Map(),
): Promise<Product> {
  const product = await loadProduct(productId);
  if (!product.images.some((i) => i.id === imageId)) throw notFound(M.imageNotFound);
  if (!upload) throw validationError({ image: [M.notAFile] });
  const [image] = await storeImages(productId, await prepareImages(await incomingImages([upload], stagedNames)));
  if (!image) throw new Error('an encoded image was not stored');
  const [row] = await withStoredImages(
    [image],
    () => getSql()<{ old_path: string }[]>`
      with old as (select path from public.product_images where id = ${imageId} and product_id = ${productId})
      update public.product_images set path = ${image.path}, width = ${image.width}, height = ${image.height}
      where id = ${imageId} and product_id = ${productId}
      returning (select path from old) as old_path`,
  );
  if (!row) {
    await removeImageFiles([image.path]);
    throw notFound(M.imageNotFound);
  }
  await removeImageFiles([row.old_path]);
  return loadProduct(productId);
}
