// Category name rule (2 to 50 characters); the slug rule of spec section 5 is the domain's own.
export const CATEGORY_NAME_MIN = 2;
export const CATEGORY_NAME_MAX = 50;

export function categoryNameProblem(name: string): 'categoryForm.nameRequired' | 'categoryForm.nameLength' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'categoryForm.nameRequired';
  if (trimmed.length < CATEGORY_NAME_MIN || trimmed.length > CATEGORY_NAME_MAX) return 'categoryForm.nameLength';
  return null;
}

/** The slug the server derives from a name (the shop's one slug rule, src/domain/catalog/slug.ts). */
export { categorySlug as slugFor } from '../../domain/catalog/slug.ts';
