-- migration: the month totals are updated at commit, one transaction at a time
-- purpose: two different orders changed at once on postgresql each updated public.ledger_month_totals
--          (a ledger row) and public.order_month_totals (a status change: the old status's row, then
--          the new one's) from triggers, in whatever order their flow ran: a hand payment wrote the
--          ledger's month then the order's, the move to "paid" the order's month then the ledger's; a
--          payment took (pending, month) then (paid, month), a move back the reverse. two such
--          transactions could each hold a row the other waited for: "deadlock detected".
--          - both triggers are now deferred to the commit (constraint triggers, initially deferred):
--            a transaction touches no month total while it still takes other locks.
--          - the first of them at commit takes one transaction-level advisory lock
--            (public.lock_month_totals), so month totals are only ever written by the one transaction
--            holding it, which then waits for nothing but those rows: no lock cycle can go through
--            them, whatever the order of the rows each transaction changes. the lock is held only
--            for the last moments of a commit (a few upserts).
--          - what the totals hold does not change: each row event still adds or removes its order or
--            its money once, with the row as it was at that event.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

create function public.lock_month_totals()
returns void
language sql
security invoker
set search_path = ''
as $$
  -- one lock for every month total, by two fixed keys (7301: the shop's figures, 1: month totals)
  select pg_advisory_xact_lock(7301, 1);
$$;
comment on function public.lock_month_totals() is
  'Takes, until the transaction ends, the one lock under which month totals are written (no deadlock between them).';

create or replace function public.count_ledger_month()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform public.lock_month_totals();
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

create or replace function public.orders_month_totals()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform public.lock_month_totals();
  if tg_op in ('UPDATE', 'DELETE') then
    perform public.bump_order_month_totals(old.status, old.created_at, old.total_cents, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform public.bump_order_month_totals(new.status, new.created_at, new.total_cents, 1);
  end if;
  return null;
end;
$$;

drop trigger order_ledger_month_totals on public.order_ledger;
create constraint trigger order_ledger_month_totals after insert on public.order_ledger
  deferrable initially deferred
  for each row execute function public.count_ledger_month();

drop trigger orders_month_totals on public.orders;
create constraint trigger orders_month_totals after insert or update of status, created_at, total_cents or delete on public.orders
  deferrable initially deferred
  for each row execute function public.orders_month_totals();

revoke execute on function public.lock_month_totals() from public, anon, authenticated;
grant execute on function public.lock_month_totals() to service_role;
