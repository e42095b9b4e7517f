-- migration: statement credits applied to an order's ledger whatever its status
-- purpose: a bank statement credit naming an order that is not cancelled is money received for it:
--          decision 'paid' (its ledger row is written by the trigger of 20261129100000_payment_ledger),
--          with a reason when it is not exactly the balance due: amount_short (a partial payment),
--          amount_over, duplicate or already_paid (more than due: the order shows money to refund).
--          A line the owner applies by hand from the statement's screen becomes 'paid' the same way.
-- note: runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

alter table public.bank_statement_entries drop constraint bank_statement_entries_reason_check;
alter table public.bank_statement_entries add constraint bank_statement_entries_reason_check check (
  (decision = 'paid' and (reason is null or reason in ('amount_short', 'amount_over', 'duplicate', 'already_paid', 'applied_by_hand')))
  or (decision = 'review' and reason in ('no_communication', 'unknown_communication', 'not_eur', 'amount_short',
                                        'amount_over', 'duplicate', 'already_paid', 'order_cancelled', 'not_bank_transfer',
                                        'booked_before_order'))
  or (decision = 'ignored' and reason in ('debit', 'not_booked', 'reversal'))
);
