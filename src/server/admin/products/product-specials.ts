// POST /api/products/update-special {featured, hero}: the whole flagship and hero sets in one
// statement (the database's statement-level trigger re-checks 3 flagship and 1 hero).
import { z } from 'zod';
import { getSql } from '../../db/client.ts';
import { validationError } from '../validation.ts';
import { PRODUCT_MESSAGES as M } from './product-messages.ts';
import { mapProductWriteError } from './special-errors.ts';

const ids = z.array(z.coerce.number().int().positive()).max(100).transform((list) => [...new Set(list)]);
export const specialsSchema = z.object({ featured: ids.default([]), hero: ids.default([]) });

export interface SpecialSets {
  featured: number[];
  hero: number[];
}

export async function updateSpecialProducts({ featured, hero }: SpecialSets): Promise<SpecialSets> {
  if (featured.length > 3) throw validationError({ featured: [M.featuredLimit] }, M.featuredLimit);
  if (hero.length > 1) throw validationError({ hero: [M.heroLimit] }, M.heroLimit);
  const sql = getSql();
  const all = [...new Set([...featured, ...hero])];
  const found = await sql.unsafe<{ id: number }[]>('select id from public.products where id = any($1::bigint[])', [all]);
  const missing = all.filter((id) => !found.some((r) => r.id === id));
  if (missing.length > 0) {
    const message = M.unknownProducts(missing);
    const fields: Record<string, string[]> = {};
    if (featured.some((id) => missing.includes(id))) fields.featured = [message];
    if (hero.some((id) => missing.includes(id))) fields.hero = [message];
    throw validationError(fields, message);
  }
  try {
    await sql.unsafe(
      `update public.products p
          set is_flagship = p.id = any($1::bigint[]), is_hero = p.id = any($2::bigint[])
        where p.is_flagship or p.is_hero or p.id = any($1::bigint[]) or p.id = any($2::bigint[])`,
      [featured, hero],
    );
  } catch (error) {
    throw mapProductWriteError(error);
  }
  return { featured, hero };
}
