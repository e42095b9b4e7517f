-- How a VAT-free export (outside the EU: the United Kingdom above GBP 135, or without a UK
-- VAT registration) is priced, chosen apart from the EU destinations' pricing (as Shopify's "include
-- or exclude tax based on the customer's country"):
--   same-price  the price on the page, with no VAT in it (the house keeps one price everywhere);
--   without-vat the page's price less the Belgian VAT (price x 1 / (1 + Belgian rate)).
-- Until now an export followed vat_pricing (same-gross: the same price; same-net: the net price): each
-- shop keeps what it charged.
alter table public.shop_settings
  add column export_pricing text not null default 'same-price' check (export_pricing in ('same-price', 'without-vat'));
update public.shop_settings set export_pricing = 'without-vat' where vat_pricing = 'same-net';
comment on column public.shop_settings.export_pricing is 'VAT-free exports outside the EU: same-price (the page''s price, no VAT in it) or without-vat (the price less Belgian VAT).';
