// The multipart product form of spec section 7 read by its contract schema: the same fields, the same
// French messages the admin shows as "field: messages", the same 422 summary, and the images it names
// even when the form is refused (their staged files must be claimed and deleted).
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  PRODUCT_MESSAGES as M,
  productFormEntries,
  productFormSchema,
  type Product,
} from '../../src/contract/admin/products.ts';
import type { Product as CatalogProduct } from '../../src/domain/catalog/types.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { readProductForm, throwIfInvalid } from '../../src/server/catalog/products/product-form.ts';

const KEY = `${'a'.repeat(32)}.png`;

function form(fields: Record<string, string | File>, extra: [string, string | File][] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, value] of extra) data.append(name, value);
  return data;
}

const VALID = {
  name: 'Ambre',
  description: 'Un ambre chaud',
  price: '49,9',
  stock: '5',
  size_ml: '50',
  category_id: '3',
  gender: 'unisex',
};
const image = () => new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });

function refusal(data: FormData, mode: 'create' | 'update'): HttpError {
  const read = readProductForm(data, mode);
  try {
    throwIfInvalid(read.errors);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the form was not refused');
}

describe('the product form (contract schema)', () => {
  it('reads a valid create form into columns: euros to cents, flags off by default, images in their fields and orders', () => {
    const parsed = productFormSchema('create').parse(
      productFormEntries(
        form(VALID, [
          ['images[0]', image()],
          ['images[1]', KEY],
          ['image_orders[1]', '0'],
        ]),
      ),
    );
    expect(parsed.fields).toMatchObject({
      name_fr: 'Ambre',
      description_fr: 'Un ambre chaud',
      price_cents: 4990,
      stock: 5,
      size_ml: 50,
      category_id: 3,
      gender: 'unisex',
      is_flagship: false,
      is_hero: false,
    });
    expect(parsed.fields.name_en).toBeUndefined();
    expect(parsed.uploads.map(({ field, stagedKey, order }) => ({ field, stagedKey, order }))).toEqual([
      { field: 'images[0]', stagedKey: null, order: undefined },
      { field: 'images[1]', stagedKey: KEY, order: 0 },
    ]);
  });

  it('names every missing required field and the image with the spec summary', () => {
    const error = refusal(form({}), 'create');
    expect(error.status).toBe(422);
    expect(error.message).toBe(M.required);
    expect(error.fields).toEqual({
      name: [M.fieldRequired],
      description: [M.fieldRequired],
      price: [M.fieldRequired],
      stock: [M.fieldRequired],
      size_ml: [M.fieldRequired],
      category_id: [M.fieldRequired],
      gender: [M.fieldRequired],
      images: [M.atLeastOneImage],
    });
  });

  it('refuses each bad value with its spec message, the first one as the summary', () => {
    const data = form(
      {
        ...VALID,
        price: '0',
        stock: '-1',
        size_ml: 'x',
        gender: 'other',
        is_flagship: 'maybe',
        images_to_delete: '[0]',
        name_en: 'x'.repeat(121),
      },
      [
        ['image_orders[0]', 'first'],
        ['images[0]', 'not a key'],
        ['images[1]', image()],
      ],
    );
    const error = refusal(data, 'create');
    expect(error.fields).toEqual({
      name_en: [M.tooLong(120)],
      price: [M.price],
      stock: [M.stock],
      size_ml: [M.size],
      gender: [M.gender],
      is_flagship: [M.flag],
      images_to_delete: [M.imagesToDelete],
      'image_orders[0]': [M.imageOrder],
      'images[0]': [M.notAFile],
    });
    expect(error.message).toBe(M.tooLong(120));
  });

  it('leaves out what an update does not send, refuses a blank required field and more than 5 images', () => {
    expect(productFormSchema('update').parse(productFormEntries(form({ stock: '7' }))).fields).toMatchObject({
      stock: 7,
      name_fr: undefined,
      is_hero: undefined,
    });
    const blank = refusal(form({ name: '  ' }), 'update');
    expect(blank.fields).toEqual({ name: [M.fieldRequired] });
    const six = refusal(
      form(
        {},
        Array.from({ length: 6 }, (): [string, File] => ['images', image()]),
      ),
      'update',
    );
    expect(six.fields).toEqual({ images: [M.maxImagesInTotal] });
    expect(
      refusal(
        form(
          VALID,
          Array.from({ length: 4 }, (): [string, File] => ['images[]', image()]),
        ),
        'create',
      ).fields,
    ).toEqual({ images: [M.maxImagesOnAdd] });
  });

  it('still lists the images of a refused form, so that their staged keys are claimed and deleted', () => {
    const read = readProductForm(
      form({ price: 'abc' }, [
        ['images[0]', KEY],
        ['images', image()],
      ]),
      'create',
    );
    expect(Object.keys(read.errors)).toContain('price');
    expect(read.uploads.map((u) => [u.field, u.stagedKey])).toEqual([
      ['images[0]', KEY],
      ['images[1]', null],
    ]);
  });

  it('describes the product of the catalog, field for field', () => {
    expectTypeOf<Product>().toEqualTypeOf<CatalogProduct>();
  });
});
