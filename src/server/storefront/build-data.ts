// Build-time data of the static storefront, memoised per build process: every page of the build shares
// one read of the catalog per language, the categories and the settings.
import { listCategories, listProducts } from '../catalog/catalog-repository.ts';
import { catalogContext } from '../catalog/catalog-context.ts';
import { getSql } from '../db/client.ts';
import type { Category, Product } from '../../domain/catalog/types.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { storefrontTestimonials } from '../testimonials/testimonials-repository.ts';
import { readStorefrontSettings, type StorefrontSettings } from './storefront-settings.ts';

const memo = new Map<string, Promise<unknown>>();

function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    memo.set(key, value);
  }
  return value;
}

/** Every product, newest first, in the page's language. */
export function buildProducts(lang: Language): Promise<Product[]> {
  return once(`products:${lang}`, () => listProducts(catalogContext(), lang));
}

export function buildCategories(): Promise<Category[]> {
  return once('categories', () => listCategories(catalogContext(), true));
}

export function buildSettings(): Promise<StorefrontSettings> {
  return once('settings', () => readStorefrontSettings(getSql()));
}

/** The owner's testimonials of a language (none until entered: the home page then shows no section). */
export function buildTestimonials(lang: Language): Promise<{ quote: string; author: string }[]> {
  return once(`testimonials:${lang}`, () => storefrontTestimonials(lang));
}
