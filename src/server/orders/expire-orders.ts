// Unpaid orders keep their stock for the hold time of their payment method (settings); then they are
// cancelled and restocked in one statement, and each shopper is told in their language: the e-mails
// are written in the same transaction, so no cancelled order goes untold.
import { getSql } from '../db/client.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import { queueStatusEmail } from './order-emails.ts';

export async function expireUnpaidOrders(): Promise<{ expired: number[] }> {
  const expired = await getSql().begin(async (tx) => {
    const rows = await tx<{ order_id: number }[]>`select order_id from public.expire_unpaid_orders_returning()`;
    for (const { order_id } of rows) await queueStatusEmail(tx, order_id, 'cancelled', { expired: true });
    return rows.map((r) => r.order_id);
  });
  if (expired.length > 0) void kickMailDelivery();
  return { expired };
}
