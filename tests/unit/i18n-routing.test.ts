import { describe, expect, it } from 'vitest';
import { alternates, langFromParams, localeStaticPaths, localizedPath, splitLocale } from '../../src/i18n/routing.ts';
import { getTranslator } from '../../src/i18n/translate.ts';

describe('routing', () => {
  it('French is unprefixed, English and Dutch are prefixed', () => {
    expect(localizedPath('fr', '/shop')).toBe('/shop');
    expect(localizedPath('en', '/shop')).toBe('/en/shop');
    expect(localizedPath('nl', '/product/3')).toBe('/nl/product/3');
    expect(localizedPath('fr', '/')).toBe('/');
    expect(localizedPath('en', '/')).toBe('/en');
  });

  it('static paths give one page per language', () => {
    expect(localeStaticPaths().map((p) => [p.params.locale, p.props.lang])).toEqual([
      [undefined, 'fr'],
      ['en', 'en'],
      ['nl', 'nl'],
    ]);
    expect(langFromParams({ locale: 'nl' })).toBe('nl');
    expect(langFromParams({ locale: undefined })).toBe('fr');
    expect(langFromParams({ locale: 'de' })).toBe('fr');
  });

  it('splits a path into language and route', () => {
    expect(splitLocale('/en/shop')).toEqual({ lang: 'en', path: '/shop' });
    expect(splitLocale('/nl')).toEqual({ lang: 'nl', path: '/' });
    expect(splitLocale('/product/4')).toEqual({ lang: 'fr', path: '/product/4' });
    expect(splitLocale('/english')).toEqual({ lang: 'fr', path: '/english' });
  });

  it('alternates carry every language and x-default', () => {
    expect(alternates('/about', 'https://shop.example')).toEqual([
      { hreflang: 'fr', href: 'https://shop.example/about' },
      { hreflang: 'en', href: 'https://shop.example/en/about' },
      { hreflang: 'nl', href: 'https://shop.example/nl/about' },
      { hreflang: 'x-default', href: 'https://shop.example/about' },
    ]);
  });
});

describe('translator', () => {
  it('translates with variables and names a namespace', () => {
    const t = getTranslator('en', ['common']);
    expect(t('stock.out')).toBe('Out of stock');
    expect(t('common:cart.toastCount', { count: 2 })).toBe('2 items in your cart');
    expect(t('common:cart.toastCount', { count: 1 })).toBe('1 item in your cart');
    expect(getTranslator('fr')('stock.limited')).toBe('Stock limité');
  });

  it('throws on an unknown key', () => {
    expect(() => getTranslator('nl')('nope.missing')).toThrow(/Missing message/);
  });
});
