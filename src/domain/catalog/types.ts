// The catalog as the shop's code sees it: shapes of spec section 3, whatever the storage.
import type { Language } from '../vocabulary/language.ts';

export const GENDERS = ['male', 'female', 'unisex'] as const;
export type Gender = (typeof GENDERS)[number];

export interface ProductTexts {
  name: string;
  description: string;
  olfactive_notes: string | null;
}

export interface ProductImage {
  id: number;
  /** Storage path of the 800 px WebP; the other widths sit beside it (see images.ts). */
  path: string;
  order: number;
  width: number | null;
  height: number | null;
  /** Public URL of `path`. */
  url: string;
}

export interface CategoryRef {
  id: number;
  /** The French name, the fallback of the other languages. */
  name: string;
  /** The English and Dutch names (null: not translated). */
  name_en: string | null;
  name_nl: string | null;
  slug: string;
}

export interface Product extends ProductTexts {
  id: number;
  /** Euros, VAT included (the spec's shape); price_cents is the exact amount. */
  price: number;
  price_cents: number;
  stock: number;
  size_ml: number;
  /** Shipping weight of one unit with its box (grams): the parcel's weight prices its shipping. */
  weight_grams: number;
  gender: Gender;
  is_flagship: boolean;
  is_hero: boolean;
  /** Offered as a free sample at checkout (a separate vial: it takes no stock). */
  offered_as_sample: boolean;
  category_id: number;
  category: CategoryRef;
  created_at: string;
  updated_at: string;
  images: ProductImage[];
  /** The texts in every language, for the admin; missing translations are null. */
  translations: Record<Language, { name: string | null; description: string | null; olfactive_notes: string | null }>;
}

export interface Category {
  id: number;
  name: string;
  name_en: string | null;
  name_nl: string | null;
  slug: string;
  created_at: string;
  updated_at: string;
  products_count?: number;
}
