// POST /api/orders/{id}/shipments, the logic: the parcel recorded, and the shopper told at once when
// the order is already shipped (kept apart from shipments.ts, which the e-mails read).
import type { AdminShipment, ShipmentRequest } from '../../contract/admin/shipping.ts';
import { getSql } from '../db/client.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import { queueStatusEmail } from '../orders/order-emails.ts';
import { insertShipment } from './shipments.ts';

/**
 * POST /api/orders/{id}/shipments: records a parcel. An order already shipped tells the shopper at
 * once (the shipped e-mail again, now with every tracking link); before that, the move to shipped
 * sends it. Says whether an e-mail was queued.
 */
export async function recordShipment(
  orderId: number,
  request: ShipmentRequest,
  actor: string,
): Promise<{ shipment: AdminShipment; emailQueued: boolean }> {
  const result = await getSql().begin(async (tx) => {
    const shipment = await insertShipment(tx, orderId, request, actor);
    const [order] = await tx<{ status: string }[]>`select status from public.orders where id = ${orderId}`;
    const emailQueued = order?.status === 'shipped' ? await queueStatusEmail(tx, orderId, 'shipped') : false;
    return { shipment, emailQueued };
  });
  if (result.emailQueued) void kickMailDelivery();
  return result;
}
