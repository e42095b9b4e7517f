-- migration: vat by destination
-- purpose: the vat a belgian shop owes on each order depends on where the parcel goes.
--          - vat_rates: the standard rate of each shipping country with the day it applies from
--            (belgian calendar day); an order takes the rate in force on the day it is placed and
--            keeps it (orders.vat_rate_bp), so a later change never touches a placed order.
--          - shop_settings: registered for the one-stop shop (oss: destination rates for fr, de,
--            nl; otherwise belgian vat on those distance sales), the united kingdom (uk vat
--            registered: 20 % on consignments up to gbp 135, given in euros; not registered:
--            vat-free export, the shopper pays import charges at delivery; or no uk shipping), the
--            uk vat number the invoices print, and how prices follow the rate (same vat-inclusive
--            price everywhere, or same net price).
--          - orders.vat_scheme: under which rules the order's vat was charged ('be' belgian vat,
--            'oss' destination vat declared through the oss, 'uk' uk vat, 'export' vat-free export
--            to the uk), what the vat returns are split by.
--          - place_order: stores vat_scheme, and checks each line against the catalog price
--            (catalog_price_cents) while storing the price charged at the destination
--            (unit_price_cents): with "same net price" they differ outside belgium.
-- defaults keep an existing shop's eu orders as they were (belgian vat until the owner says the
-- shop is oss-registered); uk orders stop carrying belgian vat (a vat-free export by default).
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

create table public.vat_rates (
  country text not null check (country in ('BE', 'FR', 'DE', 'NL', 'UK')),
  rate_bp integer not null check (rate_bp between 0 and 10000),
  valid_from date not null,
  created_at timestamptz not null default now(),
  constraint vat_rates_pkey primary key (country, valid_from)
);
comment on table public.vat_rates is
  'Standard VAT rate per shipping country (basis points, 2100 = 21 %), in force from valid_from (Brussels calendar day) until the next row.';
alter table public.vat_rates enable row level security;
-- no policies: only the service role (the api functions) touches this table.

-- the standard rates as the law sets them, with germany's temporary 16 % of the second half of 2020.
-- a function, so that a test database emptied between tests gets the same rows back.
create function public.insert_standard_vat_rates()
returns void
language sql
security invoker
set search_path = ''
as $$
  insert into public.vat_rates (country, rate_bp, valid_from) values
    ('BE', 2100, date '1996-01-01'),
    ('FR', 2000, date '2014-01-01'),
    ('DE', 1900, date '2007-01-01'),
    ('DE', 1600, date '2020-07-01'),
    ('DE', 1900, date '2021-01-01'),
    ('NL', 2100, date '2012-10-01'),
    ('UK', 2000, date '2011-01-04')
  on conflict (country, valid_from) do nothing;
$$;
revoke execute on function public.insert_standard_vat_rates() from public, anon, authenticated;
grant execute on function public.insert_standard_vat_rates() to service_role;
select public.insert_standard_vat_rates();

