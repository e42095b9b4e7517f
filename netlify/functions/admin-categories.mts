// Admin writes on /api/categories (the public GETs are categories-read.mts). Spec section 7:
//   POST   /api/categories        {name, slug?} -> 201 category
//   PUT    /api/categories/{id}   {name, slug?} -> 200 category
//   DELETE /api/categories/{id}                 -> 200 {message, id}; 409 while it still has products
import type { Config, Context } from '@netlify/functions';
import { adminRoute, methodNotAllowed } from '../../src/server/admin/admin-route.ts';
import { CATEGORY_MESSAGES, createCategory, deleteCategory, readCategory, updateCategory } from '../../src/server/admin/categories/category-writes.ts';
import { readJson } from '../../src/server/admin/validation.ts';
import { z } from 'zod';
import { parseId } from '../../src/server/http/params.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { requestStorefrontRebuild } from '../../src/server/services/rebuild/index.ts';

async function changed(response: Response): Promise<Response> {
  await requestStorefrontRebuild();
  return response;
}

export default withErrors(
  adminRoute(async (req: Request, context: Pick<Context, 'params'>) => {
    if (context.params.id === undefined) {
      if (req.method !== 'POST') throw methodNotAllowed(['POST']);
      return changed(json(await createCategory(readCategory(await readJson(req, z.unknown()))), { status: 201 }));
    }
    const id = parseId(context.params.id);
    if (req.method === 'DELETE') {
      await deleteCategory(id);
      return changed(json({ message: CATEGORY_MESSAGES.deleted, id }));
    }
    if (req.method !== 'PUT') throw methodNotAllowed(['PUT', 'DELETE']);
    return changed(json(await updateCategory(id, readCategory(await readJson(req, z.unknown())))));
  }),
);

export const config: Config = { path: ['/api/categories', '/api/categories/:id'], method: ['POST', 'PUT', 'DELETE'] };
