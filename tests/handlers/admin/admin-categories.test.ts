import { beforeAll, describe, expect, it } from 'vitest';
import handler from '../../../netlify/functions/admin-categories.mts';
import readCategories from '../../../netlify/functions/categories-read.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { resetDatabase, seedDemo } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { adminToken, createAccounts, jsonInit } from './helpers.ts';

let token: string;
const call = (url: string, init: RequestInit, params: Record<string, string> = {}) =>
  handler(new Request(`http://localhost${url}`, init), functionContext(params));

beforeAll(async () => {
  await resetDatabase();
  await seedDemo();
  await createAccounts();
  token = await adminToken();
});

describe('admin categories', () => {
  it('creates a category with the slug rule of the spec', async () => {
    const res = await call('/api/categories', jsonInit(token, 'POST', { name: '  Eau   de Parfum ' }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ name: 'Eau de Parfum', slug: 'eau-de-parfum', products_count: 0 });
    const given = await call('/api/categories', jsonInit(token, 'POST', { name: 'Cuir', slug: 'cuir-fin' }));
    expect(await given.json()).toMatchObject({ slug: 'cuir-fin' });
  });

  it('keeps names 2 to 50 characters and unique whatever the case, naming the field', async () => {
    for (const name of ['A', 'x'.repeat(51), '', '   ']) {
      const res = await call('/api/categories', jsonInit(token, 'POST', { name }));
      expect(res.status, name).toBe(422);
      expect(((await res.json()) as { errors: object }).errors).toHaveProperty('name');
    }
    const dup = await call('/api/categories', jsonInit(token, 'POST', { name: 'EAU DE PARFUM', slug: 'other' }));
    expect(dup.status).toBe(422);
    const body = (await dup.json()) as { error: string; errors: Record<string, string[]> };
    expect(body.errors.name![0]).toMatch(/déjà ce nom/);
    expect(body.error).toMatch(/déjà ce nom/);
    const slugTaken = await call('/api/categories', jsonInit(token, 'POST', { name: 'Autre', slug: 'cuir-fin' }));
    expect(slugTaken.status).toBe(422);
    expect(((await slugTaken.json()) as { errors: object }).errors).toHaveProperty('slug');
  });

  it('renames a category, and answers 404 for an unknown one', async () => {
    const [{ id } = { id: 0 }] = await getSql().unsafe<{ id: number }[]>(
      "select id from public.categories where slug = 'cuir-fin'",
    );
    const res = await call(`/api/categories/${id}`, jsonInit(token, 'PUT', { name: 'Cuir Noble' }), { id: String(id) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, name: 'Cuir Noble', slug: 'cuir-noble' });
    expect(
      (await call('/api/categories/999999', jsonInit(token, 'PUT', { name: 'Rien' }), { id: '999999' })).status,
    ).toBe(404);
  });

  it('refuses to delete a category that still has products (409), deletes an empty one', async () => {
    const [full] = await getSql().unsafe<{ id: number }[]>('select category_id as id from public.products limit 1');
    const res = await call(`/api/categories/${full!.id}`, jsonInit(token, 'DELETE', null), { id: String(full!.id) });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(/contient encore \d+ produit/);
    const [empty] = await getSql().unsafe<{ id: number }[]>(
      "select id from public.categories where slug = 'cuir-noble'",
    );
    const ok = await call(`/api/categories/${empty!.id}`, jsonInit(token, 'DELETE', null), { id: String(empty!.id) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ message: 'Catégorie supprimée avec succès !' });
    expect(
      (await call(`/api/categories/${empty!.id}`, jsonInit(token, 'DELETE', null), { id: String(empty!.id) })).status,
    ).toBe(404);
  });

  it('lists categories as words sort, accents and case aside (Éditions limitées before Oriental)', async () => {
    for (const name of ['Oriental', 'Éditions limitées', 'boisé']) {
      const res = await call('/api/categories', jsonInit(token, 'POST', { name }));
      expect([201, 422], name).toContain(res.status); // 422: the demo shop has it already
    }
    const names = (
      (await (await readCategories(new Request('http://localhost/api/categories'), functionContext({}))).json()) as {
        name: string;
      }[]
    ).map((c) => c.name);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' }));
    expect(names).toEqual(sorted);
    expect(names.indexOf('Éditions limitées')).toBeLessThan(names.indexOf('Oriental'));
    expect(names.indexOf('boisé')).toBeLessThan(names.indexOf('Éditions limitées'));
  });
});
