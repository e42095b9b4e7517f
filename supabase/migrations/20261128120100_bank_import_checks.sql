-- migration: bank statement import checks
-- purpose: a credit booked on the account before the order was placed is not that order's payment
--          (a statement of years ago naming the same digits): it is left to the owner with its own
--          reason, 'booked_before_order'. (The statement's account is checked against the shop's
--          IBAN by the import itself, before anything is written.)
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite. The reason's
--       check was unnamed in 20261125090000_bank_statements.sql: postgres named it
--       bank_statement_entries_check (it spans decision and reason).

alter table public.bank_statement_entries drop constraint bank_statement_entries_check;
alter table public.bank_statement_entries add constraint bank_statement_entries_reason_check check (
  (decision = 'paid' and reason is null)
  or (decision = 'review' and reason in ('no_communication', 'unknown_communication', 'not_eur', 'amount_short',
                                        'amount_over', 'duplicate', 'already_paid', 'order_cancelled', 'not_bank_transfer',
                                        'booked_before_order'))
  or (decision = 'ignored' and reason in ('debit', 'not_booked', 'reversal'))
);

alter table public.bank_statement_imports add column account_confirmed_by text;
comment on column public.bank_statement_imports.account_confirmed_by is
  'Who confirmed importing a statement whose account is not the shop''s IBAN (null: the account was the shop''s).';
