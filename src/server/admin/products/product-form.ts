// The multipart form of spec section 7 (create and update product), read into checked values.
// Text fields arrive as strings; every rule of spec section 5 is applied here, field by field.
// An image is a file in the form, or (direct upload, too large for a function's body) the staging key
// of a file the browser has put in the staging bucket.
import { GENDERS, type Gender } from '../../../domain/catalog/types.ts';
import { STAGED_KEY } from '../../services/storage/staging-storage.ts';
import { validationError } from '../validation.ts';
import { PRODUCT_MESSAGES as M } from './product-messages.ts';

export interface ProductFields {
  name_fr?: string;
  name_en?: string | null;
  name_nl?: string | null;
  description_fr?: string;
  description_en?: string | null;
  description_nl?: string | null;
  olfactive_notes_fr?: string | null;
  olfactive_notes_en?: string | null;
  olfactive_notes_nl?: string | null;
  price_cents?: number;
  stock?: number;
  size_ml?: number;
  gender?: Gender;
  category_id?: number;
  is_flagship?: boolean;
  is_hero?: boolean;
}

export interface UploadedFile {
  field: string;
  /** The image sent inside the form (multipart), or null for a direct upload. */
  file: File | null;
  /** A direct upload: the staging key POST /api/admin/uploads gave (the field's value is the key). */
  stagedKey: string | null;
  /** image_orders[n] when given. */
  order: number | undefined;
}

/**
 * An image field's value: a file, or the key of a direct upload. Null for what a browser sends for a
 * file input left empty; 'invalid' for any other text.
 */
export function readImageValue(value: FormDataEntryValue): Pick<UploadedFile, 'file' | 'stagedKey'> | null | 'invalid' {
  if (typeof value === 'string') {
    if (STAGED_KEY.test(value)) return { file: null, stagedKey: value };
    return value === '' ? null : 'invalid';
  }
  if (value.size === 0 && value.name === '') return null;
  return { file: value, stagedKey: null };
}

export interface ProductForm {
  fields: ProductFields;
  uploads: UploadedFile[];
  /** images_to_delete (update only). */
  imagesToDelete: number[];
  errors: Record<string, string[]>;
  missingRequired: boolean;
}

const TEXTS: { field: string; column: keyof ProductFields; max: number; required: boolean }[] = [
  { field: 'name', column: 'name_fr', max: 120, required: true },
  { field: 'name_en', column: 'name_en', max: 120, required: false },
  { field: 'name_nl', column: 'name_nl', max: 120, required: false },
  { field: 'description', column: 'description_fr', max: 5000, required: true },
  { field: 'description_en', column: 'description_en', max: 5000, required: false },
  { field: 'description_nl', column: 'description_nl', max: 5000, required: false },
  { field: 'olfactive_notes', column: 'olfactive_notes_fr', max: 2000, required: false },
  { field: 'olfactive_notes_en', column: 'olfactive_notes_en', max: 2000, required: false },
  { field: 'olfactive_notes_nl', column: 'olfactive_notes_nl', max: 2000, required: false },
];

