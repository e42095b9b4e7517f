// The shop's orders: "relevance" (the catalog's own order, newest first; with a search, the products
// found in the page's language before those found only through another language's texts), newest,
// price up, price down, name A to Z in the page's language's alphabet.
import { searchMatch, type Filterable } from './shop-filter.ts';

export const SHOP_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'name'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export interface Sortable extends Filterable {
  price_cents?: number;
  /** ISO date the product was added. */
  created_at?: string;
}

export function parseSort(value: string | null | undefined): ShopSort {
  return (SHOP_SORTS as readonly string[]).includes(value ?? '') ? (value as ShopSort) : 'relevance';
}

/** The items in the order asked; equal items keep the catalog's order (Array.prototype.sort is stable). */
export function sortProducts<T extends Sortable>(
  items: readonly T[],
  sort: ShopSort,
  search: string,
  lang: string,
): T[] {
  const list = [...items];
  switch (sort) {
    case 'price-asc':
      return list.sort((a, b) => (a.price_cents ?? 0) - (b.price_cents ?? 0));
    case 'price-desc':
      return list.sort((a, b) => (b.price_cents ?? 0) - (a.price_cents ?? 0));
    case 'newest':
      return list.sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
    case 'name': {
      const collator = new Intl.Collator(lang, { sensitivity: 'base' });
      return list.sort((a, b) => collator.compare(a.name, b.name));
    }
    default: {
      if (!search.trim()) return list;
      const rank = (item: T) => (searchMatch(item, search) === 'own' ? 0 : 1);
      return list.sort((a, b) => rank(a) - rank(b));
    }
  }
}
