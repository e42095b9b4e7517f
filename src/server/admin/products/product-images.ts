// Reorder a product's images and replace one of them (spec section 7).
import { z } from 'zod';
import type { Product } from '../../../domain/catalog/types.ts';
import { getSql } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { prepareImages, storeImages, withStoredImages } from '../images/image-pipeline.ts';
import { removeImageFiles } from '../images/image-files.ts';
import { incomingImages } from '../uploads/staged-uploads.ts';
import type { UploadedFile } from './product-form.ts';
import { PRODUCT_MESSAGES as M } from './product-messages.ts';
import { loadProduct } from './product-writes.ts';
import { validationError } from '../validation.ts';

export const reorderSchema = z.object({
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

export async function reorderImages(productId: number, orders: z.infer<typeof reorderSchema>['orders']): Promise<Product> {
  const ids = orders.map((o) => o.id);
  if (new Set(ids).size !== ids.length) throw validationError({ orders: [M.reorderIds] }, M.reorderIds);
  // All or nothing: the update runs only when every id is an image of this product.
  const [row] = await getSql().unsafe<{ product: number; known: number; updated: number }[]>(
    `with x as (select * from jsonb_to_recordset($2::text::jsonb) as x(id bigint, "order" int)),
          known as (select count(*)::int as n from public.product_images where product_id = $1 and id in (select id from x)),
          u as (
            update public.product_images i set position = x."order" from x
            where i.id = x.id and i.product_id = $1 and (select n from known) = $3
            returning i.id
          )
     select (select count(*) from public.products where id = $1)::int as product,
            (select n from known) as known, (select count(*) from u)::int as updated`,
    [productId, JSON.stringify(orders), orders.length],
  );
  if (!row?.product) throw notFound(M.notFound);
  if (row.known !== orders.length) throw validationError({ orders: [M.reorderIds] }, M.reorderIds);
  return loadProduct(productId);
}

/** `upload`: the form's `image` field, a file or a direct upload's staging key (names: see createProduct). */
export async function replaceImage(
  productId: number,
  imageId: number,
  upload: UploadedFile | null,
  stagedNames: ReadonlyMap<string, string> = new Map(),
): Promise<Product> {
  const product = await loadProduct(productId);
  if (!product.images.some((i) => i.id === imageId)) throw notFound(M.imageNotFound);
  if (!upload) throw validationError({ image: [M.notAFile] }, M.notAFile);
  const encoded = await prepareImages(await incomingImages([upload], stagedNames));
  const stored = await storeImages(productId, encoded);
  const image = stored[0]!;
  const [row] = await withStoredImages(stored, () =>
    getSql().unsafe<{ old_path: string }[]>(
      `with old as (select path from public.product_images where id = $2 and product_id = $1)
       update public.product_images set path = $3, width = $4, height = $5
       where id = $2 and product_id = $1
       returning (select path from old) as old_path`,
      [productId, imageId, image.path, image.width, image.height],
    ),
  );
  if (!row) {
    await removeImageFiles([image.path]);
    throw notFound(M.imageNotFound);
  }
  await removeImageFiles([row.old_path]);
  return loadProduct(productId);
}
