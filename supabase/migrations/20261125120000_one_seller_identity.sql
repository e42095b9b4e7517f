-- migration: one seller identity
-- purpose: the seller's identity was kept twice: legal_name / legal_address / enterprise_number
--          (20261121100100, not editable in the admin) and seller_name / seller_address / vat_number
--          (20261121110200, edited in the admin settings). one set remains: seller_name,
--          seller_address, enterprise_number and vat_number, all edited in the admin settings.
--          20261121100100 also wrote a demo identity (maison lumière srl, rue des parfumeurs 12,
--          0123.456.749) into every database it ran on, supabase production included, where it reached
--          the e-mail footers and the legal pages. the demo identity now lives only in the seed of the
--          embedded default (src/local/seed/seed-settings.ts); here it is cleared wherever it is still
--          untouched (legal_* could never be edited in the admin, so a demo value there is the
--          migration's, not the shop's).
-- note: a migration that already ran cannot be changed on existing databases, hence this one.
--       runs unchanged on supabase (postgresql 15+), debian postgresql 15 and pglite.

with typed as (
  select regexp_replace(enterprise_number, '[^0-9]', '', 'g') as digits from public.shop_settings where id
)
update public.shop_settings s
   set -- the admin-edited value wins; else the old column's, unless it is the demo one.
       seller_name = case
         when s.seller_name <> '' then s.seller_name
         when s.legal_name <> 'Maison Lumière SRL' then left(s.legal_name, 200)
         else '' end,
       seller_address = case
         when s.seller_address <> '' then s.seller_address
         when s.legal_address <> 'Rue des Parfumeurs 12, 1000 Bruxelles, Belgique' then left(s.legal_address, 500)
         else '' end,
       -- a belgian vat number is be + the enterprise number's ten digits: the admin's vat number
       -- gives the enterprise number where none (or only the demo one) is set.
       enterprise_number = case
         when s.enterprise_number in ('', '0123.456.749') and s.vat_number = '' then ''
         when s.enterprise_number in ('', '0123.456.749')
           then regexp_replace(s.vat_number, '^BE([01][0-9]{3})([0-9]{3})([0-9]{3})$', '\1.\2.\3')
         when typed.digits ~ '^[01][0-9]{9}$' then regexp_replace(typed.digits, '^(....)(...)(...)$', '\1.\2.\3')
         else s.enterprise_number end
  from typed
 where s.id;

alter table public.shop_settings
  drop column legal_name,
  drop column legal_address;

-- new values only (not valid): a hand-typed old value in another shape must not stop the migration.
alter table public.shop_settings
  add constraint shop_settings_enterprise_number_format
  check (enterprise_number = '' or enterprise_number ~ '^[01][0-9]{3}\.[0-9]{3}\.[0-9]{3}$') not valid;

comment on column public.shop_settings.seller_name is 'Legal name of the seller (invoices, order confirmations, legal pages, e-mail sender name).';
comment on column public.shop_settings.seller_address is 'Registered address of the seller (invoices, order confirmations, legal pages).';
comment on column public.shop_settings.enterprise_number is 'Belgian enterprise number, 0123.456.749 (check digits verified by the api), or empty.';
comment on column public.shop_settings.vat_number is 'Belgian vat number, BE + the enterprise number''s ten digits, or empty when not vat-registered.';
