-- migration: order functions
-- purpose: every multi-step change of an order is one function called in one statement, so it is
--          atomic on supabase (one round trip through the transaction pooler) and on the embedded
--          pglite (one shared session: no begin/commit may ever come from the application).
--          - place_order: the order, its stock reservation (all lines or none), its items and its
--            first history row, keyed by an idempotency key.
--          - set_order_status: any transition, a history row per change, stock given back exactly
--            once on cancellation and taken again when an order leaves 'cancelled'.
--          - expire_unpaid_orders: cancels pending orders whose hold passed.
--          - record_payment: a provider's verified payment event, processed at most once.
-- errors: a missing product, a changed price or a short stock raise sqlstate 'P0001' with the hint
--         'unknown_product', 'price_changed' or 'insufficient_stock' and the product id as detail;
--         the application maps them to 404/409 naming the product.

-- index for the expiry sweep and the re-reservation loops: lines of an order by product.
create index if not exists order_items_order_product_idx on public.order_items (order_id, product_id);

-- takes q units of a product at the expected price, or raises naming the product. under read
-- committed the "stock >= q" condition is re-checked on the locked row after any concurrent
-- update commits, so stock never goes below zero whatever the concurrency.
create function public.reserve_product_stock(p_product_id bigint, p_quantity integer, p_expected_price_cents integer)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_price integer;
begin
  update public.products
     set stock = stock - p_quantity
   where id = p_product_id
     and stock >= p_quantity
     and (p_expected_price_cents is null or price_cents = p_expected_price_cents);
  if found then
    return;
  end if;
  select price_cents into v_price from public.products where id = p_product_id;
  if not found then
    raise exception 'unknown product %', p_product_id
      using errcode = 'P0001', hint = 'unknown_product', detail = p_product_id::text;
  elsif p_expected_price_cents is not null and v_price <> p_expected_price_cents then
    raise exception 'price of product % changed', p_product_id
      using errcode = 'P0001', hint = 'price_changed', detail = p_product_id::text;
  else
    raise exception 'insufficient stock for product %', p_product_id
      using errcode = 'P0001', hint = 'insufficient_stock', detail = p_product_id::text;
  end if;
end;
$$;
comment on function public.reserve_product_stock(bigint, integer, integer) is
  'Takes stock of one product at its expected price, or raises (unknown_product, price_changed, insufficient_stock).';

