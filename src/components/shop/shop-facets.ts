// What the shop page's script sorts and searches on, besides a card's own name and description: the
// price, the day the product was added, the notes and family in the page's language, and the other
// languages' names, families and notes (a shopper on the French page typing "cedar" or "houtig"
// still finds the perfume; those found in the page's own language come first, shop-sort.ts).
import type { Product } from '../../domain/catalog/types.ts';
import { LANGUAGES, type Language } from '../../domain/vocabulary/language.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { categoryLabel } from '../product/product-view.ts';

export interface ShopFacets {
  price_cents: number;
  created_at: string;
  texts: string[];
  otherTexts: string[];
}

function present(values: (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v && v.trim())))];
}

export function shopFacets(product: Product, lang: Language): ShopFacets {
  const family = (l: Language) => categoryLabel(product.category, getTranslator(l, ['shop']), l);
  const own = present([product.olfactive_notes, family(lang)]);
  const others = LANGUAGES.filter((l) => l !== lang).flatMap((l) => {
    const t = product.translations[l];
    return [t.name, t.olfactive_notes, family(l)];
  });
  const ownWords = new Set([product.name, product.description, ...own]);
  return {
    price_cents: product.price_cents,
    created_at: product.created_at,
    texts: own,
    otherTexts: present(others).filter((text) => !ownWords.has(text)),
  };
}
