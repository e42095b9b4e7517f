-- migration: testimonials
-- purpose: the home page's testimonials are the owner's data, never texts shipped with the code:
--   presenting reviews no customer wrote is a banned commercial practice in the eu (unfair commercial
--   practices directive, as amended by directive 2019/2161). each testimonial keeps its language, the
--   quote, the name it is signed with, and its source (where the owner got it: a review site, an
--   e-mail, a guest book), so the owner can show it is real. none exist until the owner enters them,
--   and the storefront shows no testimonials section while there are none. the demo texts are
--   inserted by the local seed only (src/local/seed).
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

create table public.testimonials (
  id bigint generated always as identity primary key,
  language text not null check (language in ('fr', 'en', 'nl')),
  quote text not null check (char_length(quote) between 1 and 600),
  author text not null check (char_length(author) between 1 and 120),
  -- where the owner got it (a review site and its date, an e-mail from the customer): never shown
  source text not null check (char_length(source) between 1 and 300),
  position integer not null default 0,
  created_at timestamptz not null default now()
);
comment on table public.testimonials is
  'Testimonials the owner entered in the back-office, with their source; the home page shows those of its language.';
create index testimonials_language_position on public.testimonials (language, position, id);

-- read and written by the shop's server only (the build and the back-office): no policy for anon or
-- authenticated, so the data api gives them nothing.
alter table public.testimonials enable row level security;
