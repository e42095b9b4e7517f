// The product form's checks and messages of spec sections 5 and 8 (message keys of admin.json).
import { keepDigits, priceToCents } from './numeric-input.ts';

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

export type ProductFormError =
  | 'productForm.requiredError'
  | 'productForm.requiredEditError'
  | 'productForm.priceError'
  | 'productForm.stockError'
  | 'productForm.sizeError'
  | 'productForm.notesRequired'
  | 'productForm.tooManyImages';

export const MAX_IMAGES_ON_ADD = 3;
export const MAX_IMAGES_TOTAL = 5;

function blank(value: string): boolean {
  return value.trim() === '';
}

/** First failing rule, in the order the spec lists them; null when the draft can be sent. */
export function validateProduct(draft: ProductDraft, mode: 'add' | 'edit'): ProductFormError | null {
  const requiredMissing = [draft.name, draft.description, draft.price, draft.stock, draft.sizeMl, draft.categoryId, draft.gender].some(blank);
  if (mode === 'add' && (requiredMissing || draft.imageCount < 1)) return 'productForm.requiredError';
  if (mode === 'edit' && requiredMissing) return 'productForm.requiredEditError';
  const cents = priceToCents(draft.price);
  if (cents === null || cents <= 0) return 'productForm.priceError';
  if (keepDigits(draft.stock) !== draft.stock.trim() || !Number.isSafeInteger(Number(draft.stock))) return 'productForm.stockError';
  const size = Number(draft.sizeMl);
  if (keepDigits(draft.sizeMl) !== draft.sizeMl.trim() || !Number.isSafeInteger(size) || size <= 0) return 'productForm.sizeError';
  if (mode === 'edit' && blank(draft.olfactiveNotes)) return 'productForm.notesRequired';
  const limit = mode === 'add' ? MAX_IMAGES_ON_ADD : MAX_IMAGES_TOTAL;
  if (draft.imageCount > limit) return 'productForm.tooManyImages';
  return null;
}

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A first check in the browser; the server checks the bytes themselves. */
export function imageFileProblem(file: { type: string; size: number }): 'productForm.fileTypeError' | 'productForm.fileSizeError' | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'productForm.fileTypeError';
  if (file.size > MAX_IMAGE_BYTES) return 'productForm.fileSizeError';
  return null;
}

/** 'Erreurs de validation:' then one 'field: messages' line per field (spec section 8). */
export function validationLines(fields: Record<string, string[]>): string[] {
  return Object.entries(fields).map(([field, messages]) => `${field}: ${messages.join(', ')}`);
}
