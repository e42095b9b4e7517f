// One list of languages feeds the URLs: French at the spec's unprefixed paths, English and Dutch
// under /en and /nl. Pages are written once as src/pages/[...locale]/<route>.astro.
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../domain/vocabulary/language.ts';

/** The `locale` route parameter of a language: undefined for French (no prefix). */
export function localeParam(lang: Language): string | undefined {
  return lang === DEFAULT_LANGUAGE ? undefined : lang;
}

/** getStaticPaths of a page written once per route: `export const getStaticPaths = () => localeStaticPaths();` */
export function localeStaticPaths(): { params: { locale: string | undefined }; props: { lang: Language } }[] {
  return LANGUAGES.map((lang) => ({ params: { locale: localeParam(lang) }, props: { lang } }));
}

/** The language of a page from its params; anything else than en/nl is French. */
export function langFromParams(params: { locale?: string | undefined }): Language {
  return isLanguage(params.locale) ? params.locale : DEFAULT_LANGUAGE;
}

/** `localizedPath('en', '/shop')` = '/en/shop'; `localizedPath('en', '/')` = '/en'; French keeps the path. */
export function localizedPath(lang: Language, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === DEFAULT_LANGUAGE) return clean;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}

// '/en', '/en/…', '/nl', '/nl/…': the paths of every language but French
const PREFIXED_PATH = new RegExp(`^/(${LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).join('|')})(/.*)?$`);

/** Splits a URL path into its language and the unprefixed route path: '/nl/shop' -> { lang: 'nl', path: '/shop' }. */
export function splitLocale(pathname: string): { lang: Language; path: string } {
  const match = PREFIXED_PATH.exec(pathname);
  if (!match) return { lang: DEFAULT_LANGUAGE, path: pathname || '/' };
  return { lang: match[1] as Language, path: match[2] && match[2] !== '/' ? match[2].replace(/\/$/, '') : '/' };
}

export interface Alternate {
  hreflang: Language | 'x-default';
  href: string;
}

/** hreflang alternates of a route, absolute on `site`; x-default is the French page. */
export function alternates(path: string, site: URL | string): Alternate[] {
  const abs = (p: string) => new URL(p, site).href;
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: lang, href: abs(localizedPath(lang, path)) })),
    { hreflang: 'x-default' as const, href: abs(localizedPath(DEFAULT_LANGUAGE, path)) },
  ];
}

/** BCP 47 tag for <html lang> and og:locale. */
export const HTML_LANG: Record<Language, string> = { fr: 'fr', en: 'en', nl: 'nl' };
export const OG_LOCALE: Record<Language, string> = { fr: 'fr_BE', en: 'en_GB', nl: 'nl_BE' };
