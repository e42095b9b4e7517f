// The spec's special-product rules: at most 3 flagship ("à la une") and exactly one hero at most;
// choosing a second hero replaces the first, with a notice.
import { PRODUCT_LIMITS } from '../../contract/admin/products.ts';

const MAX_FEATURED = PRODUCT_LIMITS.flagship;
const MAX_HERO = PRODUCT_LIMITS.hero;

export interface SpecialSelection {
  featured: number[];
  hero: number[];
}

type SpecialNotice = 'featuredLimit' | 'heroReplaced' | null;

export function toggleFeatured(
  selection: SpecialSelection,
  id: number,
): { selection: SpecialSelection; notice: SpecialNotice } {
  if (selection.featured.includes(id)) {
    return { selection: { ...selection, featured: selection.featured.filter((x) => x !== id) }, notice: null };
  }
  if (selection.featured.length >= MAX_FEATURED) return { selection, notice: 'featuredLimit' };
  return { selection: { ...selection, featured: [...selection.featured, id] }, notice: null };
}

export function toggleHero(
  selection: SpecialSelection,
  id: number,
): { selection: SpecialSelection; notice: SpecialNotice } {
  if (selection.hero.includes(id)) {
    return { selection: { ...selection, hero: selection.hero.filter((x) => x !== id) }, notice: null };
  }
  const replaced = selection.hero.length >= MAX_HERO;
  return { selection: { ...selection, hero: [id] }, notice: replaced ? 'heroReplaced' : null };
}

export function selectionFrom(products: { id: number; is_flagship: boolean; is_hero: boolean }[]): SpecialSelection {
  return {
    featured: products
      .filter((p) => p.is_flagship)
      .map((p) => p.id)
      .slice(0, MAX_FEATURED),
    hero: products
      .filter((p) => p.is_hero)
      .map((p) => p.id)
      .slice(0, MAX_HERO),
  };
}
