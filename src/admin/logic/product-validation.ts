// The product form's checks and messages of spec sections 5 and 8 (message keys of admin.json).
import { PRODUCT_LIMITS } from '../../contract/admin/products.ts';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../contract/admin/uploads.ts';
import { parsePriceCents } from '../../domain/pricing/money.ts';
import { keepDigits } from './numeric-input.ts';

export interface ProductDraft {
  name: string;
  description: string;
  olfactiveNotes: string;
  price: string;
  stock: string;
  sizeMl: string;
  categoryId: string;
  gender: string;
  /** Images the product will have after saving (kept existing ones plus new files). */
  imageCount: number;
}

type ProductFormError =
  | 'productForm.requiredError'
  | 'productForm.requiredEditError'
  | 'productForm.priceError'
  | 'productForm.stockError'
  | 'productForm.sizeError'
  | 'productForm.notesRequired'
  | 'productForm.tooManyImages';

function blank(value: string): boolean {
  return value.trim() === '';
}

/** First failing rule, in the order the spec lists them; null when the draft can be sent. */
export function validateProduct(draft: ProductDraft, mode: 'add' | 'edit'): ProductFormError | null {
  const requiredMissing = [
    draft.name,
    draft.description,
    draft.price,
    draft.stock,
    draft.sizeMl,
    draft.categoryId,
    draft.gender,
  ].some(blank);
  if (mode === 'add' && (requiredMissing || draft.imageCount < 1)) return 'productForm.requiredError';
  if (mode === 'edit' && requiredMissing) return 'productForm.requiredEditError';
  if (parsePriceCents(draft.price) === null) return 'productForm.priceError';
  if (keepDigits(draft.stock) !== draft.stock.trim() || !Number.isSafeInteger(Number(draft.stock)))
    return 'productForm.stockError';
  const size = Number(draft.sizeMl);
  if (keepDigits(draft.sizeMl) !== draft.sizeMl.trim() || !Number.isSafeInteger(size) || size <= 0)
    return 'productForm.sizeError';
  if (mode === 'edit' && blank(draft.olfactiveNotes)) return 'productForm.notesRequired';
  const limit = mode === 'add' ? PRODUCT_LIMITS.imagesOnAdd : PRODUCT_LIMITS.imagesInTotal;
  if (draft.imageCount > limit) return 'productForm.tooManyImages';
  return null;
}

/** A first check in the browser; the server checks the bytes themselves. */
export function imageFileProblem(file: {
  type: string;
  size: number;
}): 'productForm.fileTypeError' | 'productForm.fileSizeError' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'productForm.fileTypeError';
  if (file.size > MAX_IMAGE_BYTES) return 'productForm.fileSizeError';
  return null;
}

/** 'Erreurs de validation:' then one 'field: messages' line per field (spec section 8). */
export function validationLines(fields: Record<string, string[]>): string[] {
  return Object.entries(fields).map(([field, messages]) => `${field}: ${messages.join(', ')}`);
}
