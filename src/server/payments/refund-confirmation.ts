// Cancelling an order that holds money is never silent: without the owner's explicit yes the move is
// refused with 409 refund_confirmation_required, naming the amount and what cancelling will do with
// it (refunded through the card's provider at once, or to pay back by hand: the "to refund" list).
import { LEDGER_MESSAGES } from '../../contract/admin/ledger.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { ledgerSums } from './ledger.ts';
import { providerOf, refundables } from './refunds.ts';

/** How the money of a cancelled order goes back: provider when its card payments cover it. */
export async function refundRoute(tx: Db, orderId: number, heldCents: number): Promise<'provider' | 'hand'> {
  const payments = await refundables(tx, orderId);
  const throughProvider = payments
    .filter((p) => p.session_id && providerOf(p.provider)?.refund)
    .reduce((sum, p) => sum + p.amount_cents, 0);
  return throughProvider >= heldCents ? 'provider' : 'hand';
}

/** In an unconfirmed cancellation's transaction: 409 refund_confirmation_required when the order holds money. */
export async function refuseUnconfirmedRefund(tx: Db, orderId: number): Promise<void> {
  const [order] = await tx<{ status: string }[]>`select status from public.orders where id = ${orderId} for update`;
  if (!order || order.status === 'cancelled') return;
  const sums = await ledgerSums(tx, orderId);
  const held = sums.receivedCents - sums.refundedCents;
  if (held <= 0) return;
  throw new HttpError(409, LEDGER_MESSAGES.refundConfirmationRequired(orderId), {
    code: 'refund_confirmation_required',
    details: { amount_cents: held, how: await refundRoute(tx, orderId, held) },
  });
}
