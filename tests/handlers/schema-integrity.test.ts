// The database itself refuses what the shop must never hold, whatever code talks to it.
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../src/domain/vocabulary/order-status.ts';
import { getSql } from '../../src/server/db/client.ts';
import { resetDatabase } from '../support/database.ts';

const sql = () => getSql();
let categoryId: number;

async function product(overrides: Record<string, unknown> = {}) {
  const row = {
    category_id: categoryId,
    name_fr: 'P',
    description_fr: 'D',
    size_ml: 50,
    gender: 'unisex',
    price_cents: 1000,
    stock: 1,
    is_flagship: false,
    is_hero: false,
    ...overrides,
  };
  const [created] = await sql()<{ id: number }[]>`insert into public.products ${sql()(row)} returning id`;
  return created!.id;
}

beforeEach(async () => {
  await resetDatabase();
  [{ id: categoryId }] = (await sql().unsafe(
    `insert into public.categories (name, slug) values ('Floral', 'floral') returning id`,
  )) as never as [{ id: number }];
});

describe('schema integrity', () => {
  it('refuses negative stock and non-positive prices', async () => {
    await expect(product({ stock: -1 })).rejects.toThrow(/check/);
    await expect(product({ price_cents: 0 })).rejects.toThrow(/check/);
    const id = await product({ stock: 1 });
    await expect(sql()`update public.products set stock = stock - 2 where id = ${id}`).rejects.toThrow(/check/);
  });

  it('keeps category slugs and names unique', async () => {
    await expect(sql().unsafe(`insert into public.categories (name, slug) values ('Autre', 'floral')`)).rejects.toThrow(
      /unique|duplicate/,
    );
    await expect(
      sql().unsafe(`insert into public.categories (name, slug) values ('FLORAL', 'floral-2')`),
    ).rejects.toThrow(/unique|duplicate/);
  });

  it('allows at most 3 flagship products and 1 hero', async () => {
    for (let i = 0; i < 3; i++) await product({ is_flagship: true });
    await expect(product({ is_flagship: true })).rejects.toThrow(/at most 3 flagship/);
    const hero = await product({ is_hero: true });
    await expect(product({ is_hero: true })).rejects.toThrow(/at most 1 hero/);
    // Moving the hero to another product in one statement is fine.
    const other = await product();
    await sql()`update public.products set is_hero = (id = ${other})`;
    const heroes = await sql().unsafe<{ id: number }[]>('select id from public.products where is_hero');
    expect(heroes.map((h) => h.id)).toEqual([other]);
    expect(hero).not.toBe(other);
  });

  it('knows only the five order statuses', async () => {
    await expect(sql().unsafe(`select 'refunded'::public.order_status`)).rejects.toThrow(/invalid input value/);
    const statuses = await sql().unsafe<{ s: string }[]>(
      `select unnest(enum_range(null::public.order_status))::text as s`,
    );
    // the database's enum and the code's one vocabulary hold the same statuses, in the same order
    expect(statuses.map((r) => r.s)).toEqual([...ORDER_STATUSES]);
  });

  it('has row level security on every table and gives the anonymous role no write access', async () => {
    const withoutRls = await sql().unsafe<{ name: string }[]>(
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname in ('public', 'local_auth') and not c.relrowsecurity`,
    );
    expect(withoutRls).toEqual([]);
    const anonWrites = await sql().unsafe<{ policyname: string }[]>(
      `select policyname from pg_policies where 'anon' = any(roles) and cmd <> 'SELECT'`,
    );
    expect(anonWrites).toEqual([]);
  });
});
