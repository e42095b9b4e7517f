// The multipart form of create and update product (spec section 7), read with its contract schema
// (src/contract/admin/products.ts). An image is a file in the form, or (direct upload, too large for a
// function's body) the staging key of a file the browser has put in the staging bucket.
import type { FieldErrors } from '../../../contract/errors.ts';
import {
  isMissingRequired,
  PRODUCT_MESSAGES as M,
  productFormEntries,
  productFormSchema,
  productUploads,
  type ProductFields,
  type ProductFormMode,
  type ProductUpload,
} from '../../../contract/admin/products.ts';
import { fieldErrorsOf } from '../../http/validation.ts';
import { validationError } from '../../http/admin-request.ts';

export interface ProductForm {
  fields: ProductFields;
  uploads: ProductUpload[];
  /** images_to_delete (update only). */
  imagesToDelete: number[];
  /** The refused fields; a refused form still lists its images, so that their staged files are claimed and deleted. */
  errors: FieldErrors;
}

export function readProductForm(form: FormData, mode: ProductFormMode): ProductForm {
  const entries = productFormEntries(form);
  const parsed = productFormSchema(mode).safeParse(entries);
  if (parsed.success) return { ...parsed.data, errors: {} };
  return {
    fields: {},
    uploads: productUploads(entries).uploads,
    imagesToDelete: [],
    errors: fieldErrorsOf(parsed.error),
  };
}

/** 422 with the spec's summary: the required-fields text when something required is missing, else the first field's message. */
export function throwIfInvalid(errors: FieldErrors): void {
  const refused = Object.entries(errors);
  const [first] = refused;
  if (!first) return;
  const missing = refused.some(([field, messages]) => messages.some((message) => isMissingRequired(field, message)));
  throw validationError(errors, missing ? M.required : first[1][0]);
}
