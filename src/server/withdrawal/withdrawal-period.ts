// The owner's extension of an order's withdrawal period (GET|PUT /api/orders/{id}/withdrawal-period):
// stored on the order, honoured by the window (the later of the legal end and the owner's day). It
// never shortens the legal period: a day before the legal end (or, before shipping, before today) is a
// 422 naming `open_until`; null removes the extension.
import type { WithdrawalPeriod } from '../../contract/admin/withdrawals.ts';
import { brusselsToday, legalPeriodEnd } from '../../domain/withdrawal/withdrawal-window.ts';
import { getSql, type Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { findWithdrawalOrder, type WithdrawalOrder } from './withdrawal-order.ts';

function toPeriod(order: WithdrawalOrder): WithdrawalPeriod {
  const { window } = order;
  return {
    order_id: order.id,
    state: window.state,
    legal_ends_on: legalPeriodEnd(order.facts),
    open_until: order.facts.openUntil ?? null,
    ends_on: window.state === 'cancelled' ? null : window.endsOn,
  };
}

export async function getWithdrawalPeriod(orderId: number): Promise<WithdrawalPeriod> {
  return toPeriod(await findWithdrawalOrder(getSql(), orderId, null));
}

export async function setWithdrawalOpenUntil(orderId: number, openUntil: string | null): Promise<WithdrawalPeriod> {
  return getSql().begin(async (tx: Db) => {
    const order = await findWithdrawalOrder(tx, orderId, null);
    if (order.window.state === 'cancelled')
      throw new HttpError(409, 'This order was cancelled: it has no withdrawal period.', { code: 'order_cancelled' });
    const floor = legalPeriodEnd(order.facts) ?? brusselsToday();
    if (openUntil !== null && openUntil < floor) {
      const message = `The withdrawal period may only be extended: not before ${floor}.`;
      throw new HttpError(422, message, { fields: { open_until: [message] } });
    }
    await tx`update public.orders set withdrawal_open_until = ${openUntil}::date where id = ${orderId}`;
    return toPeriod(await findWithdrawalOrder(tx, orderId, null));
  });
}
