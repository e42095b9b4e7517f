import { describe, expect, it } from 'vitest';
import { keepDigits, keepPriceChars } from '../../../src/admin/logic/numeric-input.ts';
import {
  imageFileProblem,
  validateProduct,
  validationLines,
  type ProductDraft,
} from '../../../src/admin/logic/product-validation.ts';
import { productFormData, emptyTexts } from '../../../src/admin/logic/product-form-data.ts';

const draft: ProductDraft = {
  name: 'Ambre',
  description: 'Chaud',
  olfactiveNotes: '',
  price: '120.50',
  stock: '4',
  sizeMl: '50',
  categoryId: '1',
  gender: 'unisex',
  imageCount: 1,
};

describe('product form inputs (spec section 5)', () => {
  it('keeps only digits and one dot in the price, only digits in stock and size', () => {
    expect(keepPriceChars('1a23.4.5€')).toBe('123.45');
    expect(keepDigits('-1 2e3')).toBe('123');
  });
});

describe('a price typed the Belgian way', () => {
  it.each([
    ['129,90', '129.90'],
    ['129.90', '129.90'],
    ['1 299,90', '1299.90'],
    ['1\u202f299,90', '1299.90'],
    ['1.299,90', '1299.90'],
    ['1,299.90', '1299.90'],
    ['49,9 €', '49.9'],
  ])('keeps %j as %j', (typed, kept) => expect(keepPriceChars(typed)).toBe(kept));

  it('keeps every step of typing "1.299,90" one key at a time, ending on 1299.90', () => {
    let field = '';
    for (const key of '1.299,90') field = keepPriceChars(field + key);
    expect(field).toBe('1299.90');
  });
});

describe('product validation (spec sections 5 and 8)', () => {
  it('requires every field and at least one image on add', () => {
    expect(validateProduct(draft, 'add')).toBeNull();
    expect(validateProduct({ ...draft, imageCount: 0 }, 'add')).toBe('productForm.requiredError');
    expect(validateProduct({ ...draft, gender: '' }, 'add')).toBe('productForm.requiredError');
  });

  it('checks price > 0, stock >= 0, size > 0', () => {
    expect(validateProduct({ ...draft, price: '0' }, 'add')).toBe('productForm.priceError');
    expect(validateProduct({ ...draft, price: '12.345' }, 'add')).toBe('productForm.priceError');
    expect(validateProduct({ ...draft, price: '.' }, 'add')).toBe('productForm.priceError');
    expect(validateProduct({ ...draft, price: '12.5' }, 'add')).toBeNull();
    expect(validateProduct({ ...draft, stock: '0' }, 'add')).toBeNull();
    expect(validateProduct({ ...draft, sizeMl: '0' }, 'add')).toBe('productForm.sizeError');
  });

  it('requires olfactive notes on edit only, and at most 3 images on add, 5 in all on edit', () => {
    expect(validateProduct(draft, 'edit')).toBe('productForm.notesRequired');
    expect(validateProduct({ ...draft, olfactiveNotes: 'rose', imageCount: 5 }, 'edit')).toBeNull();
    expect(validateProduct({ ...draft, olfactiveNotes: 'rose', imageCount: 6 }, 'edit')).toBe(
      'productForm.tooManyImages',
    );
    expect(validateProduct({ ...draft, imageCount: 4 }, 'add')).toBe('productForm.tooManyImages');
  });

  it('accepts PNG, JPEG and GIF up to 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('productForm.fileTypeError');
    expect(imageFileProblem({ type: 'image/gif', size: 5 * 1024 * 1024 + 1 })).toBe('productForm.fileSizeError');
  });

  it("shows the server's field errors as 'field: messages' lines", () => {
    expect(validationLines({ price: ['too low', 'not a number'], name: ['required'] })).toEqual([
      'price: too low, not a number',
      'name: required',
    ]);
  });
});

describe('product multipart body (spec section 7)', () => {
  it('numbers images[n] with image_orders[n] after the kept images and lists deletions as JSON', () => {
    const texts = emptyTexts();
    texts.fr = { name: 'Ambre', description: 'Chaud', olfactiveNotes: 'ambre' };
    texts.nl = { name: 'Amber', description: '', olfactiveNotes: '' };
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })];
    const form = productFormData(
      {
        texts,
        price: '99.90',
        stock: '3',
        sizeMl: '50',
        weightGrams: '420',
        offeredAsSample: false,
        categoryId: '2',
        gender: 'female',
        isFlagship: true,
      },
      files,
      2,
      [7, 9],
    );
    expect(form.get('name')).toBe('Ambre');
    expect(form.get('weight_grams')).toBe('420');
    expect(form.get('name_nl')).toBe('Amber');
    expect(form.get('is_flagship')).toBe('1');
    expect(form.get('image_orders[0]')).toBe('2');
    expect(form.get('image_orders[1]')).toBe('3');
    expect((form.get('images[1]') as File).name).toBe('b.png');
    expect(form.get('images_to_delete')).toBe('[7,9]');
  });
});
