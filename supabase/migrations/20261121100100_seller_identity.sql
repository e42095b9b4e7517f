-- migration: seller identity
-- purpose: the legal identity of the seller, which the order confirmation (the eu "durable medium"),
--          the invoices and the legal pages must state: company name, address and belgian enterprise
--          number. kept in the settings row so the admin can edit it. the vat number (and the
--          admin-edited seller_name / seller_address) come with 20261121110200_seller_identity;
--          the application prefers those when they are filled in.

alter table public.shop_settings
  add column if not exists legal_name text not null default '',
  add column if not exists legal_address text not null default '',
  add column if not exists enterprise_number text not null default '';

comment on column public.shop_settings.legal_name is 'Seller''s legal name as on invoices, e.g. Maison Lumière SRL.';
comment on column public.shop_settings.enterprise_number is 'Belgian enterprise number (0123.456.749).';

-- demo identity for the embedded default; the admin replaces it in the settings.
update public.shop_settings
   set legal_name = 'Maison Lumière SRL',
       legal_address = 'Rue des Parfumeurs 12, 1000 Bruxelles, Belgique',
       enterprise_number = '0123.456.749'
 where id and legal_name = '';
