import { describe, expect, it } from 'vitest';
import { categorySlug, slugify } from '../../src/domain/catalog/slug.ts';

describe('category slug (spec section 5)', () => {
  it('lowercases the name and replaces whitespace runs with one hyphen', () => {
    expect(categorySlug('Eau de Parfum')).toBe('eau-de-parfum');
    expect(categorySlug('  Boisé \t  Oriental\n')).toBe('boise-oriental');
    expect(categorySlug('FLORAL')).toBe('floral');
  });

  it('keeps a given slug, under the same rule', () => {
    expect(categorySlug('Eau de Parfum', 'edp')).toBe('edp');
    expect(categorySlug('Eau de Parfum', 'Mon Slug')).toBe('mon-slug');
    expect(categorySlug('Eau de Parfum', 'audit-catégorie-test')).toBe('audit-categorie-test');
  });

  it('falls back to the name when the given slug is blank', () => {
    expect(categorySlug('Fresh Notes', '')).toBe('fresh-notes');
    expect(categorySlug('Fresh Notes', '   ')).toBe('fresh-notes');
    expect(categorySlug('Fresh Notes', null)).toBe('fresh-notes');
    expect(categorySlug('Fresh Notes', '!!!')).toBe('fresh-notes');
  });

  it('folds accents and ligatures to plain ASCII letters', () => {
    expect(slugify('Épicé')).toBe('epice');
    expect(slugify('audit-catégorie-test')).toBe('audit-categorie-test');
    expect(slugify('Cœur de Bœuf')).toBe('coeur-de-boeuf');
    expect(slugify('Straße Ærø')).toBe('strasse-aero');
    expect(slugify('Crème brûlée à l’orange')).toBe('creme-brulee-a-l-orange');
    expect(slugify('Ñandú Çà')).toBe('nandu-ca');
  });

  it('turns every other character into a hyphen, never two in a row nor at the ends', () => {
    expect(slugify('Cuir & Tabac')).toBe('cuir-tabac');
    expect(slugify('  --Oud / Rose!-- ')).toBe('oud-rose');
    expect(slugify('N°5 (édition 2026)')).toBe('n-5-edition-2026');
    expect(slugify('香水')).toBe('');
  });

  it('always gives URL-safe ASCII', () => {
    for (const name of ['Épicé', 'Cœur', 'Ω mega', 'Ça va?', 'Eau  de\u00a0Parfum', 'ﬁgue', 'x\u0301y']) {
      expect(slugify(name)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$|^$/);
      expect(encodeURIComponent(slugify(name))).toBe(slugify(name));
    }
  });
});
