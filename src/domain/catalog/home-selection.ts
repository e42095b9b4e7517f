// What the home page shows (spec sections 2 and 9): the first hero product, at most 3 flagships,
// the 3 newest, and up to 3 related products of the same category.
import type { Product } from './types.ts';

const FEATURED_MAX = 3;
const NEWEST_COUNT = 3;
const RELATED_MAX = 3;

type Dated = Pick<Product, 'id' | 'created_at'>;

const newestFirst = (a: Dated, b: Dated) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

export function heroProduct<T extends Dated & Pick<Product, 'is_hero'>>(products: readonly T[]): T | null {
  return [...products].sort(newestFirst).find((p) => p.is_hero) ?? null;
}

export function featuredProducts<T extends Dated & Pick<Product, 'is_flagship'>>(products: readonly T[]): T[] {
  return [...products]
    .sort(newestFirst)
    .filter((p) => p.is_flagship)
    .slice(0, FEATURED_MAX);
}

export function newestProducts<T extends Dated>(products: readonly T[]): T[] {
  return [...products].sort(newestFirst).slice(0, NEWEST_COUNT);
}

export function relatedProducts<T extends Dated & Pick<Product, 'category_id'>>(
  products: readonly T[],
  product: T,
): T[] {
  return [...products]
    .sort(newestFirst)
    .filter((p) => p.category_id === product.category_id && p.id !== product.id)
    .slice(0, RELATED_MAX);
}
