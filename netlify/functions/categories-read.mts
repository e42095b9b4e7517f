// GET /api/categories, /api/categories/with-product-count and /api/categories/{id} (src/contract/catalog.ts).
import type { Config, Context } from '@netlify/functions';
import type { CategoryAnswer } from '../../src/contract/catalog.ts';
import { getCategory, listCategories } from '../../src/server/catalog/catalog-repository.ts';
import { catalogContext } from '../../src/server/catalog/catalog-context.ts';
import { notFound } from '../../src/server/http/errors.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

export default withErrors(async (_req: Request, context: Pick<Context, 'params'>) => {
  const id = context.params.id;
  if (id === 'with-product-count')
    return json((await listCategories(catalogContext(), true)) satisfies CategoryAnswer[]);
  if (id !== undefined) {
    const category = await getCategory(catalogContext(), parseId(id));
    if (!category) throw notFound('Category not found');
    return json(category satisfies CategoryAnswer);
  }
  return json((await listCategories(catalogContext())) satisfies CategoryAnswer[]);
});

export const config: Config = { path: ['/api/categories', '/api/categories/:id'], method: ['GET'] };
