// The shop's strings, as the shop page passes them (its script ships no i18n runtime).
import type { PluralTemplates } from '../../i18n/plural.ts';
import type { GenderFilter } from '../../domain/catalog/shop-filter.ts';
import type { ShopSort } from '../../domain/catalog/shop-sort.ts';

export interface PaginationLabels {
  label: string;
  previous: string;
  next: string;
  /** With {{page}}. */
  page: string;
  /** With {{page}} and {{count}}. */
  status: string;
}

export interface ShopLabels {
  searchLabel: string;
  searchPlaceholder: string;
  categoryLabel: string;
  categoryAll: string;
  genderLabel: string;
  genders: Record<GenderFilter, string>;
  sortLabel: string;
  sorts: Record<ShopSort, string>;
  price: { legend: string; min: string; max: string };
  /** Both plural forms, with {{count}}. */
  results: PluralTemplates;
  noResults: string;
  resetFilters: string;
  pagination: PaginationLabels;
}
