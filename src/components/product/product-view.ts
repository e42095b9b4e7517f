// Build-time view models of products for pages and islands: texts already translated, prices formatted,
// image URLs and srcset resolved, so no component (or island prop) ever sees a database row.
import { imageSrcSet, PLACEHOLDER_IMAGE_URL } from '../../domain/catalog/images.ts';
import { stockLevel, type StockLevel } from '../../domain/catalog/stock.ts';
import type { CategoryRef, Gender, Product, ProductImage } from '../../domain/catalog/types.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/vocabulary/language.ts';
import { localizedPath } from '../../i18n/routing.ts';
import type { Translator } from '../../i18n/translate.ts';
import { formatMoney } from '../../i18n/locale.ts';

export interface ImageView {
  src: string;
  srcset?: string;
  width: number;
  height: number;
  alt: string;
}

export interface ProductCardView {
  id: number;
  name: string;
  description: string;
  href: string;
  price_cents: number;
  priceLabel: string;
  gender: Gender;
  genderLabel: string;
  category_id: number;
  categoryName: string;
  size_ml: number;
  sizeLabel: string;
  stock: number;
  stockLevel: StockLevel;
  stockLabel: string;
  image: ImageView;
}

export interface ViewContext {
  lang: Language;
  /** A translator over at least the 'common' and 'shop' namespaces. */
  t: Translator;
  storageBaseUrl: string;
}

const DEFAULT_SIZE = { width: 800, height: 1000 };

export function imageView(image: ProductImage | undefined, alt: string, storageBaseUrl: string): ImageView {
  if (!image) return { src: PLACEHOLDER_IMAGE_URL, ...DEFAULT_SIZE, alt };
  const width = image.width ?? DEFAULT_SIZE.width;
  const height = image.height ?? Math.round((width * DEFAULT_SIZE.height) / DEFAULT_SIZE.width);
  // Only the shop's own 3-width WebP files have siblings to list in srcset.
  const srcset = /-\d+\.webp$/.test(image.path) ? imageSrcSet(storageBaseUrl, image.path) : undefined;
  return { src: image.url, ...(srcset ? { srcset } : {}), width, height, alt };
}

/**
 * A category's name in the page's language: the admin's own name for that language,
 * else, for the seeded families, the shop's words for its slug, else the French name (the fallback).
 * In French the admin's name always wins, so a renamed seeded family shows its new name.
 */
export function categoryLabel(category: CategoryRef, t: Translator, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return category.name;
  const own = lang === 'en' ? category.name_en : category.name_nl;
  if (own) return own;
  try {
    return t(`shop:categories.names.${category.slug}`);
  } catch {
    return category.name;
  }
}

/** The categories the shop offers as filters: those with at least one product on its pages, in the page's language. */
export function shopCategoryChoices(
  categories: readonly CategoryRef[],
  products: readonly { category_id: number }[],
  t: Translator,
  lang: Language,
): { id: number; name: string }[] {
  const shown = new Set(products.map((p) => p.category_id));
  return categories
    .filter((c) => shown.has(c.id))
    .map((c) => ({ id: c.id, name: categoryLabel(c, t, lang) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}

export const STOCK_KEYS: Record<StockLevel, string> = {
  out: 'common:stock.out',
  limited: 'common:stock.limited',
  available: 'common:stock.available',
};

export function toCardView(product: Product, { lang, t, storageBaseUrl }: ViewContext): ProductCardView {
  const level = stockLevel(product.stock);
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    href: localizedPath(lang, `/product/${product.id}`),
    price_cents: product.price_cents,
    priceLabel: formatMoney(product.price_cents, lang),
    gender: product.gender,
    genderLabel: t(`common:gender.${product.gender}`),
    category_id: product.category_id,
    categoryName: categoryLabel(product.category, t, lang),
    size_ml: product.size_ml,
    sizeLabel: t('common:product.sizeMl', { size: product.size_ml }),
    stock: product.stock,
    stockLevel: level,
    stockLabel: t(STOCK_KEYS[level]),
    image: imageView(product.images[0], product.name, storageBaseUrl),
  };
}
