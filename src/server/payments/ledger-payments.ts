// Money received recorded by the owner (POST /api/orders/{id}/payments): a ledger row with its method
// and day, in one transaction with what follows from it: an order whose balance reaches 0 is paid,
// whatever its status (pending -> paid with its e-mail; shipped or completed stay, paid now, with
// their invoice and no e-mail). Partial payments leave a balance; more than due shows as to refund.
import type { PaymentRequest } from '../../contract/admin/ledger.ts';
import { getSql, type Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import { queuePaymentReceivedEmail } from '../orders/order-emails.ts';
import { ORDER_MESSAGES } from '../../contract/admin/orders.ts';

export async function recordHandPayment(orderId: number, request: PaymentRequest, actor: string): Promise<void> {
  const emailQueued = await getSql().begin(async (tx) => {
    const [before] = await tx<{ status: string }[]>`select status from public.orders where id = ${orderId} for update`;
    if (!before) throw notFound(ORDER_MESSAGES.notFound);
    const [row] = await tx<{ r: { result: string; became_paid?: boolean } }[]>`
      select public.record_hand_payment(${orderId}, ${request.amount_cents}, ${request.method}, ${request.received_on}::date,
                                        ${actor}, ${request.note ?? null}) as r`;
    // only a pending order changes status: its shopper hears the money came (a shipped one is told nothing more)
    if (row?.r.became_paid && before.status === 'pending') return queuePaymentReceivedEmail(tx, orderId);
    return false;
  });
  if (emailQueued) void kickMailDelivery();
}

/**
 * In the admin's move to "Payée" (the status select), after it: the balance still due recorded as
 * received by hand (the order's payment method, today), so the status never stands for money the
 * ledger lacks.
 */
export async function recordBalanceWithStatus(tx: Db, orderId: number, actor: string): Promise<void> {
  await tx`
    insert into public.order_ledger (order_id, order_number, direction, amount_cents, method, source, on_date, actor, note)
    select o.id, public.order_number_of(o.id), 'in', b.balance_due_cents,
           case o.payment_method when 'bank-transfer' then 'bank_transfer' when 'paypal' then 'paypal' else 'other' end,
           'hand', public.brussels_day(now()), ${actor}, 'recorded with the move to paid'
      from public.order_balances b join public.orders o on o.id = b.order_id
     where b.order_id = ${orderId} and b.balance_due_cents > 0`;
}
