// A category's name in the admin's language (in the back-office): the admin's own name
// for that language, else the shop's words for a seeded family (its slug), else the French name, the
// fallback. The same rule as the storefront's categoryLabel (src/components/product/product-view.ts).
import enShop from '../../i18n/messages/en/shop.json';
import nlShop from '../../i18n/messages/nl/shop.json';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/vocabulary/language.ts';

export interface NamedCategory {
  name: string;
  name_en: string | null;
  name_nl: string | null;
  slug: string;
}

const FAMILY_NAMES: Record<'en' | 'nl', Record<string, string>> = {
  en: enShop.categories.names,
  nl: nlShop.categories.names,
};

export function categoryNameIn(category: NamedCategory, language: string): string {
  const lang = language as Language;
  if (lang === DEFAULT_LANGUAGE || (lang !== 'en' && lang !== 'nl')) return category.name;
  const own = lang === 'en' ? category.name_en : category.name_nl;
  return own || FAMILY_NAMES[lang][category.slug] || category.name;
}
