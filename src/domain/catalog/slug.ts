// Category slugs (spec sections 3 and 5): the given slug, or else the lowercase name with every run
// of whitespace replaced by one hyphen. A given slug goes through the same rule, so that it can never
// hold spaces or capitals either.
export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}

export function categorySlug(name: string, givenSlug?: string | null): string {
  const given = givenSlug == null ? '' : slugify(givenSlug);
  return given !== '' ? given : slugify(name);
}
