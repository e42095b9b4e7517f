import { describe, expect, it } from 'vitest';
import { categorySlug, slugify } from '../../src/domain/catalog/slug.ts';

describe('category slug (spec section 5)', () => {
  it('lowercases the name and replaces whitespace runs with one hyphen', () => {
    expect(categorySlug('Eau de Parfum')).toBe('eau-de-parfum');
    expect(categorySlug('  Boisé \t  Oriental\n')).toBe('boisé-oriental');
    expect(categorySlug('FLORAL')).toBe('floral');
  });

  it('keeps a given slug, under the same rule', () => {
    expect(categorySlug('Eau de Parfum', 'edp')).toBe('edp');
    expect(categorySlug('Eau de Parfum', 'Mon Slug')).toBe('mon-slug');
  });

  it('falls back to the name when the given slug is blank', () => {
    expect(categorySlug('Fresh Notes', '')).toBe('fresh-notes');
    expect(categorySlug('Fresh Notes', '   ')).toBe('fresh-notes');
    expect(categorySlug('Fresh Notes', null)).toBe('fresh-notes');
  });

  it('leaves other characters alone', () => {
    expect(slugify('Cuir & Tabac')).toBe('cuir-&-tabac');
  });
});
