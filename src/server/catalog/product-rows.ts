// Reshapes product rows into the domain's Product, so no caller ever sees a database row.
import { localizedTexts } from '../../domain/catalog/localize.ts';
import { publicImageUrl } from '../../domain/catalog/images.ts';
import type { Gender, Product } from '../../domain/catalog/types.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import type { Db } from '../db/client.ts';

export interface ProductRow {
  id: number;
  category_id: number;
  name_fr: string;
  name_en: string | null;
  name_nl: string | null;
  description_fr: string;
  description_en: string | null;
  description_nl: string | null;
  olfactive_notes_fr: string | null;
  olfactive_notes_en: string | null;
  olfactive_notes_nl: string | null;
  size_ml: number;
  weight_grams: number;
  gender: Gender;
  price_cents: number;
  stock: number;
  is_flagship: boolean;
  is_hero: boolean;
  offered_as_sample: boolean;
  created_at: Date;
  updated_at: Date;
  category: { id: number; name: string; name_en: string | null; name_nl: string | null; slug: string };
  images: { id: number; path: string; order: number; width: number | null; height: number | null }[];
}

/** The products with their category and images, as a fragment the caller completes (where, order by). */
export function productSelect(sql: Db) {
  return sql`
    select p.*,
      json_build_object('id', c.id, 'name', c.name, 'name_en', c.name_en, 'name_nl', c.name_nl, 'slug', c.slug) as category,
      coalesce((
        select json_agg(json_build_object('id', i.id, 'path', i.path, 'order', i.position, 'width', i.width, 'height', i.height)
          order by i.position, i.id)
        from public.product_images i where i.product_id = p.id
      ), '[]'::json) as images
    from public.products p
    join public.categories c on c.id = p.category_id`;
}

export function toProduct(row: ProductRow, language: Language, storageBaseUrl: string): Product {
  const translations = {
    fr: { name: row.name_fr, description: row.description_fr, olfactive_notes: row.olfactive_notes_fr },
    en: { name: row.name_en, description: row.description_en, olfactive_notes: row.olfactive_notes_en },
    nl: { name: row.name_nl, description: row.description_nl, olfactive_notes: row.olfactive_notes_nl },
  };
  return {
    id: row.id,
    ...localizedTexts({ translations }, language),
    price: row.price_cents / 100,
    price_cents: row.price_cents,
    stock: row.stock,
    size_ml: row.size_ml,
    weight_grams: row.weight_grams,
    gender: row.gender,
    is_flagship: row.is_flagship,
    is_hero: row.is_hero,
    offered_as_sample: row.offered_as_sample,
    category_id: row.category_id,
    category: row.category,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    images: row.images.map((image) => ({ ...image, url: publicImageUrl(storageBaseUrl, image.path) })),
    translations,
  };
}
