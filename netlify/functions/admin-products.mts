// Admin writes on /api/products (the public GETs are products-read.mts); the contract, with every
// request and answer: src/contract/admin/products.ts.
// An image field (images[n], image) holds a file, or the staging key of a direct upload
// (POST /api/admin/uploads, then a PUT to storage): the key is claimed for this session, the staged
// file checked like a sent one, and deleted whatever the outcome (src/server/catalog/uploads).
import type { Config } from '@netlify/functions';
import {
  PRODUCT_MESSAGES as M,
  readImageValue,
  reorderRequestSchema,
  specialsRequestSchema,
  type ProductFormMode,
} from '../../src/contract/admin/products.ts';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/http/admin-route.ts';
import { readProductForm, throwIfInvalid } from '../../src/server/catalog/products/product-form.ts';
import { reorderImages, replaceImage } from '../../src/server/catalog/products/product-images.ts';
import { updateSpecialProducts } from '../../src/server/catalog/products/product-specials.ts';
import { createProduct, deleteProduct, updateProduct } from '../../src/server/catalog/products/product-writes.ts';
import { withStagedUploads } from '../../src/server/catalog/uploads/staged-uploads.ts';
import { readForm, readJson, validationError } from '../../src/server/http/admin-request.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json } from '../../src/server/http/responses.ts';
import { kickMailDelivery } from '../../src/server/mail/queue/mail-delivery.ts';
import { requestStorefrontRebuild } from '../../src/server/publishing/index.ts';

const MAX_FORM_BYTES = 27 * 1024 * 1024;

/**
 * Every catalog change asks for a storefront rebuild before it is answered, and starts the mail
 * delivery: a restock from 0 has queued its back-in-stock notices (the products trigger).
 */
async function changed(body: unknown, status = 200): Promise<Response> {
  await requestStorefrontRebuild();
  void kickMailDelivery();
  return json(body, { status });
}

/** POST /api/products (create) and POST or PUT /api/products/{id} (update): the multipart product form. */
async function saveProduct(req: Request, form: FormData, mode: ProductFormMode, id?: number): Promise<Response> {
  const product = readProductForm(form, mode);
  return withStagedUploads(req, product, async (names) => {
    throwIfInvalid(product.errors);
    if (id === undefined) return changed(await createProduct(product, names), 201);
    return changed(await updateProduct(id, product, names));
  });
}

/** POST /api/products/{id}/images/{imageId}: the form's field `image`, a file or a staging key. */
async function replaceOneImage(req: Request, id: number, imageId: number): Promise<Response> {
  const value = (await readForm(req, MAX_FORM_BYTES)).get('image');
  const image = value === null ? null : readImageValue(value);
  const upload = image && image !== 'invalid' ? { field: 'image', ...image, order: undefined } : null;
  const target = { uploads: upload ? [upload] : [], errors: {} };
  return withStagedUploads(req, target, async (names) => {
    if (Object.keys(target.errors).length > 0) throw validationError(target.errors);
    return changed(await replaceImage(id, imageId, upload, names));
  });
}

async function removeProduct(id: number): Promise<Response> {
  await deleteProduct(id);
  return changed({ message: M.deleted, id });
}

/** /api/products/{id}: a real PUT or DELETE, or a POST whose form field _method says which (spec section 7). */
async function productById(req: Request, id: number): Promise<Response> {
  if (req.method === 'DELETE') return removeProduct(id);
  const form = await readForm(req, MAX_FORM_BYTES);
  const override = String(form.get('_method') ?? 'PUT').toUpperCase();
  if (override === 'DELETE') return removeProduct(id);
  if (override !== 'PUT' && override !== 'PATCH') throw methodNotAllowed(['POST with _method=PUT', 'PUT', 'DELETE']);
  return saveProduct(req, form, 'update', id);
}

export default adminRoute(async (req: Request, context: AdminContext) => {
  const { id: rawId, imageId: rawImageId } = context.params;
  if (rawId === undefined) {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    return saveProduct(req, await readForm(req, MAX_FORM_BYTES), 'create');
  }
  if (rawId === 'update-special') {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const sets = await updateSpecialProducts(await readJson(req, specialsRequestSchema));
    return changed({ message: M.specialsUpdated, ...sets });
  }
  const id = parseId(rawId);
  if (rawImageId === undefined) return productById(req, id);
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  if (rawImageId !== 'reorder') return replaceOneImage(req, id, parseId(rawImageId, 'imageId'));
  const { orders } = await readJson(req, reorderRequestSchema);
  return changed(await reorderImages(id, orders));
});

export const config: Config = {
  path: ['/api/products', '/api/products/:id', '/api/products/:id/images/:imageId'],
  method: ['POST', 'PUT', 'DELETE'],
};
