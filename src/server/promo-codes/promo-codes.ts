// Promo codes are data (public.promo_codes): keyed lowercase, matched case-insensitively, active only;
// answered as the admin wrote them (display_code), the spelling shoppers see and orders keep. A code
// flagged once_per_email (a first-order code such as WELCOME10) is good for one order per e-mail
// address: see promoUsedBy for which orders count (docs/promo-codes.md).
import { getSql, type Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

export interface PromoCode {
  code: string;
  percentOff: number;
  /** One order per e-mail address. */
  oncePerEmail: boolean;
}

/** Normalised form of what a shopper typed, or null when it cannot be a code at all. */
export function normalisePromoCode(raw: string): string | null {
  const code = raw.trim().toLowerCase();
  return /^[a-z0-9_-]{2,40}$/.test(code) ? code : null;
}

export async function findActivePromoCode(raw: string, sql: Db = getSql()): Promise<PromoCode | null> {
  const code = normalisePromoCode(raw);
  if (!code) return null;
  const [row] = await sql<{ code: string; percent_off: number; once_per_email: boolean }[]>`
    select coalesce(display_code, code) as code, percent_off, once_per_email from public.promo_codes
     where code = ${code} and active`;
  return row ? { code: row.code, percentOff: row.percent_off, oncePerEmail: row.once_per_email } : null;
}

/**
 * True when `email` (trimmed, any case) already has an order with the code. An order cancelled
 * before it was paid did not use it up; a paid one did, even if refunded later. `exceptKey`: the
 * order being placed, so that a retried request (same Idempotency-Key) finds its own order.
 */
export async function promoUsedBy(sql: Db, code: string, email: string, exceptKey = ''): Promise<boolean> {
  const [row] = await sql<{ used: boolean }[]>`
    select exists (
      select 1 from public.orders
       where lower(promo_code) = lower(${code}) and lower(btrim(email)) = lower(btrim(${email}))
         and promo_code is not null and idempotency_key <> ${exceptKey}
         and not (status = 'cancelled' and paid_at is null)
    ) as used`;
  return row?.used === true;
}

/**
 * 422 naming promoCode: this once-per-address code is not for this address. Worded as "not
 * available", never "already used", so that no answer tells whether an address has ordered.
 */
export function promoUsedError(): HttpError {
  return new HttpError(422, 'This promo code is not available for this e-mail address', {
    code: 'promo_code_used',
    fields: { promoCode: ['not available for this e-mail address'] },
  });
}

/**
 * In the order's transaction: 422 when the code is once per address and the address has used it.
 * Two orders of one address placed at once wait for each other (a lock per code and address), so
 * the second sees the first.
 */
export async function assertPromoUnused(
  tx: Db,
  promo: PromoCode,
  email: string,
  idempotencyKey: string,
): Promise<void> {
  if (!promo.oncePerEmail) return;
  const key = `promo-once:${promo.code.toLowerCase()}:${email.trim().toLowerCase()}`;
  await tx`select pg_advisory_xact_lock(hashtext(${key}))`;
  if (await promoUsedBy(tx, promo.code, email, idempotencyKey)) throw promoUsedError();
}
