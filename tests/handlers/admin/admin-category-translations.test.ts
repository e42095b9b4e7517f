// A category's names in fr, en and nl. The French name is required (the fallback);
// the English and Dutch ones are optional (empty: null), 2 to 50 characters, and reach the public
// catalog: the category list and each product's category carry them.
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '../../../netlify/functions/admin-categories.mts';
import readCategories from '../../../netlify/functions/categories-read.mts';
import type { ErrorBody } from '../../../src/contract/errors.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { listProducts } from '../../../src/server/catalog/catalog-repository.ts';
import { catalogContext } from '../../../src/server/catalog/catalog-context.ts';
import { resetDatabase, seedDemo } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { jsonInit, signedInAdmin } from './helpers.ts';

interface CategoryBody {
  id: number;
  name: string;
  name_en: string | null;
  name_nl: string | null;
}

let token: string;
const create = (body: unknown) =>
  handler(new Request('http://localhost/api/categories', jsonInit(token, 'POST', body)), functionContext());
const update = (id: number, body: unknown) =>
  handler(
    new Request(`http://localhost/api/categories/${id}`, jsonInit(token, 'PUT', body)),
    functionContext({ id: String(id) }),
  );

beforeAll(async () => {
  await resetDatabase();
  await seedDemo();
  token = await signedInAdmin();
});

describe('category translations', () => {
  it('keeps the three names, an empty translation as null, and changes them on rename', async () => {
    const res = await create({ name: 'Chypré', name_en: ' Chypre  blend ', name_nl: '' });
    expect(res.status, await res.clone().text()).toBe(201);
    const made = (await res.json()) as CategoryBody;
    expect(made).toMatchObject({ name: 'Chypré', name_en: 'Chypre blend', name_nl: null });

    const renamed = await update(made.id, { name: 'Chypré', name_en: null, name_nl: 'Chypre' });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Chypré', name_en: null, name_nl: 'Chypre' });

    const listed = await readCategories(new Request('http://localhost/api/categories'), functionContext());
    expect((await listed.json()) as CategoryBody[]).toContainEqual(
      expect.objectContaining({ id: made.id, name_en: null, name_nl: 'Chypre' }),
    );
  });

  it('refuses a translation of one letter or over 50, naming its field; the French name stays required', async () => {
    for (const [field, value] of [
      ['name_en', 'x'],
      ['name_nl', 'y'.repeat(51)],
    ] as const) {
      const res = await create({ name: `Boisé ${field}`, [field]: value });
      expect(res.status).toBe(422);
      expect(Object.keys(((await res.json()) as ErrorBody).errors ?? {})).toEqual([field]);
    }
    const res = await create({ name_en: 'Woody only' });
    expect(res.status).toBe(422);
    expect(Object.keys(((await res.json()) as ErrorBody).errors ?? {})).toEqual(['name']);
  });

  it("gives each product its category's names", async () => {
    const [product] = await getSql()<
      { id: number; category_id: number }[]
    >`select id, category_id from public.products order by id limit 1`;
    await getSql()`update public.categories set name_en = 'Orient EN', name_nl = 'Orient NL' where id = ${product!.category_id}`;
    const [first] = (await listProducts(catalogContext(), 'en')).filter((p) => p.id === product!.id);
    expect(first!.category).toMatchObject({ name_en: 'Orient EN', name_nl: 'Orient NL' });
  });
});
