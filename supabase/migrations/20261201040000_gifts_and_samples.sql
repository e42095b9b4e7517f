-- migration: gift wrap, a gift message and free samples with an order
-- purpose: - shop_settings: whether gift wrap is offered and its price (vat-inclusive at the home rate,
--            like the shipping fee; 0 = free), the longest gift message, whether samples are offered
--            and how many a shopper may choose per order.
--          - products: offered_as_sample, the owner's pick of the perfumes offered as a free sample.
--          - orders: gift_wrap and gift_wrap_cents (the wrap as charged, part of the total and of its
--            vat), gift_message (printed on the packing slip, never on the invoice) and samples (the
--            chosen products' ids and names as the shopper read them; they cost nothing and take no
--            stock: samples are separate vials, not bottles of the catalogue).
--          - the total's check now adds the wrap; place_order stores the four order columns.
-- note: rls unchanged (columns on existing tables). runs on supabase (postgresql 15+) and pglite.

alter table public.shop_settings
  add column gift_wrap_enabled boolean not null default false,
  add column gift_wrap_price_cents integer not null default 0 check (gift_wrap_price_cents between 0 and 100000),
  add column gift_message_max_length integer not null default 300 check (gift_message_max_length between 0 and 1000),
  add column samples_enabled boolean not null default false,
  add column samples_max integer not null default 2 check (samples_max between 0 and 5);
comment on column public.shop_settings.gift_wrap_price_cents is 'Gift wrap price, VAT included at the home rate like the shipping fee; 0 = free.';
comment on column public.shop_settings.samples_max is 'How many free samples a shopper may choose per order (0 to 5).';

alter table public.products add column offered_as_sample boolean not null default false;
comment on column public.products.offered_as_sample is 'The shopper may choose this perfume as a free sample (a separate vial: it takes no stock).';

alter table public.orders
  add column gift_wrap boolean not null default false,
  add column gift_wrap_cents integer not null default 0 check (gift_wrap_cents >= 0),
  add column gift_message text check (gift_message is null or char_length(gift_message) <= 1000),
  add column samples jsonb not null default '[]'::jsonb check (jsonb_typeof(samples) = 'array');
comment on column public.orders.gift_wrap_cents is 'The gift wrap as charged (0 when free or not asked); part of total_cents and of its VAT.';
comment on column public.orders.gift_message is 'The gift message: printed on the packing slip, never on the invoice.';
comment on column public.orders.samples is 'The free samples chosen: [{"product_id", "name"}], names as the shopper read them; no stock taken.';

alter table public.orders drop constraint orders_check1;
alter table public.orders add constraint orders_total_check
  check (total_cents = subtotal_cents - discount_cents + shipping_cents + gift_wrap_cents);

-- p: as in 20261126090000_vat_by_destination.sql, plus gift_wrap, gift_wrap_cents, gift_message and samples.
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
    vat_rate_bp, vat_scheme, promo_code, access_token_hash, idempotency_key, request_hash, hold_until,
    gift_wrap, gift_wrap_cents, gift_message, samples
  ) values (
    p->>'first_name', p->>'last_name', p->>'email', nullif(p->>'phone', ''), p->>'address',
    p->>'city', p->>'postal_code', p->>'country', (p->>'language')::public.shop_language,
    (p->>'payment_method')::public.payment_method, (p->>'subtotal_cents')::integer,
    (p->>'discount_cents')::integer, (p->>'shipping_cents')::integer, (p->>'total_cents')::integer,
    (p->>'vat_cents')::integer, coalesce((p->>'vat_rate_bp')::integer, 2100), coalesce(p->>'vat_scheme', 'be'),
    nullif(p->>'promo_code', ''), p->>'access_token_hash', p->>'idempotency_key', p->>'request_hash',
    now() + make_interval(mins => coalesce(v_hold_minutes, 60)),
    coalesce((p->>'gift_wrap')::boolean, false), coalesce((p->>'gift_wrap_cents')::integer, 0),
    nullif(p->>'gift_message', ''), coalesce(p->'samples', '[]'::jsonb)
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
  'Places an order atomically: idempotency key, stock of every line at its catalog price (all or none), items with the price charged, VAT scheme, gift wrap, gift message and samples (no stock), first history row.';