/** "49.90", "49,9" or "49" euros as cents; null when it is not a positive amount with at most 2 decimals. */
export function parsePriceCents(raw: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(raw.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 && cents <= 100_000_000 ? cents : null;
}

function parseInteger(raw: string, min: number, max: number): number | null {
  const text = raw.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function parseFlag(raw: string): boolean | null {
  const text = raw.trim().toLowerCase();
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false' || text === '') return false;
  return null;
}

const IMAGE_FIELD = /^images(?:\[(\d{0,2})\])?$/;
const ORDER_FIELD = /^image_orders\[(\d{1,2})\]$/;

export function readProductForm(form: FormData, mode: 'create' | 'update'): ProductForm {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  let missingRequired = false;
  const fields: ProductFields = {};
  const text = (name: string): string | undefined => {
    const value = form.get(name);
    if (value === null) return undefined;
    if (typeof value !== 'string') {
      fail(name, M.fieldRequired);
      return undefined;
    }
    return value;
  };

  for (const spec of TEXTS) {
    const raw = text(spec.field);
    if (raw === undefined) {
      if (spec.required && mode === 'create') {
        fail(spec.field, M.fieldRequired);
        missingRequired = true;
      }
      continue;
    }
    const value = raw.trim();
    if (value === '' && spec.required) {
      fail(spec.field, M.fieldRequired);
      missingRequired = true;
    } else if (value.length > spec.max) {
      fail(spec.field, M.tooLong(spec.max));
    } else {
      (fields as Record<string, unknown>)[spec.column] = value === '' ? null : value;
    }
  }

  const numeric: { field: string; parse: (raw: string) => number | null; message: string; column: keyof ProductFields }[] = [
    { field: 'price', parse: parsePriceCents, message: M.price, column: 'price_cents' },
    { field: 'stock', parse: (raw) => parseInteger(raw, 0, 1_000_000), message: M.stock, column: 'stock' },
    { field: 'size_ml', parse: (raw) => parseInteger(raw, 1, 10_000), message: M.size, column: 'size_ml' },
    { field: 'category_id', parse: (raw) => parseInteger(raw, 1, Number.MAX_SAFE_INTEGER), message: M.category, column: 'category_id' },
  ];
  for (const spec of numeric) {
    const raw = text(spec.field);
    if (raw === undefined || raw.trim() === '') {
      if (mode === 'create' || raw !== undefined) {
        fail(spec.field, M.fieldRequired);
        missingRequired = true;
      }
      continue;
    }
    const value = spec.parse(raw);
    if (value === null) fail(spec.field, spec.message);
    else (fields as Record<string, unknown>)[spec.column] = value;
  }

  const gender = text('gender');
  if (gender === undefined || gender.trim() === '') {
    if (mode === 'create' || gender !== undefined) {
      fail('gender', M.fieldRequired);
      missingRequired = true;
    }
  } else if (!(GENDERS as readonly string[]).includes(gender.trim())) {
    fail('gender', M.gender);
  } else {
    fields.gender = gender.trim() as Gender;
  }

  for (const flag of ['is_flagship', 'is_hero'] as const) {
    const raw = text(flag);
    if (raw === undefined) {
      if (mode === 'create') fields[flag] = false;
      continue;
    }
    const value = parseFlag(raw);
    if (value === null) fail(flag, M.flag);
    else fields[flag] = value;
  }

  const orders = new Map<string, number>();
  for (const [key, value] of form.entries()) {
    const match = ORDER_FIELD.exec(key);
    if (!match) continue;
    const order = typeof value === 'string' ? parseInteger(value, 0, 1000) : null;
    if (order === null) fail(key, M.imageOrder);
    else orders.set(match[1]!, order);
  }
  const uploads: UploadedFile[] = [];
  for (const [key, value] of form.entries()) {
    const match = IMAGE_FIELD.exec(key);
    if (!match) continue;
    const image = readImageValue(value);
    if (image === 'invalid') fail(key, M.notAFile);
    if (image === null || image === 'invalid') continue;
    const index = match[1] ?? '';
    uploads.push({ field: index === '' ? `images[${uploads.length}]` : key, ...image, order: index === '' ? undefined : orders.get(index) });
  }

  const imagesToDelete: number[] = [];
  const deleteRaw = text('images_to_delete');
  if (deleteRaw !== undefined && deleteRaw.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(deleteRaw);
      const ids = Array.isArray(parsed) ? parsed.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v)) : null;
      if (!ids || !ids.every((v) => Number.isSafeInteger(v) && (v as number) > 0)) throw new Error('not a list of ids');
      imagesToDelete.push(...new Set(ids as number[]));
    } catch {
      fail('images_to_delete', M.imagesToDelete);
    }
  }

  if (mode === 'create') {
    if (uploads.length === 0) {
      fail('images', M.atLeastOneImage);
      missingRequired = true;
    } else if (uploads.length > 3) {
      fail('images', M.maxImagesOnAdd);
    }
  } else if (uploads.length > 5) {
    fail('images', M.maxImagesInTotal);
  }

  return { fields, uploads, imagesToDelete, errors, missingRequired };
}

/** 422 with the spec's summary (the required-fields text when something required is missing). */
export function throwIfInvalid(form: ProductForm): void {
  const fields = Object.keys(form.errors);
  if (fields.length === 0) return;
  throw validationError(form.errors, form.missingRequired ? M.required : form.errors[fields[0]!]![0]!);
}
