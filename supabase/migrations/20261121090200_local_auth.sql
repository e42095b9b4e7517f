-- migration: local auth
-- purpose: the embedded default's stand-in for supabase auth (auth.users): admin accounts with a
--          scrypt password hash, and password reset tokens. kept in its own schema, which supabase
--          does not expose through its data api; unused (and empty) in production.

create schema if not exists local_auth;

create table local_auth.users (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(email)),
  password_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_email_key unique (email)
);
comment on table local_auth.users is 'Local accounts of the embedded default (production uses supabase auth).';

create table local_auth.password_resets (
  token_hash text primary key,
  user_id uuid not null references local_auth.users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
comment on table local_auth.password_resets is 'One-time password reset tokens (sha-256), valid for an hour.';

alter table local_auth.users enable row level security;
alter table local_auth.password_resets enable row level security;
