import { describe, expect, it } from 'vitest';
import { stockLevel } from '../../src/domain/catalog/stock.ts';
import {
  featuredProducts,
  heroProduct,
  newestProducts,
  relatedProducts,
} from '../../src/domain/catalog/home-selection.ts';
import { parseOlfactiveNotes } from '../../src/domain/catalog/olfactive-notes.ts';

describe('stock label', () => {
  it('0 or none is out, 1-2 limited, 3+ available', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(null)).toBe('out');
    expect(stockLevel(-2)).toBe('out');
    expect(stockLevel(1)).toBe('limited');
    expect(stockLevel(2)).toBe('limited');
    expect(stockLevel(3)).toBe('available');
    expect(stockLevel(40)).toBe('available');
  });
});

const p = (
  id: number,
  daysAgo: number,
  extra: Partial<{ is_hero: boolean; is_flagship: boolean; category_id: number }> = {},
) => ({
  id,
  created_at: new Date(Date.UTC(2026, 0, 31) - daysAgo * 86400000).toISOString(),
  is_hero: false,
  is_flagship: false,
  category_id: 1,
  ...extra,
});

describe('home selection', () => {
  const products = [
    p(1, 30, { is_flagship: true }),
    p(2, 1, { is_hero: true, category_id: 2 }),
    p(3, 5, { is_flagship: true }),
    p(4, 2, { is_flagship: true }),
    p(5, 3, { is_flagship: true }),
    p(6, 90),
  ];

  it('hero is the first hero product, or none', () => {
    expect(heroProduct(products)?.id).toBe(2);
    expect(heroProduct([p(1, 1)])).toBeNull();
  });

  it('at most 3 flagships, the 3 newest, up to 3 related of the same category', () => {
    expect(featuredProducts(products).map((x) => x.id)).toEqual([4, 5, 3]);
    expect(newestProducts(products).map((x) => x.id)).toEqual([2, 4, 5]);
    expect(relatedProducts(products, products[0]!).map((x) => x.id)).toEqual([4, 5, 3]);
    expect(relatedProducts(products, products[1]!)).toEqual([]);
  });
});

describe('olfactive notes', () => {
  it('reads a pyramid written with labels and middle dots', () => {
    expect(parseOlfactiveNotes('Tête : bergamote, cardamome · Cœur : benjoin · Fond : vanille')).toEqual([
      { label: 'Tête', notes: 'bergamote, cardamome' },
      { label: 'Cœur', notes: 'benjoin' },
      { label: 'Fond', notes: 'vanille' },
    ]);
    expect(parseOlfactiveNotes('rose, oud')).toEqual([{ label: null, notes: 'rose, oud' }]);
    expect(parseOlfactiveNotes(null)).toEqual([]);
    expect(parseOlfactiveNotes('  ')).toEqual([]);
  });
});