-- p: { idempotency_key, request_hash, access_token_hash, first_name, last_name, email, phone,
--      address, city, postal_code, country, language, payment_method, subtotal_cents,
--      discount_cents, shipping_cents, total_cents, vat_cents, vat_rate_bp, promo_code,
--      actor, items: [{ product_id, quantity, unit_price_cents, product_name, size_ml }] }
-- returns { result: 'created' | 'existing' | 'mismatch', order_id }.
create function public.place_order(p jsonb)
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
    vat_rate_bp, promo_code, access_token_hash, idempotency_key, request_hash, hold_until
  ) values (
    p->>'first_name', p->>'last_name', p->>'email', nullif(p->>'phone', ''), p->>'address',
    p->>'city', p->>'postal_code', p->>'country', (p->>'language')::public.shop_language,
    (p->>'payment_method')::public.payment_method, (p->>'subtotal_cents')::integer,
    (p->>'discount_cents')::integer, (p->>'shipping_cents')::integer, (p->>'total_cents')::integer,
    (p->>'vat_cents')::integer, coalesce((p->>'vat_rate_bp')::integer, 2100), nullif(p->>'promo_code', ''),
    p->>'access_token_hash', p->>'idempotency_key', p->>'request_hash',
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
           min(i->>'product_name') as product_name,
           min((i->>'size_ml')::integer) as size_ml
      from jsonb_array_elements(p->'items') as i
     group by 1
     order by 1
  loop
    perform public.reserve_product_stock(v_item.product_id, v_item.quantity, v_item.unit_price_cents);
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
  'Places an order atomically: idempotency key, stock of every line (all or none), items, first history row.';

-- any transition is allowed (spec section 4); the same status is a no-op. returns
-- { result: 'changed' | 'unchanged' | 'not_found', status, previous_status }.
create function public.set_order_status(
  p_order_id bigint,
  p_status public.order_status,
  p_actor text,
  p_note text default null
)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_order public.orders;
  v_item record;
  v_released boolean;
begin
  select * into v_order from public.orders where id = p_order_id for update;
  if not found then
    return jsonb_build_object('result', 'not_found');
  end if;
  if v_order.status = p_status then
    return jsonb_build_object('result', 'unchanged', 'status', p_status, 'previous_status', v_order.status);
  end if;

  v_released := v_order.stock_released;
  if p_status = 'cancelled' and not v_released then
    -- give the stock back, exactly once: stock_released guards it under the row lock.
    update public.products pr
       set stock = pr.stock + l.quantity
      from (select product_id, sum(quantity)::integer as quantity
              from public.order_items
             where order_id = p_order_id and product_id is not null
             group by product_id) l
     where pr.id = l.product_id;
    v_released := true;
  elsif v_order.status = 'cancelled' and v_released then
    -- leaving 'cancelled': take the stock again, all lines or none (a raise undoes everything).
    for v_item in
      select product_id, sum(quantity)::integer as quantity
        from public.order_items
       where order_id = p_order_id and product_id is not null
       group by product_id
       order by product_id
    loop
      perform public.reserve_product_stock(v_item.product_id, v_item.quantity, null);
    end loop;
    v_released := false;
  end if;

  update public.orders
     set status = p_status,
         stock_released = v_released,
         paid_at = case when p_status = 'paid' and paid_at is null then now() else paid_at end,
         -- an order an admin puts back to pending waits for the admin, not for the expiry sweep.
         hold_until = case when p_status = 'pending' then null else hold_until end
   where id = p_order_id;

  insert into public.order_status_history (order_id, from_status, to_status, changed_by, note)
  values (p_order_id, v_order.status, p_status, coalesce(nullif(p_actor, ''), 'system'), p_note);

  return jsonb_build_object('result', 'changed', 'status', p_status, 'previous_status', v_order.status);
end;
$$;
comment on function public.set_order_status(bigint, public.order_status, text, text) is
  'Sets an order''s status with a history row; cancellation restocks once, leaving cancelled re-reserves.';

-- cancels the pending orders whose hold passed and returns their ids (the caller e-mails them).
create function public.expire_unpaid_orders_returning()
returns table (order_id bigint)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_id bigint;
begin
  for v_id in
    select o.id from public.orders o
     where o.status = 'pending' and o.hold_until is not null and o.hold_until < now()
     order by o.id
       for update skip locked
  loop
    perform public.set_order_status(v_id, 'cancelled', 'system', 'unpaid: payment time expired');
    order_id := v_id;
    return next;
  end loop;
end;
$$;
comment on function public.expire_unpaid_orders_returning() is
  'Cancels (and restocks) the pending orders whose hold_until passed; returns their ids.';

create function public.expire_unpaid_orders()
returns integer
language sql
security invoker
set search_path = ''
as $$
  select count(*)::integer from public.expire_unpaid_orders_returning();
$$;
comment on function public.expire_unpaid_orders() is 'Cancels the expired unpaid orders; returns how many.';

-- a verified payment event from a provider. returns { result: 'paid' | 'duplicate' | 'unknown_order'
-- | 'not_pending' | 'amount_mismatch', status? }. a duplicate event changes nothing.
create function public.record_payment(p_provider text, p_event_id text, p_order_id bigint, p_amount_cents integer)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  insert into public.payment_events (provider, event_id, order_id)
  values (p_provider, p_event_id, (select o.id from public.orders o where o.id = p_order_id))
  on conflict (provider, event_id) do nothing;
  if not found then
    return jsonb_build_object('result', 'duplicate');
  end if;

  select * into v_order from public.orders where id = p_order_id for update;
  if not found then
    return jsonb_build_object('result', 'unknown_order');
  end if;
  if v_order.status <> 'pending' then
    return jsonb_build_object('result', 'not_pending', 'status', v_order.status);
  end if;
  if p_amount_cents is distinct from v_order.total_cents then
    return jsonb_build_object('result', 'amount_mismatch', 'status', v_order.status);
  end if;

  perform public.set_order_status(p_order_id, 'paid', p_provider, 'payment ' || p_event_id);
  return jsonb_build_object('result', 'paid', 'status', 'paid');
end;
$$;
comment on function public.record_payment(text, text, bigint, integer) is
  'Records a verified provider payment once; marks a pending order paid when the amount is its total.';

-- the api reaches these through the service role only; nobody else may call them.
revoke execute on function public.reserve_product_stock(bigint, integer, integer) from public, anon, authenticated;
revoke execute on function public.place_order(jsonb) from public, anon, authenticated;
revoke execute on function public.set_order_status(bigint, public.order_status, text, text) from public, anon, authenticated;
revoke execute on function public.expire_unpaid_orders_returning() from public, anon, authenticated;
revoke execute on function public.expire_unpaid_orders() from public, anon, authenticated;
revoke execute on function public.record_payment(text, text, bigint, integer) from public, anon, authenticated;
grant execute on function public.reserve_product_stock(bigint, integer, integer) to service_role;
grant execute on function public.place_order(jsonb) to service_role;
grant execute on function public.set_order_status(bigint, public.order_status, text, text) to service_role;
grant execute on function public.expire_unpaid_orders_returning() to service_role;
grant execute on function public.expire_unpaid_orders() to service_role;
grant execute on function public.record_payment(text, text, bigint, integer) to service_role;
