-- migration: order month totals
-- purpose: the dashboard's statistics read every order on each call (counts by status, the last 12
--   months' settled orders and revenue): at 100,000 orders that scan was 395 ms p95 on pglite, over the
--   quality guide's 300 ms. public.order_month_totals keeps, per status and brussels calendar month of
--   the order's placing, how many orders there are and their total: a few rows per month, kept by a
--   trigger on public.orders (insert, a change of status, total or date, delete; a truncate empties it),
--   so the dashboard reads a few hundred rows whatever the number of orders. the statistics' definitions
--   do not change (src/server/statistics/stats.ts): settled orders only for the sales figures.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

create table public.order_month_totals (
  status public.order_status not null,
  -- the first day of the brussels calendar month the orders were placed in
  month date not null,
  orders bigint not null default 0,
  total_cents bigint not null default 0,
  primary key (status, month)
);
comment on table public.order_month_totals is
  'Orders and their total (cents) per status and Brussels calendar month of placing, kept by a trigger on public.orders (dashboard statistics).';
alter table public.order_month_totals enable row level security;

-- the brussels calendar month of an instant, as its first day.
create function public.brussels_month(p_at timestamptz)
returns date
language sql
immutable
set search_path = ''
as $$
  select date_trunc('month', p_at at time zone 'Europe/Brussels')::date;
$$;

-- adds (sign 1) or removes (sign -1) one order in its status and month.
create function public.bump_order_month_totals(p_status public.order_status, p_created_at timestamptz, p_total_cents integer, p_sign integer)
returns void
language sql
security invoker
set search_path = ''
as $$
  insert into public.order_month_totals as t (status, month, orders, total_cents)
  values (p_status, public.brussels_month(p_created_at), p_sign, p_sign * p_total_cents::bigint)
  on conflict (status, month) do update
    set orders = t.orders + excluded.orders, total_cents = t.total_cents + excluded.total_cents;
$$;

create function public.orders_month_totals()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform public.bump_order_month_totals(old.status, old.created_at, old.total_cents, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform public.bump_order_month_totals(new.status, new.created_at, new.total_cents, 1);
  end if;
  return null;
end;
$$;

create trigger orders_month_totals
  after insert or update of status, created_at, total_cents or delete on public.orders
  for each row execute function public.orders_month_totals();

create function public.orders_month_totals_truncated()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  delete from public.order_month_totals;
  return null;
end;
$$;

create trigger orders_month_totals_truncated
  after truncate on public.orders
  for each statement execute function public.orders_month_totals_truncated();

-- the sums from the orders themselves: at this migration, and after a bulk load made without triggers
-- (the bench's seed).
create function public.rebuild_order_month_totals()
returns void
language sql
security invoker
set search_path = ''
as $$
  delete from public.order_month_totals;
  insert into public.order_month_totals (status, month, orders, total_cents)
  select status, public.brussels_month(created_at), count(*), coalesce(sum(total_cents), 0)
    from public.orders
   group by 1, 2;
$$;

select public.rebuild_order_month_totals();
