// The shop's strings, as the shop page passes them (its script ships no i18n runtime).
import type { GenderFilter } from '../../domain/catalog/shop-filter.ts';

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
  /** With {{count}}. */
  results: string;
  noResults: string;
  resetFilters: string;
  pagination: PaginationLabels;
}
