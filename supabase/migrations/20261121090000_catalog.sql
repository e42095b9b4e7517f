-- migration: catalog
-- purpose: categories, products (fr/en/nl texts), product images, with integrity rules kept in the
--          database: price > 0, stock >= 0, unique category slug and name, at most 3 flagship and
--          1 hero product. rls on every table; anonymous visitors may only read the catalog.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

-- supabase ships these roles; plain postgresql and pglite do not, so create them when missing.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin bypassrls;
  end if;
end
$$;

create type public.gender as enum ('male', 'female', 'unisex');

create table public.categories (
  id bigint generated always as identity primary key,
  name text not null check (char_length(btrim(name)) between 2 and 50),
  slug text not null check (slug ~ '^[^\sA-Z]+$' and char_length(slug) between 1 and 80),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint categories_slug_key unique (slug)
);
comment on table public.categories is 'Olfactive families of the catalog (oriental, floral, woody, fresh, ...).';
create unique index categories_name_lower_key on public.categories (lower(btrim(name)));

create table public.products (
  id bigint generated always as identity primary key,
  category_id bigint not null references public.categories (id) on delete restrict,
  name_fr text not null check (char_length(btrim(name_fr)) between 1 and 120),
  name_en text check (name_en is null or char_length(name_en) <= 120),
  name_nl text check (name_nl is null or char_length(name_nl) <= 120),
  description_fr text not null check (char_length(btrim(description_fr)) between 1 and 5000),
  description_en text check (description_en is null or char_length(description_en) <= 5000),
  description_nl text check (description_nl is null or char_length(description_nl) <= 5000),
  olfactive_notes_fr text check (olfactive_notes_fr is null or char_length(olfactive_notes_fr) <= 2000),
  olfactive_notes_en text check (olfactive_notes_en is null or char_length(olfactive_notes_en) <= 2000),
  olfactive_notes_nl text check (olfactive_notes_nl is null or char_length(olfactive_notes_nl) <= 2000),
  size_ml integer not null check (size_ml > 0 and size_ml <= 10000),
  gender public.gender not null,
  price_cents integer not null check (price_cents > 0 and price_cents <= 100000000),
  stock integer not null default 0 check (stock >= 0 and stock <= 1000000),
  is_flagship boolean not null default false,
  is_hero boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.products is 'Perfume extracts. Texts in fr (required, the fallback), en and nl. Money in euro cents, VAT included.';
create index products_category_id_idx on public.products (category_id);
create index products_created_at_idx on public.products (created_at desc, id desc);

create table public.product_images (
  id bigint generated always as identity primary key,
  product_id bigint not null references public.products (id) on delete cascade,
  path text not null check (path ~ '^[a-z0-9/_.-]+$' and char_length(path) <= 300),
  position integer not null default 0 check (position >= 0),
  width integer check (width > 0),
  height integer check (height > 0),
  created_at timestamptz not null default now()
);
comment on table public.product_images is 'Images of a product in storage; position 0 is the main image. path names the 800 px WebP; other sizes sit beside it.';
create index product_images_product_id_idx on public.product_images (product_id, position, id);

-- at most 3 flagship and 1 hero product. statement-level so that one update may swap the set.
create function public.check_special_products_limit()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if (select count(*) from public.products where is_flagship) > 3 then
    raise exception 'at most 3 flagship products' using errcode = '23514', constraint = 'products_flagship_limit';
  end if;
  if (select count(*) from public.products where is_hero) > 1 then
    raise exception 'at most 1 hero product' using errcode = '23514', constraint = 'products_hero_limit';
  end if;
  return null;
end;
$$;

create trigger products_special_limit
  after insert or update of is_flagship, is_hero on public.products
  for each statement execute function public.check_special_products_limit();

create function public.touch_updated_at()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger categories_touch before update on public.categories
  for each row execute function public.touch_updated_at();
create trigger products_touch before update on public.products
  for each row execute function public.touch_updated_at();

alter table public.categories enable row level security;
alter table public.products enable row level security;
alter table public.product_images enable row level security;

-- the catalog is public: anyone may read it, nobody but the server (service role) may write it.
create policy "catalog categories are readable by anyone" on public.categories
  for select to anon, authenticated using (true);
create policy "catalog products are readable by anyone" on public.products
  for select to anon, authenticated using (true);
create policy "catalog images are readable by anyone" on public.product_images
  for select to anon, authenticated using (true);
