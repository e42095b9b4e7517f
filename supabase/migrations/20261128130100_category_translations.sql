-- migration: category translations
-- purpose: categories have names in fr, en and nl like the products. `name` stays
--   the french name: required, unique (any case) and the fallback; name_en and name_nl are optional
--   (null: the storefront shows the french name, or the shop's own words for the seeded families).
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

alter table public.categories
  add column name_en text check (name_en is null or char_length(btrim(name_en)) between 2 and 50),
  add column name_nl text check (name_nl is null or char_length(btrim(name_nl)) between 2 and 50);
comment on column public.categories.name is 'French name: required, the fallback of the other languages.';
comment on column public.categories.name_en is 'English name; null: the French name is shown.';
comment on column public.categories.name_nl is 'Dutch name; null: the French name is shown.';
