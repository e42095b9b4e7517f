// Database state for handler tests: empty everything, or load the demo catalog of the first start.
import { rmSync } from 'node:fs';
import { getSql } from '../../src/server/db/client.ts';
import { getImageStorage } from '../../src/server/storage/index.ts';
import { seedShop } from '../../src/local/seed/seed-shop.ts';
import { SHIPPING_COUNTRIES } from '../../src/domain/vocabulary/country.ts';

export async function resetDatabase(): Promise<void> {
  const sql = getSql();
  const tables = await sql.unsafe<{ name: string }[]>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname in ('public', 'local_auth')`,
  );
  await sql.unsafe(`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`);
  await sql.unsafe('insert into public.shop_settings (id) values (true)');
  // the rate table is data the migrations load: put the standard rates back
  await sql.unsafe('select public.insert_standard_vat_rates()');
  // one flat fee everywhere (the shop's rule before shipping zones): tests of prices, VAT and payments
  // stay independent of the zones; tests of the zones install the default ones (useDefaultShippingZones)
  await sql`insert into public.shipping_zones (name, countries, rate_kind, flat_cents)
             values ('Partout', ${[...SHIPPING_COUNTRIES]}::text[], 'flat', 1000)`;
  // Ids restart, so image files of earlier tests would collide with the next product's.
  if (process.env.LOCAL_STORAGE_DIR) rmSync(process.env.LOCAL_STORAGE_DIR, { recursive: true, force: true });
}

export async function seedDemo(): Promise<void> {
  await seedShop(getSql(), getImageStorage());
}

/** The shop's bank account, which bank-transfer orders need (an empty database has none). */
export async function giveShopBankAccount(): Promise<void> {
  await getSql().unsafe(
    `update public.shop_settings set bank_iban = 'BE68 5390 0754 7034', bank_bic = 'JVBABE22', bank_account_holder = 'Maison Lumière SRL'`,
  );
}

/** The zones a new shop starts from (Belgium, the neighbours, the United Kingdom), instead of the tests' flat fee. */
export async function useDefaultShippingZones(): Promise<void> {
  const sql = getSql();
  await sql`delete from public.shipping_zones`;
  await sql`select public.insert_default_shipping_zones()`;
}
