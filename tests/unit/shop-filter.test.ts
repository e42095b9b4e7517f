import { describe, expect, it } from 'vitest';
import {
  filterProducts,
  matchesGender,
  paginate,
  parseCategory,
  parseGender,
  SHOP_PAGE_SIZE,
} from '../../src/domain/catalog/shop-filter.ts';
import { parseShopQuery, shopQueryString } from '../../src/islands/shop/shop-query.ts';
import type { Gender } from '../../src/domain/catalog/types.ts';

const item = (id: number, gender: Gender, category_id: number, name = `P${id}`, description = '') => ({
  id,
  gender,
  category_id,
  name,
  description,
});
const catalog = [
  item(1, 'male', 1, 'Cèdre Noir', 'Un bois fumé'),
  item(2, 'female', 1, 'Rose de Minuit', 'Une rose sombre'),
  item(3, 'unisex', 2, 'Ambre Impérial', 'Vanille et BENJOIN'),
  item(4, 'male', 2, 'Mer du Nord', 'Embruns'),
];
const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('gender filter', () => {
  it('male and female include unisex; unisex is only unisex; anything else is all', () => {
    expect(ids(filterProducts(catalog, { search: '', category: 'all', gender: 'male' }))).toEqual([1, 3, 4]);
    expect(ids(filterProducts(catalog, { search: '', category: 'all', gender: 'female' }))).toEqual([2, 3]);
    expect(ids(filterProducts(catalog, { search: '', category: 'all', gender: 'unisex' }))).toEqual([3]);
    expect(ids(filterProducts(catalog, { search: '', category: 'all', gender: parseGender('kids') }))).toEqual([
      1, 2, 3, 4,
    ]);
    expect(parseGender(null)).toBe('all');
    expect(matchesGender('unisex', 'male')).toBe(true);
    expect(matchesGender('female', 'male')).toBe(false);
  });
});

describe('search and category', () => {
  it('searches name or description, case-insensitively', () => {
    expect(ids(filterProducts(catalog, { search: 'benjoin', category: 'all', gender: 'all' }))).toEqual([3]);
    expect(ids(filterProducts(catalog, { search: '  ROSE ', category: 'all', gender: 'all' }))).toEqual([2]);
    expect(ids(filterProducts(catalog, { search: 'cèdre', category: 'all', gender: 'all' }))).toEqual([1]);
    expect(filterProducts(catalog, { search: 'zzz', category: 'all', gender: 'all' })).toEqual([]);
  });

  it('filters by a known category id, anything else is all', () => {
    expect(ids(filterProducts(catalog, { search: '', category: 2, gender: 'male' }))).toEqual([3, 4]);
    expect(parseCategory('2', [1, 2])).toBe(2);
    expect(parseCategory('9', [1, 2])).toBe('all');
    expect(parseCategory('all', [1, 2])).toBe('all');
    expect(parseCategory('1.5', [1, 2])).toBe('all');
  });
});

describe('pagination', () => {
  it('pages of 6, clamped', () => {
    const many = Array.from({ length: 14 }, (_, i) => i + 1);
    expect(SHOP_PAGE_SIZE).toBe(6);
    expect(paginate(many, 1)).toMatchObject({ items: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 3, total: 14 });
    expect(paginate(many, 3).items).toEqual([13, 14]);
    expect(paginate(many, 9).page).toBe(3);
    expect(paginate(many, 0).page).toBe(1);
    expect(paginate([], 1)).toMatchObject({ items: [], page: 1, pageCount: 1 });
  });
});

const base = { sort: 'relevance' as const, minPrice: null, maxPrice: null };

describe('shop URL state', () => {
  it('reads and writes gender, category, search and page', () => {
    expect(parseShopQuery('?gender=female&category=2&q=rose&page=2', [1, 2])).toEqual({
      gender: 'female',
      category: 2,
      search: 'rose',
      page: 2,
      ...base,
    });
    expect(parseShopQuery('?gender=x&category=7&page=-1', [1, 2])).toEqual({
      gender: 'all',
      category: 'all',
      search: '',
      page: 1,
      ...base,
    });
    expect(shopQueryString({ gender: 'male', category: 'all', search: '', page: 1, ...base })).toBe('?gender=male');
    expect(shopQueryString({ gender: 'all', category: 3, search: 'oud', page: 2, ...base }, '?lng=en')).toBe(
      '?lng=en&q=oud&category=3&page=2',
    );
    expect(shopQueryString({ gender: 'all', category: 'all', search: ' ', page: 1, ...base }, '?gender=male')).toBe('');
  });
});
