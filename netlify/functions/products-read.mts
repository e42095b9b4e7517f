// GET /api/products (?is_hero=1, ?is_flagship=1, ?lang=) and GET /api/products/{id} (src/contract/catalog.ts);
// 400 for an id that is not a positive integer or an unknown lang, 404 for an unknown product.
import type { Config, Context } from '@netlify/functions';
import type { ProductAnswer } from '../../src/contract/catalog.ts';
import { getProduct, listProducts } from '../../src/server/catalog/catalog-repository.ts';
import { catalogContext } from '../../src/server/catalog/catalog-context.ts';
import { notFound } from '../../src/server/http/errors.ts';
import { flagParam, languageParam, parseId } from '../../src/server/http/params.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'params'>) => {
  const url = new URL(req.url);
  const language = languageParam(url);
  if (context.params.id !== undefined) {
    const product = await getProduct(catalogContext(), parseId(context.params.id), language);
    if (!product) throw notFound('Product not found');
    return json(product satisfies ProductAnswer);
  }
  const products = await listProducts(catalogContext(), language, {
    heroOnly: flagParam(url, 'is_hero'),
    flagshipOnly: flagParam(url, 'is_flagship'),
  });
  return json(products satisfies ProductAnswer[]);
});

export const config: Config = { path: ['/api/products', '/api/products/:id'], method: ['GET'] };
