// The product form's fields, and the multipart body of spec section 7 for creating or updating a product.
import type { Product } from '../../contract/admin/products.ts';
import { DEFAULT_WEIGHT_GRAMS } from '../../domain/shipping/rates.ts';
import { centsToInput } from '../../domain/pricing/cents-input.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/vocabulary/language.ts';

export interface ProductTexts {
  name: string;
  description: string;
  olfactiveNotes: string;
}
export type Texts = Record<Language, ProductTexts>;

export interface ProductFields {
  texts: Texts;
  price: string;
  stock: string;
  sizeMl: string;
  /** Grams of one unit with its box (the parcel's weight prices its shipping). */
  weightGrams: string;
  categoryId: string;
  gender: string;
  isFlagship: boolean;
  /** Offered as a free sample at checkout. */
  offeredAsSample: boolean;
}

/** Each text's form field: French as `name`, the other languages as `name_en`, `name_nl`. */
const TEXT_FIELDS: Record<keyof ProductTexts, string> = {
  name: 'name',
  description: 'description',
  olfactiveNotes: 'olfactive_notes',
};

function textsFrom(text: (language: Language) => ProductTexts): Texts {
  return Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as Texts;
}

export function emptyTexts(): Texts {
  return textsFrom(() => ({ name: '', description: '', olfactiveNotes: '' }));
}

export function emptyFields(): ProductFields {
  return {
    texts: emptyTexts(),
    price: '',
    stock: '',
    sizeMl: '',
    weightGrams: String(DEFAULT_WEIGHT_GRAMS),
    categoryId: '',
    gender: '',
    isFlagship: false,
    offeredAsSample: false,
  };
}

/**
 * images are appended as images[n] with image_orders[n] = firstOrder + n, so new images on edit come
 * after the kept ones: files, or the staging keys of direct uploads (what the back-office sends).
 * imagesToDelete is sent as a JSON list of ids (only on edit).
 */
export function productFormData(
  fields: ProductFields,
  images: readonly (File | string)[],
  firstOrder: number,
  imagesToDelete?: number[],
): FormData {
  const form = new FormData();
  for (const language of LANGUAGES) {
    for (const [text, field] of Object.entries(TEXT_FIELDS) as [keyof ProductTexts, string][]) {
      form.set(language === DEFAULT_LANGUAGE ? field : `${field}_${language}`, fields.texts[language][text].trim());
    }
  }
  const values: Record<string, string> = {
    price: fields.price,
    stock: fields.stock,
    size_ml: fields.sizeMl,
    weight_grams: fields.weightGrams,
    category_id: fields.categoryId,
    gender: fields.gender,
  };
  for (const [field, value] of Object.entries(values)) form.set(field, value.trim());
  form.set('is_flagship', fields.isFlagship ? '1' : '0');
  form.set('offered_as_sample', fields.offeredAsSample ? '1' : '0');
  images.forEach((file, index) => {
    form.set(`images[${index}]`, file);
    form.set(`image_orders[${index}]`, String(firstOrder + index));
  });
  if (imagesToDelete) form.set('images_to_delete', JSON.stringify(imagesToDelete));
  return form;
}

/** The form's fields for a product as the API gives it (its texts in every language, the French ones its own). */
export function fieldsFrom(product: Product): ProductFields {
  const own = (language: Language) => language === DEFAULT_LANGUAGE;
  return {
    texts: textsFrom((language) => {
      const text = product.translations[language];
      return {
        name: text.name ?? (own(language) ? product.name : ''),
        description: text.description ?? (own(language) ? product.description : ''),
        olfactiveNotes: text.olfactive_notes ?? (own(language) ? (product.olfactive_notes ?? '') : ''),
      };
    }),
    price: centsToInput(product.price_cents),
    stock: String(product.stock),
    sizeMl: String(product.size_ml),
    weightGrams: String(product.weight_grams),
    categoryId: String(product.category_id),
    gender: product.gender,
    isFlagship: product.is_flagship,
    offeredAsSample: product.offered_as_sample,
  };
}
