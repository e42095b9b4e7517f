// Changing an order's status: one call of public.set_order_status (atomic: history row, stock given
// back once on cancellation, taken again when leaving 'cancelled') and, in the same transaction, the
// shopper's e-mail for paid, shipped and cancelled in the order's language, written into the outbox.
// The admin API's PUT /api/orders/{id}/status, the payment webhooks and the bank statement import all
// come through here or through record_payment.
import {
  isOrderStatus,
  ORDER_STATUSES,
  sendsStatusEmail,
  type OrderStatus,
} from '../../domain/vocabulary/order-status.ts';
import { getSql, type Db } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import { queuePaymentReceivedEmail, queueStatusEmail } from './order-emails.ts';
import { stockFailureError, stockFailureOf } from './stock-errors.ts';
import { markRefundOwed } from '../payments/refunds.ts';
import { unpaidMoveNote } from './unpaid-guard.ts';
import type { ShipmentRequest } from '../../contract/admin/shipping.ts';
import { insertShipment } from '../shipping/shipments.ts';
import { recordBalanceWithStatus } from '../payments/ledger-payments.ts';
import { refuseUnconfirmedRefund } from '../payments/refund-confirmation.ts';

export interface StatusChange {
  orderId: number;
  status: OrderStatus;
  previousStatus: OrderStatus;
  /** False when the order already had this status (nothing happened). */
  changed: boolean;
  /** Whether the shopper's e-mail for the new status was queued (false when none applies). */
  emailQueued: boolean;
}

/**
 * The database half of a status change, in the caller's transaction when it passes one (a bank
 * statement import pays its orders in the same transaction as its entries). The shopper's e-mail is
 * queued with queueStatusChangeEmail in that same transaction.
 * Throws HttpError 404 for an unknown order, 422 for an unknown status; when a cancelled order cannot
 * take its stock back, the database's stock failure, which the caller names (409) once its transaction
 * is over: reading the product inside the aborted transaction would wait for itself on the embedded
 * database (one session).
 */
export async function setOrderStatus(
  sql: Db,
  orderId: number,
  status: OrderStatus,
  actor: string,
  note?: string,
): Promise<Omit<StatusChange, 'emailQueued'>> {
  if (!isOrderStatus(status)) {
    throw new HttpError(422, 'Invalid status', {
      code: 'validation_failed',
      fields: { status: [`must be one of ${ORDER_STATUSES.join(', ')}`] },
    });
  }
  const [row] = await sql<{ r: { result: 'changed' | 'unchanged' | 'not_found'; previous_status?: OrderStatus } }[]>`
    select public.set_order_status(${orderId}, ${status}::public.order_status, ${actor}, ${note ?? null}) as r`;
  const result = row?.r;
  if (!result || result.result === 'not_found') throw notFound('Order not found');
  if (!result.previous_status) throw new Error(`public.set_order_status gave no previous status for order ${orderId}`);
  return { orderId, status, previousStatus: result.previous_status, changed: result.result === 'changed' };
}

/** Queues the shopper's e-mail for a change, in the change's transaction. Says whether one applies. */
export async function queueStatusChangeEmail(sql: Db, change: Omit<StatusChange, 'emailQueued'>): Promise<boolean> {
  const { orderId, status, changed } = change;
  if (!changed || !sendsStatusEmail(status)) return false;
  // Paid: the confirmation if the order never had one (a card order paid by other means), else "payment received".
  return status === 'paid' ? queuePaymentReceivedEmail(sql, orderId) : queueStatusEmail(sql, orderId, status);
}

export interface ChangeOptions {
  /** The owner confirmed shipping (or completing) the order though money is still due. */
  confirmUnpaid?: boolean;
  /** The parcel sent with a move to shipped: recorded first, so the shipped e-mail links to its tracking. */
  shipment?: ShipmentRequest;
  /**
   * Whether the owner confirmed cancelling an order that holds money (refunded through its provider,
   * or to pay back by hand). false, as the admin API passes it without confirm_refund, refuses such a
   * cancellation; left out, the server's own callers decide (they cancel knowingly).
   */
  confirmRefund?: boolean;
}

/**
 * A status change and its e-mail, one transaction: the admin API's PUT /api/orders/{id}/status (a
 * cancellation that refunds card payments goes through cancel-order.ts, which adds the refund). Throws
 * as setOrderStatus, a stock failure as HttpError 409 (code insufficient_stock) naming the product, a
 * move to shipped or completed of an order with money due as 409 order_not_paid unless confirmed, a
 * cancellation of an order holding money as 409 refund_confirmation_required unless confirmed.
 */
export async function changeOrderStatus(
  orderId: number,
  status: OrderStatus,
  actor: string,
  note?: string,
  options: ChangeOptions = {},
): Promise<StatusChange> {
  let result: StatusChange;
  try {
    result = await getSql().begin(async (tx) => {
      const unpaidNote = isOrderStatus(status)
        ? await unpaidMoveNote(tx, orderId, status, options.confirmUnpaid === true)
        : null;
      const notes = [unpaidNote, note].filter(Boolean).join('; ') || undefined;
      if (options.shipment && status === 'shipped') await insertShipment(tx, orderId, options.shipment, actor);
      if (status === 'cancelled' && options.confirmRefund === false) await refuseUnconfirmedRefund(tx, orderId);
      const change = await setOrderStatus(tx, orderId, status, actor, notes);
      // the admin's "Payée": the balance still due is recorded as received, so the status never stands for missing money
      if (change.changed && status === 'paid') await recordBalanceWithStatus(tx, orderId, actor);
      // a cancelled order holding received payments owes them back from now on (refunds.ts clears the mark once refunded)
      if (change.changed && status === 'cancelled') await markRefundOwed(tx, orderId);
      return { ...change, emailQueued: await queueStatusChangeEmail(tx, change) };
    });
  } catch (error) {
    const failure = stockFailureOf(error);
    if (failure) throw await stockFailureError(failure);
    throw error;
  }
  if (result.emailQueued) void kickMailDelivery();
  return result;
}
