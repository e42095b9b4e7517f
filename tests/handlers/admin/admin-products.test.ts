import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import handler from '../../../netlify/functions/admin-products.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { resetDatabase, seedDemo } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import {
  adminToken,
  createAccounts,
  file,
  formInit,
  gifBytes,
  jpegBytes,
  jsonInit,
  pngBytes,
  productForm,
} from './helpers.ts';

interface Product {
  id: number;
  name: string;
  price: number;
  price_cents: number;
  stock: number;
  is_flagship: boolean;
  is_hero: boolean;
  images: { id: number; path: string; order: number; width: number }[];
  translations: Record<string, { name: string | null }>;
}

let token: string;
const storageDir = () => path.join(process.env.LOCAL_STORAGE_DIR!, 'product-images');

async function call(url: string, init: RequestInit, params: Record<string, string> = {}) {
  return handler(new Request(`http://localhost${url}`, init), functionContext(params));
}

async function create(overrides: Record<string, string> = {}, images?: File[]): Promise<Product> {
  const res = await call('/api/products', formInit(token, 'POST', await productForm(overrides, images)));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Product;
}

async function storedFiles(productId: number): Promise<string[]> {
  return (await readdir(path.join(storageDir(), 'products', String(productId))).catch(() => [])).sort();
}

beforeAll(async () => {
  await resetDatabase();
  await seedDemo();
  await createAccounts();
  token = await adminToken();
});

beforeEach(async () => {
  await getSql().unsafe('update public.products set is_flagship = false, is_hero = false');
});

describe('POST /api/products', () => {
  it('creates a product with its images re-encoded to WebP in three widths, in the requested order', async () => {
    const form = await productForm({ name_en: 'Night Amber', is_hero: '1' }, [
      file(await pngBytes(), 'a.png'),
      file(await jpegBytes(1600, 900), 'b.jpg', 'image/jpeg'),
    ]);
    form.set('image_orders[0]', '1');
    form.set('image_orders[1]', '0');
    const res = await call('/api/products', formInit(token, 'POST', form));
    expect(res.status).toBe(201);
    const product = (await res.json()) as Product;
    expect(product).toMatchObject({
      name: 'Ambre Nocturne',
      price: 129.9,
      price_cents: 12990,
      stock: 12,
      is_hero: true,
      is_flagship: false,
    });
    expect(product.translations.en!.name).toBe('Night Amber');
    expect(product.images.map((i) => i.order)).toEqual([0, 1]);
    expect(product.images[0]!.width).toBe(800); // the 1600 px JPEG, asked first
    for (const image of product.images)
      expect(image.path).toMatch(new RegExp(`^products/${product.id}/[0-9a-f]{24}-800\\.webp$`));
    const files = await storedFiles(product.id);
    expect(files).toHaveLength(6);
    expect(files.every((f) => /^[0-9a-f]{24}-(400|800|1200)\.webp$/.test(f))).toBe(true);
  });

  it('applies the rules of spec section 5 with the spec messages, naming the fields', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ price: '0' }, 'price', 'Le prix doit être un nombre valide supérieur à 0.'],
      [{ price: 'abc' }, 'price', 'Le prix doit être un nombre valide supérieur à 0.'],
      [{ stock: '-1' }, 'stock', 'Le stock doit être un nombre valide positif ou zéro.'],
      [{ stock: '1.5' }, 'stock', 'Le stock doit être un nombre valide positif ou zéro.'],
      [{ size_ml: '0' }, 'size_ml', 'La taille en ml doit être un nombre valide supérieur à 0.'],
      [{ name: '  ' }, 'name', 'Veuillez remplir tous les champs obligatoires et ajouter au moins une image.'],
      [{ gender: 'robot' }, 'gender', 'Le genre doit être male, female ou unisex.'],
      [{ category_id: '999999' }, 'category_id', "La catégorie choisie n'existe pas."],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call('/api/products', formInit(token, 'POST', await productForm(overrides)));
      expect(res.status, JSON.stringify(overrides)).toBe(422);
      const body = (await res.json()) as { error: string; errors: Record<string, string[]> };
      expect(body.error).toBe(message);
      expect(Object.keys(body.errors)).toContain(field);
    }
  });

  it('requires at least one image and allows at most 3 on add', async () => {
    const none = await call('/api/products', formInit(token, 'POST', await productForm({}, [])));
    expect(none.status).toBe(422);
    expect(await none.json()).toMatchObject({
      error: 'Veuillez remplir tous les champs obligatoires et ajouter au moins une image.',
      errors: { images: expect.any(Array) },
    });
    const four = await Promise.all([1, 2, 3, 4].map(async (i) => file(await pngBytes(), `${i}.png`)));
    const res = await call('/api/products', formInit(token, 'POST', await productForm({}, four)));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.images).toBeDefined();
  });

  it('refuses a fourth flagship product with the spec message', async () => {
    for (let i = 0; i < 3; i++) await create({ is_flagship: '1', name: `Phare ${i}` });
    const res = await call('/api/products', formInit(token, 'POST', await productForm({ is_flagship: '1' })));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: "Vous ne pouvez sélectionner que 3 produits à la une. Veuillez d'abord en désélectionner un.",
    });
  });
});

