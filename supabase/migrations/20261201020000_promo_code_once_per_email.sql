-- migration: promo codes good once per e-mail address
-- purpose: a welcome code ("première commande", the seed's welcome10) is meant for a shopper's first
--          order, so it may be flagged once_per_email: the server then refuses it for an address that
--          already has an order with it (the address trimmed and compared case-insensitively). an
--          order cancelled before it was paid (an unpaid order that expired, or one the shopper gave
--          up) does not use the code up; a paid order does, even if later refunded or cancelled.
-- note: welcome10, where it exists, becomes once per e-mail address; other codes keep their use.
--       runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

alter table public.promo_codes
  add column once_per_email boolean not null default false;
comment on column public.promo_codes.once_per_email is
  'True: one order per e-mail address (orders cancelled before payment not counted), as a first-order code.';

update public.promo_codes set once_per_email = true where code = 'welcome10';

-- the lookup of an address's orders with a code, at every order that carries one
create index orders_promo_code_email_idx on public.orders (lower(promo_code), lower(btrim(email)))
  where promo_code is not null;
