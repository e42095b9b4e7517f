// Translations for Astro pages and server code (e-mails, invoices) alike: one i18next instance per
// language over the statically imported message files, French as the fallback.
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/vocabulary/language.ts';
import { messages, NAMESPACES, type Namespace } from './messages/index.ts';

export type TranslateVars = Record<string, string | number>;

export interface Translator {
  /**
   * `t('hero.title')` reads the first namespace given to getTranslator; `t('common:nav.home')` names one.
   * Unknown keys throw (a typo fails the build instead of showing a key to shoppers).
   * Values are not HTML-escaped: Astro and React escape on render; e-mail templates must escape.
   */
  (key: string, vars?: TranslateVars): string;
  /** A raw value (list or object) of a message file, e.g. testimonials or FAQ entries. */
  obj<T = unknown>(key: string): T;
  lang: Language;
}

const instances = new Map<Language, i18n>();

function instanceFor(lang: Language): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: NAMESPACES,
      defaultNS: 'common',
      resources: messages as unknown as Record<string, Record<string, object>>,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    } as Parameters<i18n['init']>[0]);
    instances.set(lang, instance);
  }
  return instance;
}

export function getTranslator(lang: Language, namespaces: readonly Namespace[] = ['common']): Translator {
  const instance = instanceFor(lang);
  const ns = [...namespaces, ...(namespaces.includes('common') ? [] : (['common'] as const))];
  const options = { ns, lng: lang };
  const t = ((key: string, vars?: TranslateVars) => {
    // with the vars: a counted message exists as its plural forms (key_one, key_other)
    if (!instance.exists(key, { ...options, ...vars }))
      throw new Error(`Missing message "${key}" (namespaces ${ns.join(', ')})`);
    return instance.t(key, { ...options, ...vars }) as string;
  }) as Translator;
  t.obj = <T>(key: string): T => {
    if (!instance.exists(key, options)) throw new Error(`Missing message "${key}" (namespaces ${ns.join(', ')})`);
    return instance.t(key, { ...options, returnObjects: true }) as T;
  };
  t.lang = lang;
  return t;
}
