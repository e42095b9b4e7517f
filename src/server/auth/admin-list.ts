// The shop's admin list (public.admins): a Supabase project may let anyone sign up, so a valid
// account is not enough to use the back-office.
import { getSql } from '../db/client.ts';

export async function isAdmin(userId: string): Promise<boolean> {
  const [row] = await getSql()<
    { ok: boolean }[]
  >`select exists (select 1 from public.admins where user_id = ${userId}::uuid) as ok`;
  return row?.ok === true;
}