describe('POST /api/products/{id} with _method=PUT', () => {
  it('updates fields, deletes a selection of images and adds new ones, cleaning storage', async () => {
    const product = await create({}, [
      file(await pngBytes(), 'a.png'),
      file(await gifBytes(), 'b.gif', 'image/gif'),
      file(await jpegBytes(), 'c.jpeg', 'image/jpeg'),
    ]);
    const [first, second, third] = product.images;
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('price', '99.5');
    form.set('stock', '0');
    form.set('images_to_delete', JSON.stringify([second!.id]));
    form.set('images[0]', file(await pngBytes(50, 50, '#000'), 'new.png'));
    const res = await call(`/api/products/${product.id}`, formInit(token, 'POST', form), { id: String(product.id) });
    expect(res.status, await res.clone().text()).toBe(200);
    const updated = (await res.json()) as Product;
    expect(updated).toMatchObject({ price_cents: 9950, stock: 0, name: 'Ambre Nocturne' });
    expect(updated.images.map((i) => i.id).slice(0, 2)).toEqual([first!.id, third!.id]);
    expect(updated.images.map((i) => i.order)).toEqual([0, 1, 2]);
    const files = await storedFiles(product.id);
    expect(files).toHaveLength(9);
    expect(files.some((f) => second!.path.endsWith(f))).toBe(false);
  });

  it('refuses more than 5 images in total and unknown image ids', async () => {
    const product = await create({}, await Promise.all([1, 2, 3].map(async (i) => file(await pngBytes(), `${i}.png`))));
    const form = new FormData();
    form.set('_method', 'PUT');
    for (let i = 0; i < 3; i++) form.set(`images[${i}]`, file(await pngBytes(), `n${i}.png`));
    const res = await call(`/api/products/${product.id}`, formInit(token, 'POST', form), { id: String(product.id) });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: 'Un produit peut avoir au plus 5 images au total.' });
    expect(await storedFiles(product.id)).toHaveLength(9);

    const bad = new FormData();
    bad.set('_method', 'PUT');
    bad.set('images_to_delete', '[999999]');
    const res2 = await call(`/api/products/${product.id}`, formInit(token, 'POST', bad), { id: String(product.id) });
    expect(res2.status).toBe(422);
    expect(((await res2.json()) as { errors: object }).errors).toHaveProperty('images_to_delete');
  });

  it('answers 404 for an unknown product', async () => {
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('price', '10');
    expect((await call('/api/products/999999', formInit(token, 'POST', form), { id: '999999' })).status).toBe(404);
  });
});

