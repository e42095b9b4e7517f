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

type Toggled = { selection: SpecialSelection; notice: SpecialNotice };

/** A product chosen again is unchosen, whatever the list. */
const unchosen = (selection: SpecialSelection, list: keyof SpecialSelection, id: number): Toggled | null =>
  selection[list].includes(id)
    ? { selection: { ...selection, [list]: selection[list].filter((x) => x !== id) }, notice: null }
    : null;

export function toggleFeatured(selection: SpecialSelection, id: number): Toggled {
  const off = unchosen(selection, 'featured', id);
  if (off) return off;
  if (selection.featured.length >= MAX_FEATURED) return { selection, notice: 'featuredLimit' };
  return { selection: { ...selection, featured: [...selection.featured, id] }, notice: null };
}

export function toggleHero(selection: SpecialSelection, id: number): Toggled {
  const off = unchosen(selection, 'hero', id);
  if (off) return off;
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
