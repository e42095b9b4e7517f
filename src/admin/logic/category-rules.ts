// Category name rule (2 to 50 characters, the API's: src/contract/admin/categories.ts); the slug rule
// of spec section 5 is the domain's own (src/domain/catalog/slug.ts).
import { CATEGORY_NAME_LENGTH } from '../../contract/admin/categories.ts';

export function categoryNameProblem(name: string): 'categoryForm.nameRequired' | 'categoryForm.nameLength' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'categoryForm.nameRequired';
  if (trimmed.length < CATEGORY_NAME_LENGTH.min || trimmed.length > CATEGORY_NAME_LENGTH.max)
    return 'categoryForm.nameLength';
  return null;
}
