// The shop's sorting, price range and search over the other languages (src/domain/catalog/shop-sort.ts,
// shop-filter.ts, shop-query.ts): what the shop page's script applies to its cards.
import { describe, expect, it } from 'vitest';
import { filterProducts, parsePriceBound } from '../../../src/domain/catalog/shop-filter.ts';
import { parseSort, sortProducts, type Sortable } from '../../../src/domain/catalog/shop-sort.ts';
import { DEFAULT_QUERY, parseShopQuery, shopQueryString } from '../../../src/islands/shop/shop-query.ts';

// in the catalog's order (newest first), as the page lists them
type Item = Sortable & { id: number };
const catalog: [Item, Item, Item] = [
  {
    id: 1,
    name: 'Écorce',
    description: 'Un bois sec',
    gender: 'male',
    category_id: 1,
    price_cents: 12000,
    created_at: '2026-03-01T00:00:00Z',
    texts: ['Cèdre, vétiver', 'Boisé'],
    otherTexts: ['Bark', 'Cedar, vetiver', 'Woody', 'Schors', 'Ceder, vetiver', 'Houtig'],
  },
  {
    id: 2,
    name: 'Ambre Impérial',
    description: 'Vanille et benjoin',
    gender: 'unisex',
    category_id: 2,
    price_cents: 9500,
    created_at: '2026-02-01T00:00:00Z',
    texts: ['Vanille, benjoin, écorce de cannelle', 'Oriental'],
    otherTexts: ['Imperial Amber', 'Vanilla, benzoin', 'Oriental', 'Keizerlijke amber', 'Vanille, benzoë', 'Oosters'],
  },
  {
    id: 3,
    name: 'Mer du Nord',
    description: 'Embruns',
    gender: 'male',
    category_id: 2,
    price_cents: 15000,
    created_at: '2026-04-01T00:00:00Z',
    texts: ['Sel, algues', 'Aquatique'],
    otherTexts: ['North Sea', 'Salt, seaweed', 'Aquatic', 'Noordzee', 'Zout, zeewier', 'Aquatisch'],
  },
];
const ids = (list: { id: number }[]) => list.map((p) => p.id);
const filters = { search: '', category: 'all' as const, gender: 'all' as const };

describe('shop sorting', () => {
  it('sorts by price up and down, newest, and name in the page language alphabet', () => {
    expect(ids(sortProducts(catalog, 'price-asc', '', 'fr'))).toEqual([2, 1, 3]);
    expect(ids(sortProducts(catalog, 'price-desc', '', 'fr'))).toEqual([3, 1, 2]);
    expect(ids(sortProducts(catalog, 'newest', '', 'fr'))).toEqual([3, 1, 2]);
    // "Écorce" sorts under E, not after Z
    expect(ids(sortProducts(catalog, 'name', '', 'fr'))).toEqual([2, 1, 3]);
    expect(ids(sortProducts(catalog, 'relevance', '', 'fr'))).toEqual([1, 2, 3]);
    expect(parseSort('price-asc')).toBe('price-asc');
    expect(parseSort('cheapest')).toBe('relevance');
  });

  it('with a search, puts products found in the page language before those found in another', () => {
    // "ecorce": product 1's French name, product 2's French notes; both in French: catalog order
    expect(
      ids(sortProducts(filterProducts(catalog, { ...filters, search: 'ecorce' }), 'relevance', 'ecorce', 'fr')),
    ).toEqual([1, 2]);
    const found = filterProducts(catalog, { ...filters, search: 'oriental' });
    expect(ids(found)).toEqual([2]);
  });
});

describe('search over every language', () => {
  it('finds English and Dutch names, families and notes, accents and case ignored', () => {
    expect(ids(filterProducts(catalog, { ...filters, search: 'north sea' }))).toEqual([3]);
    expect(ids(filterProducts(catalog, { ...filters, search: 'zeewier' }))).toEqual([3]);
    expect(ids(filterProducts(catalog, { ...filters, search: 'BENZOE' }))).toEqual([2]);
    expect(ids(filterProducts(catalog, { ...filters, search: 'woody' }))).toEqual([1]);
    expect(ids(filterProducts(catalog, { ...filters, search: 'vetiver' }))).toEqual([1]);
  });

  it('ranks a product found in its own language first', () => {
    // on the English page: 3 has "zeewier" only in its Dutch notes, 4 (later in the catalog) in its English name
    const [first, , third] = catalog;
    const bay: Item = { ...first, id: 4, name: 'Zeewier Bay', texts: [], otherTexts: [] };
    const found = filterProducts([third, bay], { ...filters, search: 'zeewier' });
    expect(ids(found)).toEqual([3, 4]);
    expect(ids(sortProducts(found, 'relevance', 'zeewier', 'en'))).toEqual([4, 3]);
    // an explicit order wins over the language
    expect(ids(sortProducts(found, 'price-desc', 'zeewier', 'en'))).toEqual([3, 4]);
  });
});

describe('price range', () => {
  it('keeps prices within whole-euro bounds, inclusive', () => {
    expect(ids(filterProducts(catalog, { ...filters, minPrice: 100, maxPrice: null }))).toEqual([1, 3]);
    expect(ids(filterProducts(catalog, { ...filters, minPrice: null, maxPrice: 120 }))).toEqual([1, 2]);
    expect(ids(filterProducts(catalog, { ...filters, minPrice: 95, maxPrice: 95 }))).toEqual([2]);
    expect(parsePriceBound('')).toBeNull();
    expect(parsePriceBound('-3')).toBeNull();
    expect(parsePriceBound('abc')).toBeNull();
    expect(parsePriceBound('49,90')).toBe(49);
  });

  it('lives in the address with the sort', () => {
    const state = { ...DEFAULT_QUERY, sort: 'price-desc' as const, minPrice: 50, maxPrice: 200 };
    expect(shopQueryString(state)).toBe('?sort=price-desc&min=50&max=200');
    expect(parseShopQuery('?sort=price-desc&min=50&max=200', [])).toEqual(state);
    expect(parseShopQuery('?sort=x&min=&max=-1', [])).toEqual(DEFAULT_QUERY);
  });
});
