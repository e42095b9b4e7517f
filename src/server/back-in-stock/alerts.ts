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

/** Confirms the alert of a valid, unused token; false for an unknown or used one. */
export async function confirmAlert(token: string): Promise<boolean> {
  const rows = await getSql()`
    update public.back_in_stock_alerts set confirmed_at = now()
     where confirm_token_hash = ${tokenHash(token)} and confirmed_at is null
     returning id`;
  return rows.length > 0;
}

/** Ends the alert of an unsubscribe token (the row goes); false when no alert has it (any more). */
export async function unsubscribeAlert(token: string): Promise<boolean> {
  const rows =
    await getSql()`delete from public.back_in_stock_alerts where unsubscribe_token_hash = ${tokenHash(token)} returning id`;
  return rows.length > 0;
}

/** Shoppers waiting (confirmed alerts) per product, products nobody waits for left out. */
export async function waitingShoppers(): Promise<WaitingShoppers> {
  const rows = await getSql()<{ product_id: number; count: number }[]>`
    select product_id, count(*)::int as count from public.back_in_stock_alerts
     where confirmed_at is not null group by product_id order by product_id`;
  return { waiting: rows.map((r) => ({ product_id: Number(r.product_id), count: r.count })) };
}
