// public.grant_admin (migration 20261128090000), what `npm run admin:add -- <email>` calls in
// production: the Supabase Auth user with that address, whatever its case, goes on the admin list tied
// to its auth.users id; an address without an account, or a database without Supabase's auth schema,
// is refused with a sentence saying what to do. Run on PGlite and PostgreSQL, with an auth.users table
// shaped as Supabase's (id, email, created_at) made for the test and dropped after it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSql } from '../../../src/server/db/client.ts';
import { resetDatabase } from '../../support/database.ts';

const ownerId = randomUUID();

describe('public.grant_admin', () => {
  beforeAll(async () => {
    await resetDatabase();
  });
  afterAll(async () => {
    await getSql()`drop schema if exists auth cascade`;
    await getSql()`delete from public.admins where user_id = ${ownerId}`;
  });

  it('says the database has no Supabase auth schema', async () => {
    await getSql()`drop schema if exists auth cascade`;
    await expect(getSql()`select public.grant_admin('owner@example.be')`).rejects.toThrow(/no supabase auth schema/);
  });

  it('puts the Auth user typed in any case on the list, lower-cased and tied to its id, once', async () => {
    await getSql()`create schema auth`;
    await getSql()`create table auth.users (id uuid primary key, email text, created_at timestamptz not null default now())`;
    await getSql()`insert into auth.users (id, email) values (${ownerId}, 'Owner@Example.be')`;
    const [row] = await getSql()<
      { user_id: string; email: string }[]
    >`select user_id, email from public.grant_admin('  OWNER@example.BE ')`;
    expect(row).toEqual({ user_id: ownerId, email: 'owner@example.be' });
    await getSql()`select public.grant_admin('owner@example.be')`;
    const admins = await getSql()<
      { n: number }[]
    >`select count(*)::int as n from public.admins where user_id = ${ownerId}`;
    expect(admins[0]?.n).toBe(1);
  });

  it('refuses an address without an Auth account, and one that is not an address', async () => {
    await expect(getSql()`select public.grant_admin('nobody@example.be')`).rejects.toThrow(
      /no supabase auth user has the address nobody@example.be: create it first/,
    );
    await expect(getSql()`select public.grant_admin('not an address')`).rejects.toThrow(/is not an e-mail address/);
  });
});
