// The one reader of public.vat_rates: the order pricing, the checkout quote and the admin settings.
import type { VatCountry, VatRate } from '../../domain/tax/vat-rates.ts';
import { getSql, type Db } from '../db/client.ts';

export async function listVatRates(sql: Db = getSql()): Promise<VatRate[]> {
  const rows = await sql<{ country: VatCountry; rate_bp: number; valid_from: string }[]>`
    select country, rate_bp, to_char(valid_from, 'YYYY-MM-DD') as valid_from from public.vat_rates order by country, valid_from`;
  return rows.map((r) => ({ country: r.country, rateBp: r.rate_bp, validFrom: r.valid_from }));
}
