-- migration: seller identity
-- purpose: what an invoice must name (belgian vat code, art. 5 of royal decree no. 1): the seller's
--          name and address and, when the shop is vat-registered, its belgian vat number. edited in
--          the admin settings; empty until the shop fills them in.

alter table public.shop_settings
  add column seller_name text not null default '' check (char_length(seller_name) <= 200),
  add column seller_address text not null default '' check (char_length(seller_address) <= 500),
  add column vat_number text not null default '' check (vat_number = '' or vat_number ~ '^BE[01][0-9]{9}$');

comment on column public.shop_settings.seller_name is 'Legal name of the seller, printed on invoices.';
comment on column public.shop_settings.seller_address is 'Registered address of the seller, printed on invoices.';
comment on column public.shop_settings.vat_number is 'Belgian vat number (BE0123456789), or empty when not vat-registered.';
