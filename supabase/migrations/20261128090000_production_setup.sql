-- production setup: what a new supabase project needs beyond the tables, made by
-- `supabase db push` so that a deploy has nothing to click in the dashboard but the auth settings.
--  * the public product-images bucket (the staging bucket is made by 20261127100000_staged_uploads);
--  * public.grant_admin(email): the first admin (and any later one) from the supabase auth user with
--    that address, whatever its case, tied to its auth.users id. `npm run admin:add -- <email>`
--    calls it when SUPABASE_URL is set. elsewhere (plain postgresql, pglite) there is no storage or
--    auth schema: the bucket is skipped and grant_admin says what is missing.

do $$
begin
  if to_regclass('storage.buckets') is not null then
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values ('product-images', 'product-images', true, 5242880, array['image/webp'])
    on conflict (id) do nothing;
  end if;
end;
$$;

create or replace function public.grant_admin(p_email text)
returns public.admins
language plpgsql
security definer
set search_path = public
as $$
declare
  wanted text := lower(btrim(p_email));
  found_id uuid;
  granted public.admins;
begin
  if wanted is null or wanted !~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    raise exception 'grant_admin: "%" is not an e-mail address', p_email using errcode = '22023';
  end if;
  if to_regclass('auth.users') is null then
    raise exception 'grant_admin: this database has no supabase auth schema (auth.users)' using errcode = '42P01';
  end if;
  execute 'select id from auth.users where lower(email) = $1 order by created_at limit 1' into found_id using wanted;
  if found_id is null then
    raise exception 'grant_admin: no supabase auth user has the address %: create it first (authentication > users > add user)', wanted
      using errcode = 'P0002';
  end if;
  insert into public.admins (user_id, email) values (found_id, wanted)
  on conflict (user_id) do update set email = excluded.email
  returning * into granted;
  return granted;
end;
$$;
comment on function public.grant_admin(text) is 'Puts the supabase auth user with this e-mail address (any case) on the admin list.';
-- supabase grants new functions in public to anon and authenticated by default: only the owner (the cli) may.
revoke all on function public.grant_admin(text) from public, anon, authenticated;