describe('images: reorder and replace', () => {
  it('reorders all or nothing', async () => {
    const product = await create({}, await Promise.all([1, 2].map(async (i) => file(await pngBytes(), `${i}.png`))));
    const [a, b] = product.images;
    const res = await call(
      `/api/products/${product.id}/images/reorder`,
      jsonInit(token, 'POST', {
        orders: [
          { id: a!.id, order: 1 },
          { id: b!.id, order: 0 },
        ],
      }),
      {
        id: String(product.id),
        imageId: 'reorder',
      },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as Product).images.map((i) => i.id)).toEqual([b!.id, a!.id]);
    const bad = await call(
      `/api/products/${product.id}/images/reorder`,
      jsonInit(token, 'POST', {
        orders: [
          { id: a!.id, order: 0 },
          { id: 999999, order: 1 },
        ],
      }),
      {
        id: String(product.id),
        imageId: 'reorder',
      },
    );
    expect(bad.status).toBe(422);
    const [{ position } = { position: -1 }] = await getSql()<
      { position: number }[]
    >`select position from public.product_images where id = ${a!.id}`;
    expect(position).toBe(1);
  });

  it('replaces one image and removes the old files', async () => {
    const product = await create();
    const old = product.images[0]!;
    const form = new FormData();
    form.set('image', file(await jpegBytes(), 'new.jpg', 'image/jpeg'));
    const res = await call(`/api/products/${product.id}/images/${old.id}`, formInit(token, 'POST', form), {
      id: String(product.id),
      imageId: String(old.id),
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as Product;
    expect(updated.images[0]!.id).toBe(old.id);
    expect(updated.images[0]!.path).not.toBe(old.path);
    const files = await storedFiles(product.id);
    expect(files).toHaveLength(3);
    expect(files.some((f) => old.path.endsWith(f))).toBe(false);
  });
});

describe('POST /api/products/update-special', () => {
  it('sets the flagship and hero sets in one call, with the limits of the spec', async () => {
    const ids = (await getSql().unsafe<{ id: number }[]>('select id from public.products order by id limit 4')).map(
      (r) => r.id,
    );
    const call2 = (body: unknown) =>
      call('/api/products/update-special', jsonInit(token, 'POST', body), { id: 'update-special' });
    const ok = await call2({ featured: ids.slice(0, 3), hero: [ids[3]] });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ message: 'Produits spéciaux mis à jour avec succès\u202f!' });
    const rows = await getSql().unsafe<{ id: number }[]>(
      'select id from public.products where is_flagship order by id',
    );
    expect(rows.map((r) => r.id)).toEqual(ids.slice(0, 3));

    const tooMany = await call2({ featured: ids, hero: [] });
    expect(tooMany.status).toBe(422);
    expect(await tooMany.json()).toMatchObject({
      error: "Vous ne pouvez sélectionner que 3 produits à la une. Veuillez d'abord en désélectionner un.",
    });
    const twoHeroes = await call2({ featured: [], hero: ids.slice(0, 2) });
    expect(twoHeroes.status).toBe(422);
    expect(await twoHeroes.json()).toMatchObject({
      error: 'Un seul produit peut être sélectionné comme vedette. Le précédent a été remplacé.',
    });
    const unknown = await call2({ featured: [999999], hero: [] });
    expect(unknown.status).toBe(422);
    // Nothing changed by the refused calls.
    expect(
      (await getSql().unsafe<{ id: number }[]>('select id from public.products where is_flagship order by id')).map(
        (r) => r.id,
      ),
    ).toEqual(ids.slice(0, 3));
  });
});

describe('DELETE /api/products/{id}', () => {
  it('deletes the product and its files', async () => {
    const product = await create();
    expect(await storedFiles(product.id)).toHaveLength(3);
    const res = await call(
      `/api/products/${product.id}`,
      { ...formInit(token, 'DELETE', new FormData()), body: null },
      { id: String(product.id) },
    );
    expect(res.status).toBe(200);
    expect(await storedFiles(product.id)).toHaveLength(0);
    expect(
      (
        await call(
          `/api/products/${product.id}`,
          { ...formInit(token, 'DELETE', new FormData()), body: null },
          { id: String(product.id) },
        )
      ).status,
    ).toBe(404);
  });
});
