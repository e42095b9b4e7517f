// POST /api/admin/shipments/bulk: several orders marked shipped at once, each with its parcel, in ONE
// transaction: every order shipped, its shipment recorded and its shipped e-mail queued (once, with
// its tracking link), or nothing at all. A row whose order is not to pack (unknown, unpaid, already
// shipped) refuses the whole request with 422 naming that row's order_id.
import { PACKING_MESSAGES, type BulkShipmentRow } from '../../contract/admin/packing.ts';
import type { AdminShipment } from '../../contract/admin/shipping.ts';
import { getSql, type Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import { queueStatusChangeEmail, setOrderStatus } from '../orders/order-status.ts';
import { lockedAmountDue } from '../orders/unpaid-guard.ts';
import { insertShipment } from '../shipping/shipments.ts';

export interface BulkShipped {
  order_id: number;
  status: 'shipped';
  shipment: AdminShipment;
}

const notToPack = (row: number) =>
  new HttpError(422, PACKING_MESSAGES.notToPack, {
    code: 'validation_failed',
    fields: { [`shipments.${row}.order_id`]: [PACKING_MESSAGES.notToPack] },
  });

/** One row inside the transaction: the order locked and checked, its parcel, its status, its e-mail. */
async function shipOne(tx: Db, row: BulkShipmentRow, index: number, actor: string): Promise<BulkShipped> {
  const [order] = await tx<{ status: string }[]>`
    select status from public.orders where id = ${row.order_id} for update`;
  // "to pack" is paid and not shipped; the ledger must agree that nothing is due
  if (order?.status !== 'paid' || (await lockedAmountDue(tx, row.order_id, 'shipped')) !== 0) throw notToPack(index);
  const { order_id: _order, ...request } = row;
  const shipment = await insertShipment(tx, row.order_id, request, actor);
  const change = await setOrderStatus(tx, row.order_id, 'shipped', actor);
  await queueStatusChangeEmail(tx, change);
  return { order_id: row.order_id, status: 'shipped', shipment };
}

export async function bulkShip(rows: readonly BulkShipmentRow[], actor: string): Promise<BulkShipped[]> {
  const shipped = await getSql().begin(async (tx) => {
    const done: BulkShipped[] = [];
    // one after the other: the embedded database has one session, and the rows lock their orders
    for (const [index, row] of rows.entries()) done.push(await shipOne(tx, row, index, actor));
    return done;
  });
  void kickMailDelivery();
  return shipped;
}
