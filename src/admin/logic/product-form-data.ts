// The multipart body of spec section 7 for creating or updating a product.
import type { Language } from '../api/types.ts';

export type Texts = Record<Language, { name: string; description: string; olfactiveNotes: string }>;

export interface ProductFields {
  texts: Texts;
  price: string;
  stock: string;
  sizeMl: string;
  categoryId: string;
  gender: string;
  isFlagship: boolean;
}

export function emptyTexts(): Texts {
  return {
    fr: { name: '', description: '', olfactiveNotes: '' },
    en: { name: '', description: '', olfactiveNotes: '' },
    nl: { name: '', description: '', olfactiveNotes: '' },
  };
}

/**
 * images are appended as images[n] with image_orders[n] = firstOrder + n, so new images on edit come
 * after the kept ones: files, or the staging keys of direct uploads (what the back-office sends).
 * imagesToDelete is sent as a JSON list of ids (only on edit).
 */
export function productFormData(fields: ProductFields, images: readonly (File | string)[], firstOrder: number, imagesToDelete?: number[]): FormData {
  const form = new FormData();
  const { fr, en, nl } = fields.texts;
  form.set('name', fr.name.trim());
  form.set('description', fr.description.trim());
  form.set('olfactive_notes', fr.olfactiveNotes.trim());
  form.set('name_en', en.name.trim());
  form.set('name_nl', nl.name.trim());
  form.set('description_en', en.description.trim());
  form.set('description_nl', nl.description.trim());
  form.set('olfactive_notes_en', en.olfactiveNotes.trim());
  form.set('olfactive_notes_nl', nl.olfactiveNotes.trim());
  form.set('price', fields.price.trim());
  form.set('stock', fields.stock.trim());
  form.set('size_ml', fields.sizeMl.trim());
  form.set('category_id', fields.categoryId);
  form.set('gender', fields.gender);
  form.set('is_flagship', fields.isFlagship ? '1' : '0');
  images.forEach((file, index) => {
    form.set(`images[${index}]`, file);
    form.set(`image_orders[${index}]`, String(firstOrder + index));
  });
  if (imagesToDelete) form.set('images_to_delete', JSON.stringify(imagesToDelete));
  return form;
}
