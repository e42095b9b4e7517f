// The admin's dictionary: French by default (the spec's strings), English and Dutch alongside.
// The chosen language is remembered in local storage.
import i18next, { type i18n } from 'i18next';
import { localeOf } from '../../i18n/locale.ts';
import fr from '../../i18n/messages/fr/admin.json';
import en from '../../i18n/messages/en/admin.json';
import nl from '../../i18n/messages/nl/admin.json';

export const ADMIN_LANGUAGES = ['fr', 'en', 'nl'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];
const STORAGE_KEY = 'admin_language';

export function storedLanguage(): AdminLanguage {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return (ADMIN_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as AdminLanguage) : 'fr';
  } catch {
    return 'fr';
  }
}

export function createAdminI18n(language: AdminLanguage = storedLanguage()): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { fr: { admin: fr }, en: { admin: en }, nl: { admin: nl } },
    lng: language,
    fallbackLng: 'fr',
    ns: ['admin'],
    defaultNS: 'admin',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export function rememberLanguage(instance: i18n, language: AdminLanguage): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  void instance.changeLanguage(language);
  document.documentElement.lang = language;
}

/** The admin's language as one of the shop's three (French for anything else). */
export function adminLanguage(language: string): AdminLanguage {
  return (ADMIN_LANGUAGES as readonly string[]).includes(language) ? (language as AdminLanguage) : 'fr';
}

/** The shop's one locale per language (fr-BE, en-GB, nl-BE), as on the storefront, e-mails and invoice. */
export function localeFor(language: string): string {
  return localeOf(adminLanguage(language));
}
