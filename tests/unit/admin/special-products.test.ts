import { describe, expect, it } from 'vitest';
import { selectionFrom, toggleFeatured, toggleHero } from '../../../src/admin/logic/special-products.ts';

describe('special products (spec: at most 3 flagship, 1 hero)', () => {
  it('adds a fourth flagship only after one is removed, with the limit notice', () => {
    const full = { featured: [1, 2, 3], hero: [] };
    const refused = toggleFeatured(full, 4);
    expect(refused.notice).toBe('featuredLimit');
    expect(refused.selection.featured).toEqual([1, 2, 3]);
    const freed = toggleFeatured(full, 2).selection;
    expect(toggleFeatured(freed, 4)).toEqual({ selection: { featured: [1, 3, 4], hero: [] }, notice: null });
  });

  it('replaces the hero with a notice, and unselects it when toggled again', () => {
    const first = toggleHero({ featured: [], hero: [] }, 5);
    expect(first).toEqual({ selection: { featured: [], hero: [5] }, notice: null });
    const second = toggleHero(first.selection, 6);
    expect(second).toEqual({ selection: { featured: [], hero: [6] }, notice: 'heroReplaced' });
    expect(toggleHero(second.selection, 6).selection.hero).toEqual([]);
  });

  it('reads the current selection from the products, never more than the limits', () => {
    const products = [1, 2, 3, 4].map((id) => ({ id, is_flagship: true, is_hero: id > 2 }));
    expect(selectionFrom(products)).toEqual({ featured: [1, 2, 3], hero: [3] });
  });
});
