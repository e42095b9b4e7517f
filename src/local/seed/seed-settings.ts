// The shop's settings as a real house would fill them in (bank, contact, delivery, the seller
// identity invoices print), and the welcome promo code.
import type { VatSettings } from '../../domain/tax/vat-rules.ts';
import type { Sql } from '../../server/db/client.ts';
import { SEED_PROMO, SEED_SHIPPING_FEE_CENTS } from './seed-orders.ts';

export const SEED_SETTINGS = {
  shipping_fee_cents: SEED_SHIPPING_FEE_CENTS,
  bank_account_holder: 'Maison Lumière SRL',
  // A well-formed Belgian IBAN (both check digit pairs valid) for a fictitious account.
  bank_iban: 'BE83 3630 1234 5615',
  bank_bic: 'BBRUBEBB',
  bank_name: 'ING Belgique',
  contact_email: 'bonjour@maison-lumiere.be',
  contact_phone: '+32 2 511 42 80',
  whatsapp_url: 'https://wa.me/32470123456',
  instagram_url: 'https://www.instagram.com/maisonlumiere.bruxelles',
  // The demo seller identity lives here only, never in a migration (a migration runs on production too).
  // Check digits: 97 - (01234567 mod 97) = 49.
  seller_name: 'Maison Lumière SRL',
  seller_address: 'Rue des Parfumeurs 12, 1000 Bruxelles, Belgique',
  enterprise_number: '0123.456.749',
  vat_number: 'BE0123456749',
  // Past EUR 10,000 of EU distance sales a year: destination VAT for FR, DE, NL, declared through the OSS.
  oss_registered: true,
  // UK VAT on consignments up to GBP 135 (taken as EUR 155.00); a fictitious number (check digits: 1234567 -> 82).
  uk_vat_mode: 'registered',
  uk_low_value_limit_cents: 15500,
  uk_vat_number: 'GB123456782',
  vat_pricing: 'same-gross',
  // a UK parcel above GBP 135 leaves VAT-free at the page's price (the house keeps one price)
  export_pricing: 'same-price',
} as const;

/** The same VAT settings as src/server/settings/settings-repository.ts reads them. */
export const SEED_VAT: VatSettings = {
  ossRegistered: SEED_SETTINGS.oss_registered,
  ukVat: SEED_SETTINGS.uk_vat_mode,
  ukLowValueLimitCents: SEED_SETTINGS.uk_low_value_limit_cents,
  pricing: SEED_SETTINGS.vat_pricing,
  exportPricing: SEED_SETTINGS.export_pricing,
};

/** Working days from payment to delivery in the zone of each country named (a Belgian house's usual times). */
export const SEED_DELIVERY_DAYS = [
  { country: 'BE', min: 1, max: 2 },
  { country: 'FR', min: 2, max: 4 },
  { country: 'AT', min: 3, max: 7 },
  { country: 'UK', min: 3, max: 6 },
] as const;

export async function insertSeedSettings(sql: Sql): Promise<void> {
  for (const { country, min, max } of SEED_DELIVERY_DAYS)
    await sql`update public.shipping_zones set delivery_days_min = ${min}, delivery_days_max = ${max}
               where ${country} = any(countries)`;
  // SEED_SETTINGS names its columns: the update sets each of them
  await sql`
    with settings as (
      update public.shop_settings set ${sql(SEED_SETTINGS)}
       where id
       returning id
    )
    insert into public.promo_codes (code, display_code, percent_off, once_per_email)
    values (${SEED_PROMO.code.toLowerCase()}, ${SEED_PROMO.code}, ${SEED_PROMO.percentOff}, true) on conflict (code) do nothing`;
}
