// The shop's filter rules (spec sections 4, 5 and 9): search (search.ts: accents and case ignored,
// whole-word prefixes, one slip forgiven) on the texts of the page's language and on the other
// languages' names, families and notes, category, gender (male and female include unisex; anything
// else = all), a price range in whole euros, pages of 6.
import { matchesSearchText } from './search.ts';
import type { Gender } from './types.ts';

export const SHOP_PAGE_SIZE = 6;

export type GenderFilter = Gender | 'all';
export type CategoryFilter = number | 'all';

export interface ShopFilters {
  search: string;
  category: CategoryFilter;
  gender: GenderFilter;
  /** Whole euros, inclusive; null: no bound. */
  minPrice?: number | null;
  maxPrice?: number | null;
}

export interface Filterable {
  name: string;
  description: string;
  gender: Gender;
  category_id: number;
  price_cents?: number;
  /** More texts of the page's language searched (the notes, the family's name). */
  texts?: readonly string[];
  /** The other languages' names, families and notes: found too, after the page's language. */
  otherTexts?: readonly string[];
}

/** A price bound of the address or a field: whole euros >= 0, else none. */
export function parsePriceBound(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const euros = Number(value.trim().replace(',', '.'));
  return Number.isFinite(euros) && euros >= 0 ? Math.floor(euros) : null;
}

function matchesPrice(priceCents: number | undefined, filters: ShopFilters): boolean {
  if (priceCents === undefined) return true;
  const { minPrice, maxPrice } = filters;
  return (
    (minPrice === null || minPrice === undefined || priceCents >= minPrice * 100) &&
    (maxPrice === null || maxPrice === undefined || priceCents <= maxPrice * 100)
  );
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

/** Where a search finds the item: in the page's language, only in another one, or not at all. */
export function searchMatch(item: Filterable, search: string): 'own' | 'other' | null {
  if (matchesSearchText([item.name, item.description, ...(item.texts ?? [])], search)) return 'own';
  if (item.otherTexts?.length && matchesSearchText(item.otherTexts, search)) return 'other';
  return null;
}

export function filterProducts<T extends Filterable>(items: readonly T[], filters: ShopFilters): T[] {
  return items.filter(
    (item) =>
      (filters.category === 'all' || item.category_id === filters.category) &&
      matchesGender(item.gender, filters.gender) &&
      matchesPrice(item.price_cents, filters) &&
      searchMatch(item, filters.search) !== null,
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
