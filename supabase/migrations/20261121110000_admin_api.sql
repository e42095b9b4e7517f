-- migration: admin api
-- purpose: what the back-office api needs beyond the catalog and shop schemas:
--          - local_auth.sessions: sessions of the embedded default's local sign-in, so that logout
--            (and a password reset) revokes a token before it expires. unused in production, where
--            supabase auth keeps the sessions.
--          - public.rebuild_hook_state: when the storefront build hook last fired, so that a burst of
--            catalog edits fires netlify's build hook at most once a minute.
--          - at most 5 images per product, kept by the database as well as by the api.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

create table local_auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references local_auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
comment on table local_auth.sessions is 'Sign-in sessions of the embedded default; a token is valid only while its session is neither revoked nor expired.';
create index sessions_user_id_idx on local_auth.sessions (user_id);
alter table local_auth.sessions enable row level security;
-- no policies: only the server reaches local_auth.

create table public.rebuild_hook_state (
  id boolean primary key default true check (id),
  last_fired_at timestamptz not null
);
comment on table public.rebuild_hook_state is 'When the storefront build hook last fired (debounce of catalog-change rebuilds).';
alter table public.rebuild_hook_state enable row level security;
-- no policies: only the service role (the api functions) touches it.

-- statement-level so that one statement may delete some images and add others; images never move
-- between products, so only inserts can break the limit.
create function public.check_product_images_limit()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.product_images i
     where i.product_id in (select a.product_id from added a)
     group by i.product_id having count(*) > 5
  ) then
    raise exception 'at most 5 images per product' using errcode = '23514', constraint = 'product_images_limit';
  end if;
  return null;
end;
$$;
comment on function public.check_product_images_limit() is 'Refuses any statement that leaves a product with more than 5 images.';

create trigger product_images_limit
  after insert on public.product_images
  referencing new table as added
  for each statement execute function public.check_product_images_limit();
