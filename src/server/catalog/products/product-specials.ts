// POST /api/products/update-special {featured, hero}: the whole flagship and hero sets in one
// statement (the database's statement-level trigger re-checks 3 flagship and 1 hero; the request's
// schema refuses more before that).
import { PRODUCT_MESSAGES as M, type SpecialsRequest } from '../../../contract/admin/products.ts';
import type { FieldErrors } from '../../../contract/errors.ts';
import { getSql } from '../../db/client.ts';
import { validationError } from '../../http/admin-request.ts';
import { mapProductWriteError } from './special-errors.ts';

export async function updateSpecialProducts({ featured, hero }: SpecialsRequest): Promise<SpecialsRequest> {
  const sql = getSql();
  const all = [...new Set([...featured, ...hero])];
  const found = await sql<{ id: number }[]>`select id from public.products where id = any(${all}::bigint[])`;
  const missing = all.filter((id) => !found.some((r) => r.id === id));
  if (missing.length > 0) {
    const message = M.unknownProducts(missing);
    const fields: FieldErrors = {};
    if (featured.some((id) => missing.includes(id))) fields.featured = [message];
    if (hero.some((id) => missing.includes(id))) fields.hero = [message];
    throw validationError(fields, message);
  }
  try {
    await sql`
      update public.products p
         set is_flagship = p.id = any(${featured}::bigint[]), is_hero = p.id = any(${hero}::bigint[])
       where p.is_flagship or p.is_hero or p.id = any(${featured}::bigint[]) or p.id = any(${hero}::bigint[])`;
  } catch (error) {
    throw mapProductWriteError(error);
  }
  return { featured, hero };
}
