-- migration: a statement line applied to an order by the owner
-- purpose: an unmatched or "to review" credit of a bank statement can be applied to an order from the
--          statement's screen (POST /api/admin/bank-statements/{id}/entries/{entry}/apply): the entry
--          becomes decision 'paid', reason 'applied_by_hand', with who applied it and when. Its ledger
--          row (source 'statement', written by the trigger of 20261129100000_payment_ledger) names that
--          admin as its actor instead of the admin who imported the file.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

alter table public.bank_statement_entries add column applied_by text check (applied_by is null or char_length(applied_by) <= 200);
alter table public.bank_statement_entries add column applied_at timestamptz;
comment on column public.bank_statement_entries.applied_by is 'The admin (admin:<e-mail>) who applied this line to its order by hand; null when the import matched it.';

-- as in 20261129100000_payment_ledger, the actor being the admin who applied the line, if any
create or replace function public.ledger_from_statement_entry()
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
            coalesce(new.applied_by, v_actor, 'statement'))
    on conflict do nothing;
  end if;
  return new;
end;
$$;
