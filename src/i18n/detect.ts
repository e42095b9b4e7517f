// The spec's language detection order, mapped to a static site: stored choice, ?lng=, browser
// language, then French. Only French (unprefixed) pages redirect, and only to /en or /nl, so a
// redirect can never loop; the language switcher stores the shopper's choice.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../domain/vocabulary/language.ts';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export interface DetectionInput {
  stored: string | null;
  query: string | null;
  browserLanguages: readonly string[];
  /** Crawlers and automation: never redirect them on their browser language (SEO, audits). */
  automated: boolean;
}

function base(tag: string | null | undefined): string | null {
  return tag ? (tag.toLowerCase().split('-')[0] ?? null) : null;
}

function supported(tag: string | null | undefined): Language | null {
  const b = base(tag);
  return isLanguage(b) ? b : null;
}

export function detectLanguage(input: DetectionInput): Language {
  const stored = supported(input.stored);
  if (stored) return stored;
  const query = supported(input.query);
  if (query) return query;
  if (!input.automated) {
    for (const tag of input.browserLanguages) {
      const lang = supported(tag);
      if (lang) return lang;
    }
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The same rule as detectLanguage, as a tiny synchronous script for the <head> of French pages (it runs
 * before first paint, so no French flash). Kept in step with detectLanguage by tests/unit/language-detect.test.ts.
 */
export const REDIRECT_SCRIPT = `(function(){try{var s=localStorage.getItem('${LANGUAGE_STORAGE_KEY}'),q=new URLSearchParams(location.search).get('lng'),n=navigator,b=/bot|crawl|spider|lighthouse|headless/i.test(n.userAgent)||n.webdriver,L=[${LANGUAGES.map((l) => `'${l}'`).join(',')}],f=function(t){t=(t||'').toLowerCase().split('-')[0];return L.indexOf(t)>=0?t:null},l=f(s)||f(q);if(!l&&!b){var a=n.languages||[n.language];for(var i=0;i<a.length&&!l;i++)l=f(a[i])}if(l&&l!=='${DEFAULT_LANGUAGE}'){location.replace('/'+l+(location.pathname==='/'?'':location.pathname)+location.search+location.hash)}}catch(e){}})();`;
