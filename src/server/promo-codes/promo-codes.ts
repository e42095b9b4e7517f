// Promo codes are data (public.promo_codes): keyed lowercase, matched case-insensitively, active only;
// answered as the admin wrote them (display_code), the spelling shoppers see and orders keep.
import { getSql, type Db } from '../db/client.ts';

export interface PromoCode {
  code: string;
  percentOff: number;
}

/** Normalised form of what a shopper typed, or null when it cannot be a code at all. */
export function normalisePromoCode(raw: string): string | null {
  const code = raw.trim().toLowerCase();
  return /^[a-z0-9_-]{2,40}$/.test(code) ? code : null;
}

export async function findActivePromoCode(raw: string, sql: Db = getSql()): Promise<PromoCode | null> {
  const code = normalisePromoCode(raw);
  if (!code) return null;
  const [row] = await sql<{ code: string; percent_off: number }[]>`
    select coalesce(display_code, code) as code, percent_off from public.promo_codes where code = ${code} and active`;
  return row ? { code: row.code, percentOff: row.percent_off } : null;
}
