// The shop's filter rules (spec sections 4, 5 and 9): search on name or description (search.ts: accents
// and case ignored, whole-word prefixes, one slip forgiven),
// category, gender (male and female include unisex; anything else = all), pages of 6.
import { matchesSearchText } from './search.ts';
import type { Gender } from './types.ts';

export const SHOP_PAGE_SIZE = 6;

export type GenderFilter = Gender | 'all';
export type CategoryFilter = number | 'all';

export interface ShopFilters {
  search: string;
  category: CategoryFilter;
  gender: GenderFilter;
}

export interface Filterable {
  name: string;
  description: string;
  gender: Gender;
  category_id: number;
}

export function parseGender(value: string | null | undefined): GenderFilter {
  return value === 'male' || value === 'female' || value === 'unisex' ? value : 'all';
}

export function parseCategory(value: string | null | undefined, knownIds: readonly number[]): CategoryFilter {
  const id = Number(value);
  return value && Number.isInteger(id) && knownIds.includes(id) ? id : 'all';
}

export function matchesGender(gender: Gender, filter: GenderFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'unisex') return gender === 'unisex';
  return gender === filter || gender === 'unisex';
}

function matchesSearch(item: Pick<Filterable, 'name' | 'description'>, search: string): boolean {
  return matchesSearchText([item.name, item.description], search);
}

export function filterProducts<T extends Filterable>(items: readonly T[], filters: ShopFilters): T[] {
  return items.filter(
    (item) =>
      (filters.category === 'all' || item.category_id === filters.category) &&
      matchesGender(item.gender, filters.gender) &&
      matchesSearch(item, filters.search),
  );
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** One page of the results; a page out of range is clamped. */
export function paginate<T>(items: readonly T[], page: number, size = SHOP_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount, total: items.length };
}
