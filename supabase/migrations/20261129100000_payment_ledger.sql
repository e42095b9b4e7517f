-- migration: one ledger of money per order
-- purpose: - public.order_ledger: every movement of money in and out of an order, once: a payment a
--            provider reported (its event), a transfer found on a bank statement (the entry, its
--            import and statement number), a payment recorded by hand (method, day, admin), a refund
--            through the provider (its refund id), a refund paid back by hand. amount_cents is always
--            positive, direction says which way; on_date is the Brussels day the money moved.
--          - the rows are written in the transaction that records the money: a trigger on
--            payment_events (succeeded and refunded outcomes with an amount) and on
--            bank_statement_entries (entries that paid an order), and public.record_hand_payment /
--            public.record_hand_refund for what the owner records.
--          - public.order_balances: received, refunded and balance due of every order, from the
--            ledger only, never from the status. A cancelled order owes nothing: its balance is
--            what it holds, negative when money is to be paid back.
--          - public.settle_order: an order whose balance reached 0 becomes paid whatever its status
--            (pending -> paid; shipped or completed keep their status and get paid_at and their
--            invoice).
--          - credit notes: one per refund of an invoiced order, for the refund's amount (capped at
--            what the invoice still stands for), in the same gap-free series; several per invoice.
--          - backfill: the existing provider payments and refunds, paid statement entries, and the
--            orders marked paid by hand with no recorded money (their total, on their paid day).
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

