// Back-in-stock alerts (public.back_in_stock_alerts): confirmed by the double opt-in link, ended by the
// notice's one-click unsubscribe, counted for the admin. The notices themselves are written by the
// restock trigger (migration 20261128140000_back_in_stock_alerts). Only tokens' SHA-256 are stored.
import { createHash } from 'node:crypto';
import type { WaitingShoppers } from '../../contract/admin/back-in-stock.ts';
import { getSql } from '../db/client.ts';

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The storefront pages the e-mailed links open (per language, token in the fragment). */
export const ALERT_PAGES = { confirm: '/back-in-stock/confirm', unsubscribe: '/back-in-stock/unsubscribe' } as const;

/** Where a mail client's one-click unsubscribe (RFC 8058) POSTs, the token in the query. */
export const ONE_CLICK_PATH = '/api/back-in-stock/unsubscribe';

/** The perfume an alert is about, in the alert's language (French when not translated). */
const perfumeName = () =>
  getSql()`coalesce(nullif(btrim(case a.language::text when 'en' then p.name_en when 'nl' then p.name_nl end), ''), p.name_fr)`;

/** Confirms the alert of a valid, unused token: the perfume's name; null for an unknown or used one. */
export async function confirmAlert(token: string): Promise<string | null> {
  const [row] = await getSql()<{ name: string }[]>`
    with a as (
      update public.back_in_stock_alerts set confirmed_at = now()
       where confirm_token_hash = ${tokenHash(token)} and confirmed_at is null
       returning product_id, language
    )
    select ${perfumeName()} as name from a join public.products p on p.id = a.product_id`;
  return row?.name ?? null;
}

/** Ends the alert of an unsubscribe token (the row goes): the perfume's name; null when no alert has it (any more). */
export async function unsubscribeAlert(token: string): Promise<string | null> {
  const [row] = await getSql()<{ name: string }[]>`
    with a as (
      delete from public.back_in_stock_alerts where unsubscribe_token_hash = ${tokenHash(token)}
       returning product_id, language
    )
    select ${perfumeName()} as name from a join public.products p on p.id = a.product_id`;
  return row?.name ?? null;
}

/** Shoppers waiting (confirmed alerts) per product, products nobody waits for left out. */
export async function waitingShoppers(): Promise<WaitingShoppers> {
  const rows = await getSql()<{ product_id: number; count: number }[]>`
    select product_id, count(*)::int as count from public.back_in_stock_alerts
     where confirmed_at is not null group by product_id order by product_id`;
  return { waiting: rows.map((r) => ({ product_id: Number(r.product_id), count: r.count })) };
}
