-- migration: admin at scale
-- purpose: keep the back-office fast at 100,000 orders (measured by `npm run bench -- --only admin-scale`).
--   1. order search: the admin searches any part of the customer's name or e-mail
--      (name ilike '%term%' or email ilike '%term%', src/server/orders/admin-orders.ts). a b-tree
--      cannot serve a leading wildcard, so every search read the whole table (170-650 ms on the
--      embedded pglite); trigram gin indexes answer it from the index.
--   2. best sellers: the dashboard summed every order line of every non-cancelled order (190,000 lines,
--      700 ms on pglite) on each visit. public.product_sales keeps those sums, maintained by triggers on
--      order_items and orders, so the dashboard reads 1,000 rows instead.
-- note: pg_trgm ships with supabase, debian postgresql (contrib) and pglite (loaded by
--   src/local/runner/pglite-extensions.ts). supabase keeps extensions in the "extensions" schema; plain
--   postgresql and pglite get that schema here. if pg_trgm was already installed in another schema,
--   its operator class is found wherever it is.
-- note: gin fastupdate off: pglite has no autovacuum to merge gin's pending list, which would grow until
--   one unlucky order insert paid for the merge, and every search would scan it meanwhile.

create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;

do $$
declare
  ops text;
begin
  select format('%I.%I', n.nspname, c.opcname) into ops
    from pg_catalog.pg_opclass c
    join pg_catalog.pg_namespace n on n.oid = c.opcnamespace
    join pg_catalog.pg_am a on a.oid = c.opcmethod
   where c.opcname = 'gin_trgm_ops' and a.amname = 'gin';
  execute format('create index if not exists orders_name_trgm_idx on public.orders using gin (name %s) with (fastupdate = off)', ops);
  execute format('create index if not exists orders_email_trgm_idx on public.orders using gin (email %s) with (fastupdate = off)', ops);
end
$$;

-- sales per product of the orders that are not cancelled. a line whose product was deleted keeps its
-- name (product_id 0, orphan_name = the line's product name), as the dashboard showed it before.
create table public.product_sales (
  product_id bigint not null,
  orphan_name text not null default '',
  quantity bigint not null default 0,
  revenue_cents bigint not null default 0,
  primary key (product_id, orphan_name)
);
comment on table public.product_sales is 'Units and revenue per product over non-cancelled orders, kept by triggers (dashboard best sellers).';
alter table public.product_sales enable row level security;

-- adds (sign 1) or removes (sign -1) every line of one order, in key order: writers lock the rows they
-- touch in one order, so two of them cannot deadlock on this table.
create function public.bump_product_sales(p_order_id bigint, p_sign integer)
returns void
language sql
security invoker
set search_path = ''
as $$
  insert into public.product_sales as s (product_id, orphan_name, quantity, revenue_cents)
  select coalesce(i.product_id, 0), case when i.product_id is null then i.product_name else '' end,
         p_sign * sum(i.quantity), p_sign * sum(i.quantity::bigint * i.unit_price_cents)
    from public.order_items i
   where i.order_id = p_order_id
   group by 1, 2
   order by 1, 2
  on conflict (product_id, orphan_name) do update
    set quantity = s.quantity + excluded.quantity, revenue_cents = s.revenue_cents + excluded.revenue_cents;
$$;

-- one line's units and revenue (negative: taken out) added to its product's sums.
create function public.add_line_sales(p_product_id bigint, p_product_name text, p_quantity bigint, p_revenue_cents bigint)
returns void
language sql
security invoker
set search_path = ''
as $$
  insert into public.product_sales as s (product_id, orphan_name, quantity, revenue_cents)
  values (coalesce(p_product_id, 0), case when p_product_id is null then p_product_name else '' end, p_quantity, p_revenue_cents)
  on conflict (product_id, orphan_name) do update
    set quantity = s.quantity + excluded.quantity, revenue_cents = s.revenue_cents + excluded.revenue_cents;
$$;

-- a line added, changed (e.g. its product deleted: product_id set to null) or removed, in an order that
-- counts. a line removed with its order is subtracted by the order's delete trigger below (the order
-- is gone by the time the cascade removes the line, and with it whether it counted).
create function public.order_items_product_sales()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and exists (select 1 from public.orders o where o.id = old.order_id and o.status <> 'cancelled') then
    perform public.add_line_sales(old.product_id, old.product_name, -old.quantity, -old.quantity::bigint * old.unit_price_cents);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and exists (select 1 from public.orders o where o.id = new.order_id and o.status <> 'cancelled') then
    perform public.add_line_sales(new.product_id, new.product_name, new.quantity, new.quantity::bigint * new.unit_price_cents);
  end if;
  return null;
end;
$$;

create trigger order_items_product_sales
  after insert or update of order_id, product_id, product_name, quantity, unit_price_cents or delete on public.order_items
  for each row execute function public.order_items_product_sales();

-- an order entering or leaving 'cancelled' takes its lines out of the sums or puts them back.
create function public.orders_product_sales()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.status <> 'cancelled' then
      perform public.bump_product_sales(old.id, -1);
    end if;
    return old;
  end if;
  if (old.status = 'cancelled') <> (new.status = 'cancelled') then
    perform public.bump_product_sales(new.id, case when new.status = 'cancelled' then -1 else 1 end);
  end if;
  return null;
end;
$$;

create trigger orders_product_sales_status
  after update of status on public.orders
  for each row execute function public.orders_product_sales();
-- before the delete: its lines are still there to subtract (the cascade removes them afterwards).
create trigger orders_product_sales_delete
  before delete on public.orders
  for each row execute function public.orders_product_sales();

-- recomputes the sums from the orders (the migration's backfill; a bulk load that bypassed triggers).
create function public.rebuild_product_sales()
returns void
language sql
security invoker
set search_path = ''
as $$
  delete from public.product_sales;
  insert into public.product_sales (product_id, orphan_name, quantity, revenue_cents)
  select coalesce(i.product_id, 0), case when i.product_id is null then i.product_name else '' end,
         sum(i.quantity), sum(i.quantity::bigint * i.unit_price_cents)
    from public.order_items i
    join public.orders o on o.id = i.order_id and o.status <> 'cancelled'
   group by 1, 2;
$$;

select public.rebuild_product_sales();
