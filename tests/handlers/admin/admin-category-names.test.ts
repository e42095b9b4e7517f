// Category names and slugs as the back-office form sends them (a name, no slug field): a taken name is
// reported on the name, whatever unique index Postgres checks first; derived slugs are URL-safe ASCII
// and never collide (a free "-2" suffix); a slug the client gives is kept, or refused on the slug.
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '../../../netlify/functions/admin-categories.mts';
import type { ErrorBody } from '../../../src/contract/errors.ts';
import { resetDatabase, seedDemo } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { jsonInit, signedInAdmin } from './helpers.ts';

interface CategoryBody {
  id: number;
  name: string;
  slug: string;
}

let token: string;
const create = (body: unknown) =>
  handler(new Request('http://localhost/api/categories', jsonInit(token, 'POST', body)), functionContext());
const update = (id: number, body: unknown) =>
  handler(
    new Request(`http://localhost/api/categories/${id}`, jsonInit(token, 'PUT', body)),
    functionContext({ id: String(id) }),
  );

async function created(body: unknown): Promise<CategoryBody> {
  const res = await create(body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CategoryBody;
}

async function refusedOn(res: Response, field: 'name' | 'slug'): Promise<ErrorBody> {
  expect(res.status).toBe(422);
  const body = (await res.json()) as ErrorBody;
  expect(Object.keys(body.errors ?? {})).toEqual([field]);
  return body;
}

beforeAll(async () => {
  await resetDatabase();
  await seedDemo();
  token = await signedInAdmin();
});

describe('category names', () => {
  it('says the name is taken when the form sends a name another category has, in any case', async () => {
    // the seeded "Floral" category (slug "floral")
    for (const name of ['Floral', 'FLORAL', '  floral  ']) {
      const body = await refusedOn(await create({ name }), 'name');
      expect(body.code).toBe('category_name_taken');
      expect(body.error).toMatch(/déjà ce nom/);
      expect(body.errors?.name?.[0]).toMatch(/déjà ce nom/);
    }
  });

  it('says the name is taken even when the derived slug is sent along and also taken (the old form did so)', async () => {
    const body = await refusedOn(await create({ name: 'Floral', slug: 'floral' }), 'name');
    expect(body.code).toBe('category_name_taken');
    expect(body.error).not.toMatch(/slug/);
  });

  it('says the name is taken when a rename takes another category’s name', async () => {
    const mine = await created({ name: 'Ambré Doux' });
    const body = await refusedOn(await update(mine.id, { name: 'floral', slug: mine.slug }), 'name');
    expect(body.code).toBe('category_name_taken');
    // renaming to its own name in other capitals is no conflict
    const res = await update(mine.id, { name: 'AMBRÉ DOUX', slug: mine.slug });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'AMBRÉ DOUX', slug: 'ambre-doux' });
  });
});

describe('category slugs', () => {
  it('folds accents to URL-safe ASCII', async () => {
    expect((await created({ name: 'Épicé' })).slug).toBe('epice');
    expect((await created({ name: 'audit-catégorie-test' })).slug).toBe('audit-categorie-test');
    expect((await created({ name: 'Cuir & Tabac' })).slug).toBe('cuir-tabac');
    expect((await created({ name: 'Œillet', slug: 'Œillet Poivré' })).slug).toBe('oeillet-poivre');
  });

  it('gives a derived slug that is taken a free numbered suffix instead of refusing the name', async () => {
    // "Epice" is another name than "Épicé" (the accent counts for names) but folds to the same slug
    expect((await created({ name: 'Epice' })).slug).toBe('epice-2');
    expect((await created({ name: 'Epicé' })).slug).toBe('epice-3');
    // a rename that keeps deriving its own slug does not collide with itself
    const own = await created({ name: 'Fougère' });
    const res = await update(own.id, { name: 'FOUGÈRE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ slug: 'fougere' });
  });

  it('refuses a slug the client gives when another category has it, on the slug field', async () => {
    const body = await refusedOn(await create({ name: 'Tout Autre Nom', slug: 'epice' }), 'slug');
    expect(body.code).toBe('category_slug_taken');
  });

  it('still gives an address to a name with nothing a slug can keep', async () => {
    expect((await created({ name: '香水' })).slug).toBe('categorie');
    expect((await created({ name: '!!' })).slug).toBe('categorie-2');
  });
});
