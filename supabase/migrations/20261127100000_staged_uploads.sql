-- migration: direct uploads of product images (staged files)
-- purpose: netlify functions refuse request bodies over 6 mb (base64-encoded), so the back-office
--          sends each image straight to storage: post /api/admin/uploads gives a signed upload url
--          per file into a private staging bucket and records the file here, bound to the admin's
--          session (sha-256 of its bearer token). the product request then names the staged keys;
--          the function claims each row with one delete ... returning (so a key works once, and only
--          for the session that asked for it), downloads the file, checks and re-encodes it like an
--          inline upload, and removes the staged file whatever the outcome. rows and files left behind
--          (an upload never used) are removed by age by the scheduled function prune-staged-uploads.
--          on supabase this also creates the private staging bucket (5 mb, png/jpeg/gif only), the
--          default name of SUPABASE_STAGING_BUCKET; elsewhere there is no storage schema and the
--          embedded default keeps staged files in a local folder.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

create table public.staged_uploads (
  -- the object's name in the staging bucket: 32 random hex digits and the extension of its type
  key text primary key check (key ~ '^[0-9a-f]{32}\.(png|jpg|gif)$'),
  -- sha-256 (hex) of the bearer token of the admin session that asked for the upload url
  session_hash text not null check (session_hash ~ '^[0-9a-f]{64}$'),
  admin_id text not null check (char_length(admin_id) between 1 and 200),
  -- what the admin's browser declared; the bytes themselves are checked when the key is used
  file_name text not null check (char_length(file_name) between 1 and 255),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/gif')),
  declared_size integer not null check (declared_size > 0),
  created_at timestamptz not null default now()
);
comment on table public.staged_uploads is
  'Images an admin is uploading straight to the staging bucket: each key is used once, by the session that asked for it.';
comment on column public.staged_uploads.session_hash is 'SHA-256 (hex) of the bearer token of the admin session the key belongs to.';

-- the prune by age
create index staged_uploads_created_idx on public.staged_uploads (created_at);

alter table public.staged_uploads enable row level security;
-- no policies: only the service role (the api functions) touches it.

-- supabase only: the private staging bucket, limited like the uploads the shop accepts.
do $$
begin
  if to_regclass('storage.buckets') is not null then
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values ('product-images-staging', 'product-images-staging', false, 5242880, array['image/png', 'image/jpeg', 'image/gif'])
    on conflict (id) do nothing;
  end if;
end;
$$;
