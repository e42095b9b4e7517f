// Admin writes on /api/products (the public GETs are products-read.mts). Spec section 7:
//   POST   /api/products                          multipart -> 201 product
//   POST   /api/products/{id}  (_method=PUT)      multipart -> 200 product   (PUT works too)
//   DELETE /api/products/{id}                                -> 200 {message, id}
//   POST   /api/products/{id}/images/reorder      JSON {orders: [{id, order}]} -> 200 product
//   POST   /api/products/{id}/images/{imageId}    multipart field image -> 200 product
//   POST   /api/products/update-special           JSON {featured: [ids], hero: [ids]} -> 200 {message, featured, hero}
// An image field (images[n], image) holds a file, or the staging key of a direct upload
// (POST /api/admin/uploads, then a PUT to storage): the key is claimed for this session, the staged
// file checked like a sent one, and deleted whatever the outcome (src/server/admin/uploads).
import type { Config, Context } from '@netlify/functions';
import { adminRoute, methodNotAllowed } from '../../src/server/admin/admin-route.ts';
import { readImageValue, readProductForm, throwIfInvalid } from '../../src/server/admin/products/product-form.ts';
import { reorderImages, reorderSchema, replaceImage } from '../../src/server/admin/products/product-images.ts';
import { PRODUCT_MESSAGES as M } from '../../src/server/admin/products/product-messages.ts';
import { specialsSchema, updateSpecialProducts } from '../../src/server/admin/products/product-specials.ts';
import { createProduct, deleteProduct, updateProduct } from '../../src/server/admin/products/product-writes.ts';
import { withStagedUploads } from '../../src/server/admin/uploads/staged-uploads.ts';
import { readForm, readJson, validationError } from '../../src/server/admin/validation.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { requestStorefrontRebuild } from '../../src/server/services/rebuild/index.ts';

const MAX_FORM_BYTES = 27 * 1024 * 1024;

async function changed(response: Response): Promise<Response> {
  await requestStorefrontRebuild();
  return response;
}

export default withErrors(
  adminRoute(async (req: Request, context: Pick<Context, 'params'>) => {
    const { id: rawId, imageId: rawImageId } = context.params;
    if (rawId === undefined) {
      if (req.method !== 'POST') throw methodNotAllowed(['POST']);
      const form = readProductForm(await readForm(req, MAX_FORM_BYTES), 'create');
      return withStagedUploads(req, form, async (names) => {
        throwIfInvalid(form);
        return changed(json(await createProduct(form, names), { status: 201 }));
      });
    }
    if (rawId === 'update-special') {
      if (req.method !== 'POST') throw methodNotAllowed(['POST']);
      const sets = await updateSpecialProducts(await readJson(req, specialsSchema));
      return changed(json({ message: M.specialsUpdated, ...sets }));
    }
    const id = parseId(rawId);
    if (rawImageId === 'reorder') {
      if (req.method !== 'POST') throw methodNotAllowed(['POST']);
      const { orders } = await readJson(req, reorderSchema);
      return changed(json(await reorderImages(id, orders)));
    }
    if (rawImageId !== undefined) {
      if (req.method !== 'POST') throw methodNotAllowed(['POST']);
      const imageId = parseId(rawImageId, 'imageId');
      const value = (await readForm(req, MAX_FORM_BYTES)).get('image');
      const image = value === null ? null : readImageValue(value);
      const upload = image && image !== 'invalid' ? { field: 'image', ...image, order: undefined } : null;
      const target = { uploads: upload ? [upload] : [], errors: {} as Record<string, string[]> };
      return withStagedUploads(req, target, async (names) => {
        const problem = target.errors.image?.[0];
        if (problem) throw validationError(target.errors, problem);
        return changed(json(await replaceImage(id, imageId, upload, names)));
      });
    }
    if (req.method === 'DELETE') {
      await deleteProduct(id);
      return changed(json({ message: M.deleted, id }));
    }
    const body = await readForm(req, MAX_FORM_BYTES);
    const override = String(body.get('_method') ?? 'PUT').toUpperCase();
    if (override === 'DELETE') {
      await deleteProduct(id);
      return changed(json({ message: M.deleted, id }));
    }
    if (override !== 'PUT' && override !== 'PATCH') throw methodNotAllowed(['POST with _method=PUT', 'PUT', 'DELETE']);
    const form = readProductForm(body, 'update');
    return withStagedUploads(req, form, async (names) => {
      throwIfInvalid(form);
      return changed(json(await updateProduct(id, form, names)));
    });
  }),
);

export const config: Config = {
  path: ['/api/products', '/api/products/:id', '/api/products/:id/images/:imageId'],
  method: ['POST', 'PUT', 'DELETE'],
};
