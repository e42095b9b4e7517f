// The catalog as the public API reads it (spec sections 3 and 7):
//   GET /api/products[?is_hero=1][&is_flagship=1][&lang=fr|en|nl] -> Product[] (newest first)
//   GET /api/products/{id}[?lang=]                                 -> Product
//   GET /api/categories                                            -> Category[] (by name)
//   GET /api/categories/with-product-count                         -> Category[] with products_count
//   GET /api/categories/{id}                                       -> Category with products_count
// Product texts come in the asked language (French where a translation is missing); `translations`
// holds every language as stored. 400 `invalid_id` for an id that is not a positive integer, 400 for
// an unknown lang, 404 `not_found` for an unknown id.
// A product and a category have one shape, whoever answers them: the back-office's writes answer the
// same ones (src/contract/admin/products.ts and categories.ts, where they are defined).
import { z } from 'zod';
import { categorySchema } from './admin/categories.ts';
import { productSchema } from './admin/products.ts';

export { categorySchema, productSchema };
export type ProductAnswer = z.infer<typeof productSchema>;
export type CategoryAnswer = z.infer<typeof categorySchema>;

export const productListSchema = z.array(productSchema);
export const categoryListSchema = z.array(categorySchema);
