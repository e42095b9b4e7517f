// The shop's state in its URL (?gender=, ?category=, ?q=, ?sort=, ?min=, ?max= in whole euros, ?page=), so filtered views can be linked
// (the home's for-her/for-him buttons) and survive a reload or a language switch.
import {
  parseCategory,
  parseGender,
  parsePriceBound,
  type CategoryFilter,
  type GenderFilter,
} from '../../domain/catalog/shop-filter.ts';
import { parseSort, type ShopSort } from '../../domain/catalog/shop-sort.ts';

export interface ShopQuery {
  search: string;
  category: CategoryFilter;
  gender: GenderFilter;
  sort: ShopSort;
  minPrice: number | null;
  maxPrice: number | null;
  page: number;
}

export const DEFAULT_QUERY: ShopQuery = {
  search: '',
  category: 'all',
  gender: 'all',
  sort: 'relevance',
  minPrice: null,
  maxPrice: null,
  page: 1,
};

export function parseShopQuery(search: string, categoryIds: readonly number[]): ShopQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    category: parseCategory(params.get('category'), categoryIds),
    gender: parseGender(params.get('gender')),
    sort: parseSort(params.get('sort')),
    minPrice: parsePriceBound(params.get('min')),
    maxPrice: parsePriceBound(params.get('max')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a state ('' when everything is at its default); other parameters are kept. */
export function shopQueryString(state: ShopQuery, current = ''): string {
  const params = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value === null ? params.delete(key) : params.set(key, value));
  set('q', state.search.trim() ? state.search : null);
  set('category', state.category === 'all' ? null : String(state.category));
  set('gender', state.gender === 'all' ? null : state.gender);
  set('sort', state.sort === 'relevance' ? null : state.sort);
  set('min', state.minPrice === null ? null : String(state.minPrice));
  set('max', state.maxPrice === null ? null : String(state.maxPrice));
  set('page', state.page > 1 ? String(state.page) : null);
  const text = params.toString();
  return text ? `?${text}` : '';
}
