// The demo shop of the embedded default's first start (and of the tests): catalog with generated
// product pictures, six months of order history, settings, the welcome10 promo code and demo
// testimonials (invented, their source says so: a real shop has none until its owner enters them).
// No transaction (the embedded database is one shared session): each step is one statement, and the
// whole seed only runs on a shop without categories, so a rerun never doubles anything.
import type { Sql } from '../../server/db/client.ts';
import type { ImageStorage } from '../../server/storage/image-storage.ts';
import { seedProductImages, type ProductImageOptions } from './product-images.ts';
import { insertSeedCatalog } from './seed-catalog.ts';
import { buildSeedOrders, insertSeedOrders } from './seed-orders.ts';
import { listVatRates } from '../../server/tax/vat-rates-repository.ts';
import { insertSeedSettings, SEED_VAT } from './seed-settings.ts';
import { insertSeedTestimonials } from './seed-testimonials.ts';

export type SeedOptions = ProductImageOptions;

export async function seedShop(sql: Sql, storage: ImageStorage, options: SeedOptions = {}): Promise<void> {
  const [{ seeded } = { seeded: true }] = await sql<
    { seeded: boolean }[]
  >`select exists (select 1 from public.categories) as seeded`;
  if (seeded) return;
  const now = Date.now();
  const products = await insertSeedCatalog(sql, now);
  await seedProductImages(sql, storage, products, options);
  await insertSeedOrders(sql, buildSeedOrders(products, now, { settings: SEED_VAT, rates: await listVatRates(sql) }));
  // the paid orders' money in their ledger, received on their payment day
  await sql`select public.record_unrecorded_payments()`;
  // and the invoices a paid order gets, issued on their payment time (the VAT return reads them)
  await sql`select public.issue_unissued_invoices()`;
  await insertSeedSettings(sql);
  await insertSeedTestimonials(sql);
}
