// Admin writes on /api/categories (the public GETs are categories-read.mts); the contract, with every
// request and answer: src/contract/admin/categories.ts.
import type { Config } from '@netlify/functions';
import { CATEGORY_MESSAGES, categoryRequestSchema } from '../../src/contract/admin/categories.ts';
import { adminRoute, methodNotAllowed, type AdminContext } from '../../src/server/http/admin-route.ts';
import {
  createCategory,
  deleteCategory,
  readCategory,
  updateCategory,
} from '../../src/server/catalog/categories/category-writes.ts';
import { readJson } from '../../src/server/http/admin-request.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json } from '../../src/server/http/responses.ts';
import { requestStorefrontRebuild } from '../../src/server/publishing/index.ts';

/** Every catalog change asks for a storefront rebuild before it is answered. */
async function changed(body: unknown, status = 200): Promise<Response> {
  await requestStorefrontRebuild();
  return json(body, { status });
}

export default adminRoute(async (req: Request, context: AdminContext) => {
  if (context.params.id === undefined) {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    return changed(await createCategory(readCategory(await readJson(req, categoryRequestSchema))), 201);
  }
  const id = parseId(context.params.id);
  if (req.method === 'DELETE') {
    await deleteCategory(id);
    return changed({ message: CATEGORY_MESSAGES.deleted, id });
  }
  if (req.method !== 'PUT') throw methodNotAllowed(['PUT', 'DELETE']);
  return changed(await updateCategory(id, readCategory(await readJson(req, categoryRequestSchema))));
});

export const config: Config = { path: ['/api/categories', '/api/categories/:id'], method: ['POST', 'PUT', 'DELETE'] };
