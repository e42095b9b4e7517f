-- Returns, the owner's side: an order's withdrawal period the owner extended (the function stays open
-- until the later of the legal end and this day; it never shortens the legal period), and a return the
-- owner refused, with the reason sent to the shopper. A refused return is no longer refunded from the list.
alter table public.orders add column withdrawal_open_until date;
comment on column public.orders.withdrawal_open_until is 'The owner''s extension of the withdrawal period: open until this Brussels day when later than the legal end.';

alter table public.withdrawals
  add column refused_at timestamptz,
  add column refusal_reason text check (char_length(btrim(refusal_reason)) between 1 and 1000),
  add constraint withdrawals_refusal_check check ((refused_at is null) = (refusal_reason is null));
