-- migration: the dashboard's revenue from money, kept per month
-- purpose: revenue = payments received less refunds, by the Brussels month the money moved (the
--          ledger's on_date), never from the orders' statuses. public.ledger_month_totals keeps each
--          month's sums, updated by a trigger on every ledger row (rows are only ever inserted: their
--          amount, direction and day never change), so the dashboard reads a few rows whatever the
--          number of orders, as public.order_month_totals does for the counts.
--          public.rebuild_ledger_month_totals() sums them again from the ledger (after a bulk load
--          that skipped the triggers, as the bench's seed does).
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

create table public.ledger_month_totals (
  month date primary key check (month = date_trunc('month', month)::date),
  received_cents bigint not null default 0,
  refunded_cents bigint not null default 0
);
comment on table public.ledger_month_totals is
  'Money received and refunded per Brussels month (public.order_ledger.on_date), kept by a trigger: the dashboard''s revenue.';
alter table public.ledger_month_totals enable row level security;
-- no policies: only the service role (the api functions) touches this table.

create function public.count_ledger_month()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  insert into public.ledger_month_totals as t (month, received_cents, refunded_cents)
  values (date_trunc('month', new.on_date)::date,
          case when new.direction = 'in' then new.amount_cents else 0 end,
          case when new.direction = 'out' then new.amount_cents else 0 end)
  on conflict (month) do update
    set received_cents = t.received_cents + excluded.received_cents,
        refunded_cents = t.refunded_cents + excluded.refunded_cents;
  return null;
end;
$$;
create trigger order_ledger_month_totals after insert on public.order_ledger
  for each row execute function public.count_ledger_month();

create function public.rebuild_ledger_month_totals()
returns void
language sql
security invoker
set search_path = ''
as $$
  delete from public.ledger_month_totals;
  insert into public.ledger_month_totals (month, received_cents, refunded_cents)
  select date_trunc('month', on_date)::date,
         coalesce(sum(amount_cents) filter (where direction = 'in'), 0),
         coalesce(sum(amount_cents) filter (where direction = 'out'), 0)
    from public.order_ledger group by 1;
$$;
select public.rebuild_ledger_month_totals();

revoke execute on function public.rebuild_ledger_month_totals() from public, anon, authenticated;
grant execute on function public.rebuild_ledger_month_totals() to service_role;
