-- A promo code is shown exactly as the admin wrote it (cart, checkout, thank-you page,
-- e-mails, invoice, admin). `code` stays the lower-case key a shopper's input is matched on (any case);
-- `display_code` keeps the admin's spelling. Null for codes written before (they were stored lower case,
-- which is then how they read), and for inserts that give none: readers take coalesce(display_code, code).
alter table public.promo_codes add column display_code text
  check (display_code is null or lower(display_code) = code);
comment on column public.promo_codes.display_code is 'The code as the admin wrote it (null: as `code`); shoppers see and orders keep this spelling.';
