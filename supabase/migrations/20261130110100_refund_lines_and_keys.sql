-- migration: refunds that put chosen lines back on sale, and one refund per form submission
-- purpose: - order_items.restocked_quantity: the units of each line put back on sale so far (by a
--            refund, or all of them by a cancellation). A refund may put back any part of any line,
--            never more than was ordered and not yet put back; orders.stock_released now means
--            "every line is back on sale". A cancellation gives back only what is not back yet; leaving
--            'cancelled' takes every unit again (as before) and clears the counts.
--          - public.restock_order_lines(order, ledger row, lines): the units put back, each capped at
--            what is left of its line ('"all"' for every unit left: the refund form's old boolean).
--          - public.record_hand_refund_lines / public.record_provider_refund_lines: the refunds of
--            20261129100000_payment_ledger with those lines, in the same statement, and the refund's
--            key on its ledger row (a hand refund's row is unique per key).
--          - public.refund_requests: one row per refund form submission (its Idempotency-Key): the
--            request's hash and, once done, its outcome, given back to the same submission sent again.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

alter table public.order_items add column restocked_quantity integer not null default 0;
alter table public.order_items add constraint order_items_restocked_quantity_check
  check (restocked_quantity >= 0 and restocked_quantity <= quantity);
comment on column public.order_items.restocked_quantity is 'Units of this line put back on sale (a refund''s choice, or all by a cancellation).';
-- the orders whose stock went back already: every unit of theirs is back on sale
update public.order_items i set restocked_quantity = i.quantity
  from public.orders o where o.id = i.order_id and o.stock_released;

alter table public.order_ledger add column refund_key text check (refund_key is null or char_length(refund_key) <= 200);
create unique index order_ledger_hand_refund_key_idx on public.order_ledger (refund_key)
  where refund_key is not null and source = 'hand';

create table public.refund_requests (
  key text primary key check (char_length(key) between 8 and 200),
  order_id bigint not null references public.orders (id) on delete cascade,
  request_hash text not null check (char_length(request_hash) = 64),
  -- the refunds' outcomes once the request is done; null while it is under way
  answer jsonb,
  created_at timestamptz not null default now(),
  done_at timestamptz
);
comment on table public.refund_requests is 'One row per refund form submission (its Idempotency-Key): the same submission again gets the first outcome.';
create index refund_requests_order_idx on public.refund_requests (order_id);
alter table public.refund_requests enable row level security;
-- no policies: only the service role (the api functions) touches this table.

-- the units put back on sale by one refund: p_lines [{product_id, quantity}], or '"all"' for every unit left
create function public.restock_order_lines(p_order_id bigint, p_ledger_id bigint, p_lines jsonb)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_lines jsonb := p_lines;
  v_line record;
  v_item record;
  v_left integer;
  v_take integer;
  v_any boolean := false;
begin
  if v_lines is null or jsonb_typeof(v_lines) = 'null' then
    return false;
  end if;
  if jsonb_typeof(v_lines) <> 'array' then
    select coalesce(jsonb_agg(jsonb_build_object('product_id', product_id, 'quantity', q)), '[]'::jsonb) into v_lines
      from (select product_id, sum(quantity - restocked_quantity)::integer as q from public.order_items
             where order_id = p_order_id and product_id is not null group by product_id) l
     where q > 0;
  end if;
  for v_line in
    select (e->>'product_id')::bigint as product_id, (e->>'quantity')::integer as quantity from jsonb_array_elements(v_lines) e
  loop
    v_left := v_line.quantity;
    for v_item in
      select id, quantity - restocked_quantity as open from public.order_items
       where order_id = p_order_id and product_id = v_line.product_id and quantity > restocked_quantity
       order by id for update
    loop
      exit when v_left <= 0;
      v_take := least(v_left, v_item.open);
      update public.order_items set restocked_quantity = restocked_quantity + v_take where id = v_item.id;
      update public.products set stock = stock + v_take where id = v_line.product_id;
      v_left := v_left - v_take;
      v_any := true;
    end loop;
  end loop;
  update public.orders o
     set stock_released = not exists (select 1 from public.order_items i
                                       where i.order_id = o.id and i.product_id is not null and i.quantity > i.restocked_quantity)
   where o.id = p_order_id;
  if v_any and p_ledger_id is not null then
    update public.order_ledger set restocked = true where id = p_ledger_id;
  end if;
  return v_any;
end;
$$;

-- as in 20261129100000_payment_ledger; the stock back through restock_order_lines (every unit left)
create or replace function public.after_refund(p_order_id bigint, p_ledger_id bigint, p_amount_cents integer, p_restock boolean)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_credit_note text;
  v_restocked boolean := false;
begin
  v_credit_note := public.issue_refund_credit_note(p_order_id, p_ledger_id, p_amount_cents);
  if p_restock then
    v_restocked := public.restock_order_lines(p_order_id, p_ledger_id, '"all"'::jsonb);
  end if;
  perform public.mark_refund_state(p_order_id);
  return jsonb_build_object('result', 'refunded', 'ledger_id', p_ledger_id, 'credit_note', v_credit_note,
                            'restocked', v_restocked);
end;
$$;

-- a refund paid back by hand, keyed by its submission, with the lines put back on sale
create function public.record_hand_refund_lines(p_order_id bigint, p_amount_cents integer, p_method text, p_actor text,
                                                p_note text, p_restock jsonb, p_key text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v jsonb;
begin
  v := public.record_hand_refund(p_order_id, p_amount_cents, p_method, p_actor, p_note, false);
  if v->>'result' <> 'refunded' then
    return v;
  end if;
  update public.order_ledger set refund_key = p_key where id = (v->>'ledger_id')::bigint;
  return v || jsonb_build_object('restocked', public.restock_order_lines(p_order_id, (v->>'ledger_id')::bigint, p_restock));
end;
$$;

-- a refund through the provider, keyed by its submission, with the lines put back on sale once it went through
create function public.record_provider_refund_lines(p_order_id bigint, p_provider text, p_payment_event_id text, p_refund_id text,
                                                    p_amount_cents integer, p_ok boolean, p_actor text, p_note text,
                                                    p_restock jsonb, p_key text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v jsonb;
begin
  v := public.record_provider_refund(p_order_id, p_provider, p_payment_event_id, p_refund_id, p_amount_cents, p_ok,
                                     p_actor, p_note, false);
  if v->>'result' <> 'refunded' then
    return v;
  end if;
  update public.order_ledger set refund_key = p_key where id = (v->>'ledger_id')::bigint;
  return v || jsonb_build_object('restocked', public.restock_order_lines(p_order_id, (v->>'ledger_id')::bigint, p_restock));
end;
$$;

revoke execute on function public.restock_order_lines(bigint, bigint, jsonb) from public, anon, authenticated;
revoke execute on function public.record_hand_refund_lines(bigint, integer, text, text, text, jsonb, text) from public, anon, authenticated;
revoke execute on function public.record_provider_refund_lines(bigint, text, text, text, integer, boolean, text, text, jsonb, text) from public, anon, authenticated;
grant execute on function public.restock_order_lines(bigint, bigint, jsonb) to service_role;
grant execute on function public.record_hand_refund_lines(bigint, integer, text, text, text, jsonb, text) to service_role;
grant execute on function public.record_provider_refund_lines(bigint, text, text, text, integer, boolean, text, text, jsonb, text) to service_role;

-- as in 20261121100000_order_functions: a cancellation gives back only the units not back on sale yet
-- (a refund may have put some back), then counts every unit as back; leaving 'cancelled' takes every
-- unit again and clears the counts.
create or replace function public.set_order_status(
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
      from (select product_id, sum(quantity - restocked_quantity)::integer as quantity
              from public.order_items
             where order_id = p_order_id and product_id is not null
             group by product_id) l
     where pr.id = l.product_id and l.quantity > 0;
    update public.order_items set restocked_quantity = quantity where order_id = p_order_id;
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
    update public.order_items set restocked_quantity = 0 where order_id = p_order_id;
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
