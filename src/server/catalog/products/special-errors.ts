// The database keeps the limits of 3 flagship and 1 hero product (check_special_products_limit) and
// 5 images a product, and refuses a category that does not exist: its refusals become the spec's 422s.
import { PRODUCT_MESSAGES as M } from '../../../contract/admin/products.ts';
import { validationError } from '../../http/admin-request.ts';

const CHECK_VIOLATIONS: Record<string, { field: string; message: string }> = {
  products_flagship_limit: { field: 'is_flagship', message: M.featuredLimit },
  products_hero_limit: { field: 'is_hero', message: M.heroLimit },
  product_images_limit: { field: 'images', message: M.maxImagesInTotal },
};

export function mapProductWriteError(error: unknown): unknown {
  const pg = (error ?? {}) as { code?: string; constraint_name?: string; constraint?: string };
  const refused = pg.code === '23514' ? CHECK_VIOLATIONS[pg.constraint_name ?? pg.constraint ?? ''] : undefined;
  if (refused) return validationError({ [refused.field]: [refused.message] });
  if (pg.code === '23503') return validationError({ category_id: [M.category] });
  return error;
}
