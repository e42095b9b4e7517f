// The database keeps the limits of 3 flagship and 1 hero product (check_special_products_limit);
// its errors become the spec's 422 messages.
import { HttpError } from '../../http/errors.ts';
import { validationError } from '../validation.ts';
import { PRODUCT_MESSAGES as M } from './product-messages.ts';

interface PgError {
  code?: string;
  constraint_name?: string;
  constraint?: string;
}

export function mapProductWriteError(error: unknown): unknown {
  const pg = error as PgError;
  const constraint = pg?.constraint_name ?? pg?.constraint;
  if (pg?.code === '23514' && constraint === 'products_flagship_limit') return validationError({ is_flagship: [M.featuredLimit] }, M.featuredLimit);
  if (pg?.code === '23514' && constraint === 'products_hero_limit') return validationError({ is_hero: [M.heroLimit] }, M.heroLimit);
  if (pg?.code === '23514' && constraint === 'product_images_limit') return validationError({ images: [M.maxImagesInTotal] }, M.maxImagesInTotal);
  if (pg?.code === '23503') return validationError({ category_id: [M.category] }, M.category);
  return error;
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
