// Adds an account to the embedded default's local auth and to the shop's admin list, in one statement.
import type { Sql } from '../db/client.ts';
import { hashPassword } from './password-hash.ts';

export async function upsertLocalAdmin(sql: Sql, email: string, password: string): Promise<string> {
  const normalized = email.trim().toLowerCase();
  const hash = await hashPassword(password);
  const [row] = await sql<{ id: string }[]>`
    with u as (
       insert into local_auth.users (email, password_hash) values (${normalized}, ${hash})
       on conflict (email) do update set password_hash = excluded.password_hash, updated_at = now()
       returning id, email
     ), a as (
       insert into public.admins (user_id, email) select id, email from u
       on conflict (email) do update set user_id = excluded.user_id
     )
     select id from u`;
  if (!row) throw new Error(`the admin ${normalized} was not saved`);
  return row.id;
}
