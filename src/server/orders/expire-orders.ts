// Unpaid orders keep their stock for the hold time of their payment method (settings); then they are
// cancelled and restocked in one statement, and each shopper is told in their language.
import { getSql } from '../db/client.ts';
import { sendStatusEmail } from './order-emails.ts';

export async function expireUnpaidOrders(): Promise<{ expired: number[] }> {
  const rows = await getSql().unsafe<{ order_id: number }[]>('select order_id from public.expire_unpaid_orders_returning()');
  const expired = rows.map((r) => r.order_id);
  for (const id of expired) await sendStatusEmail(id, 'cancelled', { expired: true });
  return { expired };
}
