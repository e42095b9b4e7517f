// The admin's dictionary: the shop's three languages, French by default (the spec's strings).
// The chosen language is remembered in local storage.
import i18next, { type i18n } from 'i18next';
import { localeOf } from '../../i18n/locale.ts';
import fr from '../../i18n/messages/fr/admin.json';
import en from '../../i18n/messages/en/admin.json';
import nl from '../../i18n/messages/nl/admin.json';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/vocabulary/language.ts';

const STORAGE_KEY = 'admin_language';

/** The admin's language as one of the shop's three (French for anything else). */
export function adminLanguage(language: string | null | undefined): Language {
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

function storedLanguage(): Language {
  try {
    return adminLanguage(localStorage.getItem(STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function createAdminI18n(language: Language = storedLanguage()): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { fr: { admin: fr }, en: { admin: en }, nl: { admin: nl } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['admin'],
    defaultNS: 'admin',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export function rememberLanguage(instance: i18n, language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  void instance.changeLanguage(language);
  document.documentElement.lang = language;
}

/** The shop's one locale per language (fr-BE, en-GB, nl-BE), as on the storefront, e-mails and invoice. */
export function localeFor(language: string): string {
  return localeOf(adminLanguage(language));
}
