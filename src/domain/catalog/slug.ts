// Category slugs (spec sections 3 and 5): the given slug, or else the lowercase name with every run
// of whitespace replaced by one hyphen. Slugs end up in addresses, so the rule also folds accents to
// plain letters ('Épicé' -> 'epice') and turns anything else that is not a-z or 0-9 into a hyphen:
// a slug is always URL-safe ASCII. A given slug goes through the same rule. This is the one slug
// rule of the shop: the API and the back-office's preview both use it.

// Letters that Unicode does not decompose into a base letter plus an accent.
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđðþłı]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function categorySlug(name: string, givenSlug?: string | null): string {
  const given = givenSlug == null ? '' : slugify(givenSlug);
  return given !== '' ? given : slugify(name);
}
