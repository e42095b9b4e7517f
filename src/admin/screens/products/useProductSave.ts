// Saving the product form: checked here first (spec sections 5 and 8), then the new images go straight
// to storage (one progress line per file), then the product is sent with their keys (its own progress
// bar); what went wrong shows as the form's list of lines, in the admin's words or the server's.
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '../../../domain/vocabulary/language.ts';
import { ApiError } from '../../api/api-error.ts';
import { commonKey } from '../../api/failure-text.ts';
import { createProduct, updateProduct } from '../../api/products.ts';
import { DirectUploadError } from '../../api/uploads.ts';
import { focusField } from '../../components/focus-field.ts';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { productFormData, type ProductFields } from '../../logic/product-form-data.ts';
import { validateProduct, validationLines } from '../../logic/product-validation.ts';
import { navigate } from '../../router.ts';
import { useDirectUploads } from './useDirectUploads.ts';

/** The images a save sends: the new files, numbered from `firstOrder`, and the ids to delete (edit only). */
export interface ImagesToSend {
  files: File[];
  firstOrder: number;
  toDelete?: number[];
  /** Images the product will have once saved. */
  count: number;
}

/** The spec's words for a failed save: 'Erreurs de validation:' and the server's lines, its message, or the generic one. */
function failureLines(caught: unknown, adding: boolean, t: TFunction): string[] {
  if (caught instanceof DirectUploadError) return [t('productForm.directUploadError', { name: caught.fileName })];
  const common = commonKey(caught);
  if (common) return [t(common)];
  if (caught instanceof ApiError && caught.kind === 'http') {
    if (caught.fields && Object.keys(caught.fields).length > 0) {
      return adding
        ? [t('productForm.validationErrors'), ...validationLines(caught.fields)]
        : validationLines(caught.fields);
    }
    if (caught.serverMessage && adding) return [caught.serverMessage];
  }
  return [t(adding ? 'productForm.createError' : 'productForm.updateError')];
}

/** The input a check's message is about (ids of ProductDetailsFields), taken to and focused. */
const FIELD_OF_PROBLEM: Partial<Record<string, string>> = {
  'productForm.priceError': 'price',
  'productForm.stockError': 'stock',
  'productForm.sizeError': 'size',
};

/** `productId` null: a new product. */
export function useProductSave(productId: number | null) {
  const { t } = useTranslation();
  const adding = productId === null;
  const [error, setError] = useState<string[] | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const save = usePendingAction<'save'>();
  const direct = useDirectUploads();

  const submit = async (fields: ProductFields, images: ImagesToSend) => {
    const own = fields.texts[DEFAULT_LANGUAGE];
    const problem = validateProduct({ ...fields, ...own, imageCount: images.count }, adding ? 'add' : 'edit');
    if (problem) {
      setError([t(problem)]);
      const field = FIELD_OF_PROBLEM[problem];
      if (field) focusField(field);
      return;
    }
    const outcome = await save.run(
      'save',
      async () => {
        setError(null);
        setProgress(null);
        const keys = await direct.upload(images.files);
        setProgress(0);
        const form = productFormData(fields, keys, images.firstOrder, images.toDelete);
        return productId === null ? createProduct(form, setProgress) : updateProduct(productId, form, setProgress);
      },
      () => '',
    ); // the form shows its own list of lines (several server lines, one each)
    if (outcome.status === 'done') {
      showToast('success', t(adding ? 'products.added' : 'products.edited'));
      navigate('/dashboard/products');
    } else if (outcome.status === 'failed') {
      setError(failureLines(outcome.error, adding, t));
      setProgress(null);
    }
  };

  return {
    submit,
    error,
    showError: (text: string) => setError([text]),
    progress,
    saving: save.isPending('save'),
    uploadLines: direct.lines,
  };
}
