-- migration: rest_of_eu_shipping
-- purpose: the shop may ship to every country of the european union, not only belgium, its three
--          neighbours and the united kingdom:
--          - orders.country and vat_rates.country accept the 23 other member states (iso codes; greece
--            is 'GR', as the checkout writes it, not the vat code 'EL')
--          - an oss order may go to any member state but belgium (the destination's standard rate)
--          - insert_standard_vat_rates: each new country's standard rate, with the day it took effect
--            where it changed recently (ee, fi, lu, ro, sk); the others from 2024-01-01, before the
--            shop's first order (earlier days are of no use to it)
--          - insert_default_shipping_zones: a fourth zone, "reste de l'ue", weight-banded
--          - the shop's zones get that zone too (a pre-launch shop: the owner edits or deletes it in the
--            settings; a country in no zone is not shipped to)
-- affected: public.orders (checks), public.vat_rates (check, rows), public.shipping_zones (one row),
--           public.insert_standard_vat_rates(), public.insert_default_shipping_zones()
-- notes: docs/shipping.md, "Rest of the EU".

alter table public.orders drop constraint orders_country_check;
alter table public.orders add constraint orders_country_check check (country in (
  'BE', 'FR', 'DE', 'NL', 'UK',
  'AT', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'GR', 'HU', 'IE', 'IT',
  'LV', 'LT', 'LU', 'MT', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'));

alter table public.orders drop constraint orders_vat_scheme_country;
alter table public.orders add constraint orders_vat_scheme_country check (
  (vat_scheme <> 'oss' or country not in ('BE', 'UK'))
  and (vat_scheme not in ('uk', 'export') or country = 'UK')
  and (vat_scheme <> 'export' or (vat_rate_bp = 0 and vat_cents = 0))
);

alter table public.vat_rates drop constraint vat_rates_country_check;
alter table public.vat_rates add constraint vat_rates_country_check check (country in (
  'BE', 'FR', 'DE', 'NL', 'UK',
  'AT', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'GR', 'HU', 'IE', 'IT',
  'LV', 'LT', 'LU', 'MT', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'));

-- the standard rates as the law sets them (basis points), the older five countries unchanged
create or replace function public.insert_standard_vat_rates()
returns void
language sql
security invoker
set search_path = ''
as $$
  insert into public.vat_rates (country, rate_bp, valid_from) values
    ('BE', 2100, date '1996-01-01'),
    ('FR', 2000, date '2014-01-01'),
    ('DE', 1900, date '2007-01-01'),
    ('DE', 1600, date '2020-07-01'),
    ('DE', 1900, date '2021-01-01'),
    ('NL', 2100, date '2012-10-01'),
    ('UK', 2000, date '2011-01-04'),
    ('AT', 2000, date '2024-01-01'),
    ('BG', 2000, date '2024-01-01'),
    ('HR', 2500, date '2024-01-01'),
    ('CY', 1900, date '2024-01-01'),
    ('CZ', 2100, date '2024-01-01'),
    ('DK', 2500, date '2024-01-01'),
    ('EE', 2200, date '2024-01-01'),
    ('EE', 2400, date '2025-07-01'),
    ('FI', 2400, date '2024-01-01'),
    ('FI', 2550, date '2024-09-01'),
    ('GR', 2400, date '2024-01-01'),
    ('HU', 2700, date '2024-01-01'),
    ('IE', 2300, date '2024-01-01'),
    ('IT', 2200, date '2024-01-01'),
    ('LV', 2100, date '2024-01-01'),
    ('LT', 2100, date '2024-01-01'),
    ('LU', 1700, date '2024-01-01'),
    ('MT', 1800, date '2024-01-01'),
    ('PL', 2300, date '2024-01-01'),
    ('PT', 2300, date '2024-01-01'),
    ('RO', 1900, date '2024-01-01'),
    ('RO', 2100, date '2025-08-01'),
    ('SK', 2000, date '2024-01-01'),
    ('SK', 2300, date '2025-01-01'),
    ('SI', 2200, date '2024-01-01'),
    ('ES', 2100, date '2024-01-01'),
    ('SE', 2500, date '2024-01-01')
  on conflict (country, valid_from) do nothing;
$$;

select public.insert_standard_vat_rates();

-- the default zones: belgium, the neighbours, the rest of the eu, the united kingdom
create or replace function public.insert_default_shipping_zones()
returns void
language sql
security invoker
set search_path = ''
as $$
  insert into public.shipping_zones (name, countries, position, rate_kind, flat_cents, weight_bands, free_from_cents)
  values
    ('Belgique', array['BE'], 0, 'flat',
      coalesce((select s.shipping_fee_cents from public.shop_settings s where s.id), 1000), null, 30000),
    ('Pays voisins', array['NL', 'FR', 'DE'], 1, 'weight', null,
      '[{"up_to_grams": 1000, "cents": 1290}, {"up_to_grams": 5000, "cents": 1790}]'::jsonb, 40000),
    ('Reste de l''UE', array['AT', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'GR', 'HU', 'IE', 'IT',
                             'LV', 'LT', 'LU', 'MT', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'], 2, 'weight', null,
      '[{"up_to_grams": 1000, "cents": 1990}, {"up_to_grams": 5000, "cents": 2990}]'::jsonb, 50000),
    ('Royaume-Uni', array['UK'], 3, 'weight', null,
      '[{"up_to_grams": 1000, "cents": 2490}, {"up_to_grams": 5000, "cents": 3490}]'::jsonb, null);
$$;
comment on function public.insert_default_shipping_zones() is
  'Inserts the default shipping zones (belgium, neighbours, rest of the eu, united kingdom); a reset shop calls it.';

-- the shop's own zones get the new one after its last zone (the owner edits or deletes it)
insert into public.shipping_zones (name, countries, position, rate_kind, flat_cents, weight_bands, free_from_cents)
select 'Reste de l''UE',
       array['AT', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'GR', 'HU', 'IE', 'IT',
             'LV', 'LT', 'LU', 'MT', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'],
       coalesce(max(z.position) + 1, 0), 'weight', null,
       '[{"up_to_grams": 1000, "cents": 1990}, {"up_to_grams": 5000, "cents": 2990}]'::jsonb, 50000
  from public.shipping_zones z
having count(*) > 0
   and not exists (select 1 from public.shipping_zones z2 where z2.countries && array['AT', 'IT', 'ES']::text[]);