alter table public.shop_settings
  add column oss_registered boolean not null default false,
  add column uk_vat_mode text not null default 'not-registered'
    check (uk_vat_mode in ('registered', 'not-registered', 'no-shipping')),
  -- the euro value of gbp 135 (the uk's low-value consignment limit) the shop goes by.
  add column uk_low_value_limit_cents integer not null default 15500
    check (uk_low_value_limit_cents between 0 and 10000000),
  add column uk_vat_number text not null default ''
    check (uk_vat_number = '' or uk_vat_number ~ '^GB([0-9]{9}|[0-9]{12})$'),
  add column vat_pricing text not null default 'same-gross' check (vat_pricing in ('same-gross', 'same-net'));

alter table public.orders
  add column vat_scheme text not null default 'be' check (vat_scheme in ('be', 'oss', 'uk', 'export')),
  add constraint orders_vat_scheme_country check (
    (vat_scheme <> 'oss' or country in ('FR', 'DE', 'NL'))
    and (vat_scheme not in ('uk', 'export') or country = 'UK')
    and (vat_scheme <> 'export' or (vat_rate_bp = 0 and vat_cents = 0))
  );
comment on column public.orders.vat_scheme is
  'be: Belgian VAT; oss: destination VAT declared through the One-Stop Shop; uk: UK VAT; export: VAT-free export to the UK.';

-- the quarterly vat figures read the sold orders by the day the money came in (the day of the
-- order for one marked shipped or completed without passing by 'paid').
create index if not exists orders_vat_day_idx on public.orders ((coalesce(paid_at, created_at)))
  where status in ('paid', 'shipped', 'completed');

-- p: as before (see 20261121100000_order_functions.sql), plus vat_scheme, and per item the
-- catalog_price_cents the stock reservation checks (unit_price_cents when absent).
create or replace function public.place_order(p jsonb)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_order_id bigint;
  v_existing record;
  v_item record;
  v_hold_minutes integer;
begin
  select case p->>'payment_method'
           when 'credit-card' then s.hold_minutes_card
           when 'paypal' then s.hold_minutes_paypal
           else s.hold_minutes_bank_transfer
         end
    into v_hold_minutes
    from public.shop_settings s;

  insert into public.orders (
    first_name, last_name, email, phone, address, city, postal_code, country, language,
    payment_method, subtotal_cents, discount_cents, shipping_cents, total_cents, vat_cents,
    vat_rate_bp, vat_scheme, promo_code, access_token_hash, idempotency_key, request_hash, hold_until
  ) values (
    p->>'first_name', p->>'last_name', p->>'email', nullif(p->>'phone', ''), p->>'address',
    p->>'city', p->>'postal_code', p->>'country', (p->>'language')::public.shop_language,
    (p->>'payment_method')::public.payment_method, (p->>'subtotal_cents')::integer,
    (p->>'discount_cents')::integer, (p->>'shipping_cents')::integer, (p->>'total_cents')::integer,
    (p->>'vat_cents')::integer, coalesce((p->>'vat_rate_bp')::integer, 2100), coalesce(p->>'vat_scheme', 'be'),
    nullif(p->>'promo_code', ''), p->>'access_token_hash', p->>'idempotency_key', p->>'request_hash',
    now() + make_interval(mins => coalesce(v_hold_minutes, 60))
  )
  on conflict (idempotency_key) do nothing
  returning id into v_order_id;

  if v_order_id is null then
    -- the key was used before (a retry, or a concurrent twin that committed first).
    select id, request_hash into v_existing from public.orders where idempotency_key = p->>'idempotency_key';
    if v_existing.request_hash = p->>'request_hash' then
      return jsonb_build_object('result', 'existing', 'order_id', v_existing.id);
    end if;
    return jsonb_build_object('result', 'mismatch', 'order_id', v_existing.id);
  end if;

  -- lines merged per product and locked in product id order, so two orders never deadlock.
  for v_item in
    select (i->>'product_id')::bigint as product_id,
           sum((i->>'quantity')::integer)::integer as quantity,
           min((i->>'unit_price_cents')::integer) as unit_price_cents,
           min(coalesce((i->>'catalog_price_cents')::integer, (i->>'unit_price_cents')::integer)) as catalog_price_cents,
           min(i->>'product_name') as product_name,
           min((i->>'size_ml')::integer) as size_ml
      from jsonb_array_elements(p->'items') as i
     group by 1
     order by 1
  loop
    perform public.reserve_product_stock(v_item.product_id, v_item.quantity, v_item.catalog_price_cents);
    insert into public.order_items (order_id, product_id, product_name, size_ml, unit_price_cents, quantity)
    values (v_order_id, v_item.product_id, v_item.product_name, v_item.size_ml, v_item.unit_price_cents, v_item.quantity);
  end loop;

  if not exists (select 1 from public.order_items where order_id = v_order_id) then
    raise exception 'an order needs at least one item' using errcode = '23514';
  end if;

  insert into public.order_status_history (order_id, from_status, to_status, changed_by, note)
  values (v_order_id, null, 'pending', coalesce(p->>'actor', 'shopper'), 'order placed');

  return jsonb_build_object('result', 'created', 'order_id', v_order_id);
end;
$$;
comment on function public.place_order(jsonb) is
  'Places an order atomically: idempotency key, stock of every line at its catalog price (all or none), items with the price charged, VAT scheme, first history row.';