create table public.order_ledger (
  id bigint generated always as identity primary key,
  -- null once the order was deleted: the money moved all the same (figures keep it)
  order_id bigint references public.orders (id) on delete set null,
  order_number text not null,
  direction text not null check (direction in ('in', 'out')),
  amount_cents integer not null check (amount_cents > 0),
  -- how the money moved: card (a provider's card page: Stripe, the test gateway), paypal,
  -- bank_transfer, cash, card_terminal, other
  method text not null check (method in ('card', 'paypal', 'bank_transfer', 'cash', 'card_terminal', 'other')),
  -- what recorded it: a provider's event, a bank statement entry, or the owner by hand
  source text not null check (source in ('provider', 'statement', 'hand')),
  on_date date not null,
  provider text,
  provider_event_id text,
  statement_entry_id bigint references public.bank_statement_entries (id) on delete set null,
  statement_import_id bigint,
  statement_id text,
  -- the admin's e-mail (hand), the provider's name, or the statement import's actor
  actor text not null,
  note text check (note is null or char_length(note) <= 500),
  restocked boolean not null default false,
  created_at timestamptz not null default now(),
  constraint order_ledger_provider_check check ((source = 'provider') = (provider is not null and provider_event_id is not null))
);
comment on table public.order_ledger is 'Every movement of money in (payments) and out (refunds) of an order, once; balances are derived from it.';
create unique index order_ledger_provider_event_idx on public.order_ledger (provider, provider_event_id) where provider is not null;
create unique index order_ledger_statement_entry_idx on public.order_ledger (statement_entry_id) where statement_entry_id is not null;
create index order_ledger_order_idx on public.order_ledger (order_id, id) where order_id is not null;
create index order_ledger_on_date_idx on public.order_ledger (on_date, direction) include (amount_cents);

alter table public.order_ledger enable row level security;
-- no policies: only the service role (the api functions) touches this table.

-- the Brussels day of an instant
create function public.brussels_day(p_at timestamptz)
returns date
language sql
immutable
security invoker
set search_path = ''
as $$ select (p_at at time zone 'Europe/Brussels')::date $$;

create view public.order_balances with (security_invoker = true) as
  select o.id as order_id, o.total_cents,
         coalesce(l.received_cents, 0)::integer as received_cents,
         coalesce(l.refunded_cents, 0)::integer as refunded_cents,
         ((case when o.status = 'cancelled' then 0 else o.total_cents end)
           - coalesce(l.received_cents, 0) + coalesce(l.refunded_cents, 0))::integer as balance_due_cents
    from public.orders o
    left join lateral (
      select sum(amount_cents) filter (where direction = 'in') as received_cents,
             sum(amount_cents) filter (where direction = 'out') as refunded_cents
        from public.order_ledger g where g.order_id = o.id
    ) l on true;
comment on view public.order_balances is
  'Each order''s money from the ledger: received, refunded, and balance due (total, 0 once cancelled, less received plus refunded; negative: to pay back).';

create function public.order_number_of(p_order_id bigint)
returns text
language sql
immutable
security invoker
set search_path = ''
as $$ select 'ML-' || lpad(p_order_id::text, 6, '0') $$;

-- provider payments and refunds reach the ledger in the statement that records them
create function public.ledger_from_payment_event()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.order_id is not null and coalesce(new.amount_cents, 0) > 0 and new.outcome in ('succeeded', 'refunded') then
    insert into public.order_ledger (order_id, order_number, direction, amount_cents, method, source, on_date, provider, provider_event_id, actor)
    values (new.order_id, public.order_number_of(new.order_id), case when new.outcome = 'succeeded' then 'in' else 'out' end,
            new.amount_cents, case when new.provider = 'paypal' then 'paypal' else 'card' end, 'provider',
            public.brussels_day(new.received_at), new.provider, new.event_id, new.provider)
    on conflict do nothing;
  end if;
  return new;
end;
$$;
create trigger payment_events_ledger after insert on public.payment_events
  for each row execute function public.ledger_from_payment_event();

-- a credit entry of a statement that paid an order (applied by the import or by the owner)
create function public.ledger_from_statement_entry()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_actor text;
begin
  if new.order_id is not null and new.decision = 'paid' and new.direction = 'credit' and new.amount_cents > 0 then
    select imported_by into v_actor from public.bank_statement_imports where id = new.import_id;
    insert into public.order_ledger (order_id, order_number, direction, amount_cents, method, source, on_date,
                                     statement_entry_id, statement_import_id, statement_id, actor)
    values (new.order_id, public.order_number_of(new.order_id), 'in', new.amount_cents, 'bank_transfer', 'statement',
            coalesce(new.booking_date, public.brussels_day(new.created_at)), new.id, new.import_id, new.statement_id,
            coalesce(v_actor, 'statement'))
    on conflict do nothing;
  end if;
  return new;
end;
$$;
create trigger bank_statement_entries_ledger after insert or update of decision, order_id on public.bank_statement_entries
  for each row execute function public.ledger_from_statement_entry();

-- backfill, oldest first: provider money, statement money, then orders marked paid with no money recorded
insert into public.order_ledger (order_id, order_number, direction, amount_cents, method, source, on_date, provider, provider_event_id, actor, created_at)
select e.order_id, public.order_number_of(e.order_id), case when e.outcome = 'succeeded' then 'in' else 'out' end, e.amount_cents,
       case when e.provider = 'paypal' then 'paypal' else 'card' end, 'provider', public.brussels_day(e.received_at),
       e.provider, e.event_id, e.provider, e.received_at
  from public.payment_events e
 where e.order_id is not null and e.amount_cents > 0 and e.outcome in ('succeeded', 'refunded')
 order by e.received_at, e.event_id;

insert into public.order_ledger (order_id, order_number, direction, amount_cents, method, source, on_date,
                                 statement_entry_id, statement_import_id, statement_id, actor, created_at)
select b.order_id, public.order_number_of(b.order_id), 'in', b.amount_cents, 'bank_transfer', 'statement',
       coalesce(b.booking_date, public.brussels_day(b.created_at)), b.id, b.import_id, b.statement_id, i.imported_by, b.created_at
  from public.bank_statement_entries b join public.bank_statement_imports i on i.id = b.import_id
 where b.order_id is not null and b.decision = 'paid' and b.direction = 'credit' and b.amount_cents > 0
 order by b.id;

-- orders marked paid with no money in the ledger (before it existed, or inserted whole by a seed):
-- their total, received by hand on their payment day. Returns how many were recorded.
create function public.record_unrecorded_payments()
returns integer
language sql
security invoker
set search_path = ''
as $$
  with recorded as (
    insert into public.order_ledger (order_id, order_number, direction, amount_cents, method, source, on_date, actor, note, created_at)
    select o.id, public.order_number_of(o.id), 'in', o.total_cents,
           case when o.payment_method = 'bank-transfer' then 'bank_transfer' when o.payment_method = 'paypal' then 'paypal' else 'card' end,
           'hand', public.brussels_day(o.paid_at),
           coalesce((select h.changed_by from public.order_status_history h
                      where h.order_id = o.id and h.to_status = 'paid' order by h.changed_at, h.id limit 1), 'admin'),
           'marked paid before the ledger', o.paid_at
      from public.orders o
     where o.paid_at is not null and o.total_cents > 0
       and not exists (select 1 from public.order_ledger g where g.order_id = o.id and g.direction = 'in')
     order by o.id
    returning 1
  )
  select count(*)::integer from recorded;
$$;
comment on function public.record_unrecorded_payments() is
  'Records, as received by hand on their payment day, the total of every order marked paid that has no money in the ledger (backfill, seeds).';
select public.record_unrecorded_payments();

-- orders holding more than they owe (a cancelled order's payment, an over-payment) are on the "to refund" list
update public.orders o set refund_needed_at = coalesce(o.refund_needed_at, now())
  from public.order_balances b where b.order_id = o.id and b.balance_due_cents < 0;

-- credit notes: several per invoice now, each for its refund
drop index public.invoices_one_credit_note_idx;
alter table public.invoices add column ledger_entry_id bigint references public.order_ledger (id) on delete set null;
comment on column public.invoices.ledger_entry_id is 'On a credit note: the refund (ledger row, direction out) it was issued for.';
create unique index invoices_one_credit_note_per_refund_idx on public.invoices (ledger_entry_id) where ledger_entry_id is not null;

-- the order's invoice in force: the latest one its credit notes do not cancel whole
create or replace function public.open_invoice_of(p_order_id bigint)
returns bigint
language sql
stable
security invoker
set search_path = ''
as $$
  select i.id from public.invoices i
   where i.order_id = p_order_id and i.kind = 'invoice'
     and i.total_cents > coalesce((select sum(c.total_cents) from public.invoices c where c.credits_invoice_id = i.id), 0)
   order by i.id desc limit 1;
$$;

-- the credit note of one refund: its amount (no more than the invoice in force still stands for), VAT pro rata
create function public.issue_refund_credit_note(p_order_id bigint, p_ledger_id bigint, p_amount_cents integer)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_invoice public.invoices;
  v_left integer;
  v_amount integer;
  v_number text;
begin
  select * into v_invoice from public.invoices where id = public.open_invoice_of(p_order_id);
  if not found then
    return null;
  end if;
  v_left := v_invoice.total_cents - coalesce((select sum(c.total_cents)::integer from public.invoices c where c.credits_invoice_id = v_invoice.id), 0);
  v_amount := least(p_amount_cents, v_left);
  if v_amount <= 0 then
    return null;
  end if;
  insert into public.invoices (year, seq, number, kind, order_id, order_number, credits_invoice_id, buyer_name, language,
                               total_cents, vat_cents, ledger_entry_id)
  select n.year, n.seq, n.number, 'credit_note', p_order_id, v_invoice.order_number, v_invoice.id, v_invoice.buyer_name,
         v_invoice.language, v_amount,
         case when v_invoice.total_cents = 0 then 0 else round(v_invoice.vat_cents::numeric * v_amount / v_invoice.total_cents)::integer end,
         p_ledger_id
    from public.next_invoice_number() n
  returning number into v_number;
  return v_number;
end;
$$;
comment on function public.issue_refund_credit_note(bigint, bigint, integer) is
  'Issues the credit note of one refund (next number of the year): the refund''s amount, capped at what the invoice in force still stands for.';

-- the order's refund-needed mark follows the ledger: set while a cancelled order (or an overpaid one) holds money
create function public.mark_refund_state(p_order_id bigint)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.orders o
     set refund_needed_at = case when b.balance_due_cents < 0 then coalesce(o.refund_needed_at, now()) else null end,
         paid_at = case when b.received_cents > b.refunded_cents then o.paid_at else null end
    from public.order_balances b
   where o.id = p_order_id and b.order_id = o.id;
$$;

-- an order whose balance reached 0 is paid, whatever its status; returns whether it became paid now
create function public.settle_order(p_order_id bigint, p_actor text, p_note text)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_order public.orders;
  v_due integer;
begin
  select * into v_order from public.orders where id = p_order_id for update;
  if not found or v_order.status = 'cancelled' then
    perform public.mark_refund_state(p_order_id);
    return false;
  end if;
  select balance_due_cents into v_due from public.order_balances where order_id = p_order_id;
  if v_due > 0 or v_order.paid_at is not null then
    perform public.mark_refund_state(p_order_id);
    return false;
  end if;
  if v_order.status = 'pending' then
    perform public.set_order_status(p_order_id, 'paid', p_actor, p_note);
  else
    -- shipped or completed before the money came: it stays where it is, paid now, with its invoice
    update public.orders set paid_at = now() where id = p_order_id;
    perform public.issue_invoice_on_payment_of(p_order_id);
  end if;
  perform public.mark_refund_state(p_order_id);
  return true;
end;
$$;

-- the invoice of an order paid without a status change (the trigger's work, called directly)
create function public.issue_invoice_on_payment_of(p_order_id bigint)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  select * into v_order from public.orders where id = p_order_id;
  if found and public.open_invoice_of(p_order_id) is null then
    insert into public.invoices (year, seq, number, kind, order_id, order_number, buyer_name, language, total_cents, vat_cents)
    select n.year, n.seq, n.number, 'invoice', v_order.id, public.order_number_of(v_order.id),
           trim(coalesce(v_order.first_name, '') || ' ' || coalesce(v_order.last_name, '')), v_order.language,
           v_order.total_cents, v_order.vat_cents
      from public.next_invoice_number() n;
  end if;
end;
$$;

-- money received by hand: a ledger row, then the order settled if nothing is due any more
create function public.record_hand_payment(p_order_id bigint, p_amount_cents integer, p_method text, p_on date,
                                           p_actor text, p_note text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_id bigint;
  v_paid boolean;
begin
  perform 1 from public.orders where id = p_order_id for update;
  if not found then
    return jsonb_build_object('result', 'unknown_order');
  end if;
  insert into public.order_ledger (order_id, order_number, direction, amount_cents, method, source, on_date, actor, note)
  values (p_order_id, public.order_number_of(p_order_id), 'in', p_amount_cents, p_method, 'hand', p_on, p_actor, p_note)
  returning id into v_id;
  v_paid := public.settle_order(p_order_id, p_actor, 'payment recorded by hand');
  return jsonb_build_object('result', 'recorded', 'ledger_id', v_id, 'became_paid', v_paid);
end;
$$;

-- money paid back by hand (a transfer to the shopper): a ledger row, its credit note, the stock back if asked
create function public.record_hand_refund(p_order_id bigint, p_amount_cents integer, p_method text, p_actor text,
                                          p_note text, p_restock boolean)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_id bigint;
begin
  perform 1 from public.orders where id = p_order_id for update;
  if not found then
    return jsonb_build_object('result', 'unknown_order');
  end if;
  insert into public.order_ledger (order_id, order_number, direction, amount_cents, method, source, on_date, actor, note)
  values (p_order_id, public.order_number_of(p_order_id), 'out', p_amount_cents, p_method, 'hand',
          public.brussels_day(now()), p_actor, p_note)
  returning id into v_id;
  return public.after_refund(p_order_id, v_id, p_amount_cents, p_restock);
end;
$$;

-- what follows every refund: its credit note, the stock back if asked (once), the refund mark from the ledger
create function public.after_refund(p_order_id bigint, p_ledger_id bigint, p_amount_cents integer, p_restock boolean)
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
    update public.products pr
       set stock = pr.stock + l.quantity
      from (select i.product_id, sum(i.quantity)::integer as quantity
              from public.order_items i join public.orders o on o.id = i.order_id
             where i.order_id = p_order_id and i.product_id is not null and not o.stock_released
             group by i.product_id) l
     where pr.id = l.product_id;
    update public.orders set stock_released = true where id = p_order_id and not stock_released
    returning true into v_restocked;
    update public.order_ledger set restocked = coalesce(v_restocked, false) where id = p_ledger_id;
  end if;
  perform public.mark_refund_state(p_order_id);
  return jsonb_build_object('result', 'refunded', 'ledger_id', p_ledger_id, 'credit_note', v_credit_note,
                            'restocked', coalesce(v_restocked, false));
end;
$$;

-- several refunds of one provider payment now (partial refunds): each refund id once
drop index public.payment_events_one_refund_idx;

-- record_refund as in 20261128120200_invoice_series.sql, for any amount: the ledger row (by the
-- payment_events trigger), its credit note, the mark from the ledger; p_restock puts the stock back
create or replace function public.record_refund(p_order_id bigint, p_provider text, p_payment_event_id text, p_refund_id text,
                                                p_amount_cents integer, p_ok boolean, p_actor text, p_note text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
begin
  return public.record_provider_refund(p_order_id, p_provider, p_payment_event_id, p_refund_id, p_amount_cents, p_ok, p_actor, p_note, false);
end;
$$;

create function public.record_provider_refund(p_order_id bigint, p_provider text, p_payment_event_id text, p_refund_id text,
                                              p_amount_cents integer, p_ok boolean, p_actor text, p_note text, p_restock boolean)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_status public.order_status;
  v_ledger_id bigint;
begin
  select status into v_status from public.orders where id = p_order_id for update;
  if not found then
    return jsonb_build_object('result', 'unknown_order');
  end if;
  insert into public.payment_events (provider, event_id, order_id, outcome, amount_cents, refunds_event_id)
  values (p_provider, p_refund_id, p_order_id, case when p_ok then 'refunded' else 'refund_failed' end, p_amount_cents, p_payment_event_id)
  on conflict do nothing;
  if not found then
    return jsonb_build_object('result', 'duplicate');
  end if;
  insert into public.order_status_history (order_id, from_status, to_status, changed_by, note)
  values (p_order_id, v_status, v_status, p_actor, p_note);
  if not p_ok then
    update public.orders set refund_needed_at = coalesce(refund_needed_at, now()) where id = p_order_id;
    return jsonb_build_object('result', 'refund_failed');
  end if;
  select id into v_ledger_id from public.order_ledger where provider = p_provider and provider_event_id = p_refund_id;
  return public.after_refund(p_order_id, v_ledger_id, p_amount_cents, p_restock);
end;
$$;

revoke execute on function public.brussels_day(timestamptz) from public, anon, authenticated;
revoke execute on function public.order_number_of(bigint) from public, anon, authenticated;
revoke execute on function public.issue_refund_credit_note(bigint, bigint, integer) from public, anon, authenticated;
revoke execute on function public.mark_refund_state(bigint) from public, anon, authenticated;
revoke execute on function public.settle_order(bigint, text, text) from public, anon, authenticated;
revoke execute on function public.issue_invoice_on_payment_of(bigint) from public, anon, authenticated;
revoke execute on function public.record_hand_payment(bigint, integer, text, date, text, text) from public, anon, authenticated;
revoke execute on function public.record_hand_refund(bigint, integer, text, text, text, boolean) from public, anon, authenticated;
revoke execute on function public.after_refund(bigint, bigint, integer, boolean) from public, anon, authenticated;
revoke execute on function public.record_provider_refund(bigint, text, text, text, integer, boolean, text, text, boolean) from public, anon, authenticated;
grant execute on function public.record_hand_payment(bigint, integer, text, date, text, text) to service_role;
grant execute on function public.record_hand_refund(bigint, integer, text, text, text, boolean) to service_role;
grant execute on function public.record_provider_refund(bigint, text, text, text, integer, boolean, text, text, boolean) to service_role;
grant execute on function public.settle_order(bigint, text, text) to service_role;
revoke execute on function public.record_unrecorded_payments() from public, anon, authenticated;
grant execute on function public.record_unrecorded_payments() to service_role;
grant execute on function public.mark_refund_state(bigint) to service_role;
grant execute on function public.brussels_day(timestamptz) to service_role;
grant execute on function public.order_number_of(bigint) to service_role;
grant execute on function public.issue_refund_credit_note(bigint, bigint, integer) to service_role;
grant execute on function public.issue_invoice_on_payment_of(bigint) to service_role;
grant execute on function public.after_refund(bigint, bigint, integer, boolean) to service_role;
grant select on public.order_balances to service_role;
