-- migration: settled statistics
-- purpose: the back-office's statistics use one definition: a sale is a settled
--   order, paid, shipped or completed (src/domain/vocabulary SETTLED_STATUSES). public.product_sales
--   (the best sellers) counted every order that was not cancelled, pending and declined ones too, so
--   one product showed more revenue than the whole shop. it now counts settled orders only, and a
--   line's revenue is its share of what the order was paid for its goods (the lines' price less the
--   order's promo discount, rounded down per line), so the best sellers' revenue never exceeds the
--   shop's revenue (which adds the shipping fees on top).
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

comment on table public.product_sales is
  'Units and revenue (net of the order''s discount) per product over settled orders (paid, shipped, completed), kept by triggers (dashboard best sellers).';

-- the order statuses that count as a sale: the same list as SETTLED_STATUSES in the code.
create or replace function public.is_settled_status(p_status public.order_status)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_status in ('paid', 'shipped', 'completed');
$$;

-- a line's part of what its order was paid for goods: line price x (subtotal - discount) / subtotal,
-- rounded down so the lines of an order never add up to more than the order.
create or replace function public.line_net_cents(p_line_cents bigint, p_subtotal_cents integer, p_discount_cents integer)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select case when p_subtotal_cents > 0
              then (p_line_cents * (p_subtotal_cents - p_discount_cents)) / p_subtotal_cents
              else p_line_cents end;
$$;

-- adds (sign 1) or removes (sign -1) every line of one order, in key order (no deadlock between writers).
create or replace function public.bump_product_sales(p_order_id bigint, p_sign integer)
returns void
language sql
security invoker
set search_path = ''
as $$
  insert into public.product_sales as s (product_id, orphan_name, quantity, revenue_cents)
  select coalesce(i.product_id, 0), case when i.product_id is null then i.product_name else '' end,
         p_sign * sum(i.quantity),
         p_sign * sum(public.line_net_cents(i.quantity::bigint * i.unit_price_cents, o.subtotal_cents, o.discount_cents))
    from public.order_items i
    join public.orders o on o.id = i.order_id
   where i.order_id = p_order_id
   group by 1, 2
   order by 1, 2
  on conflict (product_id, orphan_name) do update
    set quantity = s.quantity + excluded.quantity, revenue_cents = s.revenue_cents + excluded.revenue_cents;
$$;

-- a line added, changed or removed in a settled order (a line removed with its order is subtracted
-- by the order's delete trigger: by the time the cascade removes the line the order is gone).
create or replace function public.order_items_product_sales()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  o record;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    select subtotal_cents, discount_cents into o from public.orders where id = old.order_id and public.is_settled_status(status);
    if found then
      perform public.add_line_sales(old.product_id, old.product_name, -old.quantity,
        -public.line_net_cents(old.quantity::bigint * old.unit_price_cents, o.subtotal_cents, o.discount_cents));
    end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    select subtotal_cents, discount_cents into o from public.orders where id = new.order_id and public.is_settled_status(status);
    if found then
      perform public.add_line_sales(new.product_id, new.product_name, new.quantity,
        public.line_net_cents(new.quantity::bigint * new.unit_price_cents, o.subtotal_cents, o.discount_cents));
    end if;
  end if;
  return null;
end;
$$;

-- an order becoming settled (paid, or shipped / completed straight from pending) adds its lines; one
-- leaving the settled statuses (cancelled, or back to pending) takes them out.
create or replace function public.orders_product_sales()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if public.is_settled_status(old.status) then
      perform public.bump_product_sales(old.id, -1);
    end if;
    return old;
  end if;
  if public.is_settled_status(old.status) <> public.is_settled_status(new.status) then
    perform public.bump_product_sales(new.id, case when public.is_settled_status(new.status) then 1 else -1 end);
  end if;
  return null;
end;
$$;

create or replace function public.rebuild_product_sales()
returns void
language sql
security invoker
set search_path = ''
as $$
  delete from public.product_sales;
  insert into public.product_sales (product_id, orphan_name, quantity, revenue_cents)
  select coalesce(i.product_id, 0), case when i.product_id is null then i.product_name else '' end,
         sum(i.quantity), sum(public.line_net_cents(i.quantity::bigint * i.unit_price_cents, o.subtotal_cents, o.discount_cents))
    from public.order_items i
    join public.orders o on o.id = i.order_id and public.is_settled_status(o.status)
   group by 1, 2;
$$;

select public.rebuild_product_sales();
