// French is required and is the fallback: a missing or blank translation shows the French text.
import type { Product, ProductTexts } from './types.ts';
import type { Language } from '../vocabulary/language.ts';

function pickText(translations: Record<Language, string | null>, language: Language): string | null {
  const wanted = translations[language];
  if (wanted && wanted.trim() !== '') return wanted;
  return translations.fr;
}

export function localizedTexts(product: Pick<Product, 'translations'>, language: Language): ProductTexts {
  const t = product.translations;
  return {
    name: pickText({ fr: t.fr.name, en: t.en.name, nl: t.nl.name }, language) ?? '',
    description: pickText({ fr: t.fr.description, en: t.en.description, nl: t.nl.description }, language) ?? '',
    olfactive_notes: pickText(
      { fr: t.fr.olfactive_notes, en: t.en.olfactive_notes, nl: t.nl.olfactive_notes },
      language,
    ),
  };
}
