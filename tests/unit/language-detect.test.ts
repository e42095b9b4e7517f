// The redirect script of French pages follows detectLanguage: both are checked on the same cases.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { detectLanguage, REDIRECT_SCRIPT, type DetectionInput } from '../../src/i18n/detect.ts';

function runScript(input: DetectionInput, pathname = '/shop', search = ''): string | null {
  let target: string | null = null;
  const store = new Map<string, string>(input.stored ? [['i18nextLng', input.stored]] : []);
  runInNewContext(REDIRECT_SCRIPT, {
    localStorage: { getItem: (k: string) => store.get(k) ?? null },
    URLSearchParams,
    location: {
      pathname,
      search: input.query ? `?lng=${input.query}${search}` : search,
      hash: '',
      replace: (url: string) => (target = url),
    },
    navigator: {
      userAgent: 'Mozilla/5.0',
      webdriver: input.automated,
      languages: input.browserLanguages,
      language: input.browserLanguages[0],
    },
  });
  return target;
}

const cases: [DetectionInput, string][] = [
  [{ stored: null, query: null, browserLanguages: ['fr-BE'], automated: false }, 'fr'],
  [{ stored: 'en', query: 'nl', browserLanguages: ['nl-BE'], automated: false }, 'en'],
  [{ stored: 'fr', query: null, browserLanguages: ['nl-BE'], automated: false }, 'fr'],
  [{ stored: null, query: 'nl', browserLanguages: ['en-US'], automated: false }, 'nl'],
  [{ stored: null, query: 'de', browserLanguages: ['de-DE', 'nl'], automated: false }, 'nl'],
  [{ stored: null, query: null, browserLanguages: ['en-GB'], automated: false }, 'en'],
  [{ stored: null, query: null, browserLanguages: ['en-GB'], automated: true }, 'fr'],
  [{ stored: null, query: 'en', browserLanguages: [], automated: true }, 'en'],
  [{ stored: null, query: null, browserLanguages: ['ja'], automated: false }, 'fr'],
];

describe('language detection', () => {
  it.each(cases)('%j -> %s', (input, expected) => {
    expect(detectLanguage(input)).toBe(expected);
    const target = runScript(input);
    expect(target).toBe(expected === 'fr' ? null : `/${expected}/shop${input.query ? `?lng=${input.query}` : ''}`);
  });

  it('redirects the home page to the bare language prefix', () => {
    expect(runScript({ stored: 'nl', query: null, browserLanguages: [], automated: false }, '/')).toBe('/nl');
  });
});
