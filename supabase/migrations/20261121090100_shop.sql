-- migration: shop
-- purpose: shop settings, promo codes, orders with items and status history, the admin list,
--          newsletter subscribers, processed payment events and rate-limit counters.
--          every table has rls on; none is readable or writable by the anonymous role: the
--          server functions reach them with the service role.

create type public.order_status as enum ('pending', 'paid', 'shipped', 'completed', 'cancelled');
create type public.payment_method as enum ('credit-card', 'paypal', 'bank-transfer');
create type public.shop_language as enum ('fr', 'en', 'nl');

create table public.shop_settings (
  id boolean primary key default true check (id),
  shipping_fee_cents integer not null default 1000 check (shipping_fee_cents >= 0),
  bank_account_holder text not null default '',
  bank_iban text not null default '',
  bank_bic text not null default '',
  bank_name text not null default '',
  card_enabled boolean not null default true,
  paypal_enabled boolean not null default false,
  bank_transfer_enabled boolean not null default true,
  -- shown instead of a payment method that is switched off; null means the catalogue's default text.
  card_maintenance_message text,
  paypal_maintenance_message text,
  bank_transfer_maintenance_message text,
  contact_email text not null default '',
  contact_phone text not null default '',
  whatsapp_url text not null default '',
  instagram_url text not null default '',
  delivery_days_min integer not null default 2 check (delivery_days_min >= 0),
  delivery_days_max integer not null default 5 check (delivery_days_max >= delivery_days_min),
  -- how long an unpaid order keeps its stock, per payment method.
  hold_minutes_card integer not null default 60 check (hold_minutes_card between 5 and 43200),
  hold_minutes_paypal integer not null default 60 check (hold_minutes_paypal between 5 and 43200),
  hold_minutes_bank_transfer integer not null default 10080 check (hold_minutes_bank_transfer between 5 and 43200),
  updated_at timestamptz not null default now()
);
comment on table public.shop_settings is 'The one row of shop-wide settings the admin edits.';
insert into public.shop_settings (id) values (true);

create table public.promo_codes (
  code text primary key check (code = lower(code) and code ~ '^[a-z0-9_-]{2,40}$'),
  percent_off integer not null check (percent_off between 1 and 100),
  active boolean not null default true,
  created_at timestamptz not null default now()
);
comment on table public.promo_codes is 'Promo codes, stored lowercase and matched case-insensitively.';

create table public.orders (
  id bigint generated always as identity primary key,
  status public.order_status not null default 'pending',
  first_name text not null check (char_length(btrim(first_name)) between 1 and 100),
  last_name text not null check (char_length(btrim(last_name)) between 1 and 100),
  name text generated always as (first_name || ' ' || last_name) stored,
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  phone text check (phone is null or char_length(phone) <= 40),
  address text not null check (char_length(btrim(address)) between 1 and 200),
  city text not null check (char_length(btrim(city)) between 1 and 100),
  postal_code text not null check (char_length(btrim(postal_code)) between 1 and 20),
  country text not null check (country in ('BE', 'FR', 'DE', 'NL', 'UK')),
  language public.shop_language not null default 'fr',
  payment_method public.payment_method not null,
  subtotal_cents integer not null check (subtotal_cents >= 0),
  discount_cents integer not null default 0 check (discount_cents >= 0 and discount_cents <= subtotal_cents),
  shipping_cents integer not null check (shipping_cents >= 0),
  total_cents integer not null check (total_cents = subtotal_cents - discount_cents + shipping_cents),
  vat_cents integer not null check (vat_cents >= 0 and vat_cents <= total_cents),
  vat_rate_bp integer not null default 2100 check (vat_rate_bp between 0 and 10000),
  promo_code text,
  -- payment provider ('stripe', 'paypal', 'test') and its id for this order's payment.
  payment_provider text,
  payment_id text,
  -- sha-256 of the unguessable token that lets the shopper read the order.
  access_token_hash text not null check (char_length(access_token_hash) = 64),
  idempotency_key text not null check (char_length(idempotency_key) between 8 and 200),
  request_hash text not null,
  -- an unpaid order keeps its stock until then; afterwards it is cancelled and restocked.
  hold_until timestamptz,
  stock_released boolean not null default false,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint orders_idempotency_key_key unique (idempotency_key)
);
comment on table public.orders is 'Orders; every amount in euro cents, VAT included, computed by the server.';
create index orders_created_at_idx on public.orders (created_at desc, id desc);
create index orders_status_idx on public.orders (status);
create index orders_hold_idx on public.orders (hold_until) where status = 'pending';

create table public.order_items (
  id bigint generated always as identity primary key,
  order_id bigint not null references public.orders (id) on delete cascade,
  product_id bigint references public.products (id) on delete set null,
  product_name text not null,
  size_ml integer,
  unit_price_cents integer not null check (unit_price_cents > 0),
  quantity integer not null check (quantity between 1 and 100)
);
comment on table public.order_items is 'Lines of an order, with the product name and price as sold.';
create index order_items_order_id_idx on public.order_items (order_id);
create index order_items_product_id_idx on public.order_items (product_id);

create table public.order_status_history (
  id bigint generated always as identity primary key,
  order_id bigint not null references public.orders (id) on delete cascade,
  from_status public.order_status,
  to_status public.order_status not null,
  changed_by text not null default 'system',
  note text,
  changed_at timestamptz not null default now()
);
comment on table public.order_status_history is 'Every status an order went through, who set it and when.';
create index order_status_history_order_id_idx on public.order_status_history (order_id, changed_at);

create trigger orders_touch before update on public.orders
  for each row execute function public.touch_updated_at();

create table public.admins (
  user_id uuid primary key,
  email text not null check (email = lower(email)),
  created_at timestamptz not null default now(),
  constraint admins_email_key unique (email)
);
comment on table public.admins is 'The shop''s admin list: only these auth users may use the back-office.';

create table public.newsletter_subscribers (
  id bigint generated always as identity primary key,
  email text not null check (email = lower(email) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  language public.shop_language not null default 'fr',
  consent_at timestamptz not null default now(),
  confirm_token_hash text,
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_key unique (email)
);
comment on table public.newsletter_subscribers is 'Newsletter addresses with consent time and double opt-in confirmation.';

create table public.payment_events (
  provider text not null,
  event_id text not null,
  order_id bigint references public.orders (id) on delete set null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);
comment on table public.payment_events is 'Payment provider events already processed, so a replay changes nothing.';

create table public.rate_limit_hits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null default 1,
  primary key (bucket, window_start)
);
comment on table public.rate_limit_hits is 'Fixed-window request counters per client and endpoint.';

alter table public.shop_settings enable row level security;
alter table public.promo_codes enable row level security;
alter table public.orders enable row level security;
alter table public.order_items enable row level security;
alter table public.order_status_history enable row level security;
alter table public.admins enable row level security;
alter table public.newsletter_subscribers enable row level security;
alter table public.payment_events enable row level security;
alter table public.rate_limit_hits enable row level security;
-- no policies: only the service role (the api functions) touches these tables.

-- one round trip per request: count a hit and say whether the caller is still within its limit.
create function public.rate_limit_hit(p_bucket text, p_window_seconds integer, p_max integer)
returns boolean
language sql
security invoker
set search_path = ''
as $$
  with w as (
    select to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds) as start
  ), hit as (
    insert into public.rate_limit_hits (bucket, window_start)
    select p_bucket, start from w
    on conflict (bucket, window_start) do update set hits = public.rate_limit_hits.hits + 1
    returning hits
  )
  select hits <= p_max from hit;
$$;
