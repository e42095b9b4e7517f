-- The EU withdrawal function (Directive 2011/83/EU art. 11a): each withdrawal a shopper confirms online,
-- with the order, the lines withdrawn, the name and e-mail given, and the moment it was received (kept
-- both as an instant and as the Brussels wall-clock time the acknowledgement e-mail states).
-- The owner marks the returned parcel received; "refunded" is read from the order's ledger (a refund
-- recorded after the withdrawal), so the return cannot say refunded while the money says otherwise.
create table public.withdrawals (
  id bigint generated always as identity primary key,
  order_id bigint not null references public.orders (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254),
  -- [{order_item_id, product_name, size_ml, quantity, unit_price_cents}] as withdrawn
  lines jsonb not null check (jsonb_typeof(lines) = 'array' and jsonb_array_length(lines) >= 1),
  amount_cents integer not null check (amount_cents >= 0),
  language public.shop_language not null default 'fr',
  received_at timestamptz not null default now(),
  received_brussels timestamp not null default (now() at time zone 'Europe/Brussels'),
  -- the last day of the withdrawal period when it was received (null: goods not yet delivered)
  period_ends_on date,
  goods_received_at timestamptz,
  created_by text not null default 'shopper'
);
comment on table public.withdrawals is 'Withdrawals from the contract made through the storefront''s withdrawal function, and their return.';
create index withdrawals_order_id_idx on public.withdrawals (order_id, id);
create index withdrawals_received_at_idx on public.withdrawals (received_at desc, id desc);

alter table public.withdrawals enable row level security;
-- no policies: only the service role (the api functions) touches it.
