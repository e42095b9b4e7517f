// Changing an order's status: one call of public.set_order_status (atomic: history row, stock given
// back once on cancellation, taken again when leaving 'cancelled'), then the shopper's e-mail for
// paid, shipped and cancelled in the order's language. The admin API's PUT /api/orders/{id}/status,
// the payment webhooks and the bank statement import all come through here or through record_payment.
import { getSql, type Sql } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { isStatusEmailKind, sendPaymentReceivedEmail, sendStatusEmail } from './order-emails.ts';
import { ORDER_STATUSES, type OrderStatus } from './order-repository.ts';
import { stockFailureOf, stockHttpError } from './stock-errors.ts';

export interface StatusChange {
  orderId: number;
  status: OrderStatus;
  previousStatus: OrderStatus;
  /** False when the order already had this status (nothing happened). */
  changed: boolean;
  /** Whether the shopper's e-mail for the new status went out (false when none applies). */
  emailSent: boolean;
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * The database half of a status change, in the caller's transaction when it passes one (a bank
 * statement import pays its orders in the same transaction as its entries). The shopper's e-mail
 * goes out with notifyStatusChange once that transaction committed.
 * Throws HttpError 404 for an unknown order, 409 (code insufficient_stock, naming the product) when a
 * cancelled order cannot take its stock back, 400 for an unknown status.
 */
export async function setOrderStatus(sql: Pick<Sql, 'unsafe'>, orderId: number, status: OrderStatus, actor: string, note?: string): Promise<Omit<StatusChange, 'emailSent'>> {
  if (!isOrderStatus(status)) throw new HttpError(400, 'Invalid status', { fields: { status: [`must be one of ${ORDER_STATUSES.join(', ')}`] } });
  let result: { result: 'changed' | 'unchanged' | 'not_found'; status?: OrderStatus; previous_status?: OrderStatus };
  try {
    const [row] = await sql.unsafe<{ r: typeof result }[]>('select public.set_order_status($1, $2::public.order_status, $3, $4) as r', [
      orderId,
      status,
      actor,
      note ?? null,
    ]);
    result = row!.r;
  } catch (error) {
    const failure = stockFailureOf(error);
    if (failure) throw await stockHttpError(failure);
    throw error;
  }
  if (result.result === 'not_found') throw notFound('Order not found');
  return { orderId, status, previousStatus: result.previous_status!, changed: result.result === 'changed' };
}

/** The shopper's e-mail for a committed change. Never throws; says whether it went out. */
export async function notifyStatusChange(change: Omit<StatusChange, 'emailSent'>): Promise<boolean> {
  const { orderId, status, changed } = change;
  if (!changed || !isStatusEmailKind(status)) return false;
  // Paid: the confirmation if the order never had one (a card order paid by other means), else "payment received".
  return status === 'paid' ? sendPaymentReceivedEmail(orderId) : sendStatusEmail(orderId, status);
}

/** A status change and its e-mail: the admin API's PUT /api/orders/{id}/status. Throws as setOrderStatus. */
export async function changeOrderStatus(orderId: number, status: OrderStatus, actor: string, note?: string): Promise<StatusChange> {
  const change = await setOrderStatus(getSql(), orderId, status, actor, note);
  return { ...change, emailSent: await notifyStatusChange(change) };
}
