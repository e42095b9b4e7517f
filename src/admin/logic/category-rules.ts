// Category name rule (2 to 50 characters) and the slug rule of spec section 5.
export const CATEGORY_NAME_MIN = 2;
export const CATEGORY_NAME_MAX = 50;

export function categoryNameProblem(name: string): 'categoryForm.nameRequired' | 'categoryForm.nameLength' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'categoryForm.nameRequired';
  if (trimmed.length < CATEGORY_NAME_MIN || trimmed.length > CATEGORY_NAME_MAX) return 'categoryForm.nameLength';
  return null;
}

/** The given slug, or else the lowercase name with whitespace runs replaced by hyphens. */
export function slugFor(name: string, slug?: string): string {
  const given = slug?.trim();
  if (given) return given;
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}
