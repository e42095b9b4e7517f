// The second step of the withdrawal function: the shopper confirmed. In one transaction the withdrawal
// is recorded (public.withdrawals, with the Brussels time of receipt) and its acknowledgement queued to
// the shopper (the durable medium: an e-mail with the content, date and time), with a notice to the shop.
import type { Language } from '../../domain/vocabulary/language.ts';
import type { WithdrawalReceipt, WithdrawalRequest } from '../../contract/withdrawal.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import { getSql, type Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import { enqueueEmails } from '../mail/queue/outgoing-email.ts';
import { shopNotifyAddress } from '../orders/order-emails.ts';
import { getShopSettings } from '../settings/settings-repository.ts';
import { renderWithdrawalAcknowledgement, renderWithdrawalNotice } from './withdrawal-email.ts';
import { findWithdrawalOrder, type WithdrawalOrder } from './withdrawal-order.ts';

type Parsed = Omit<WithdrawalRequest, 'order_number' | 'language'> & {
  order_number: number;
  language: Language;
};
type Line = WithdrawalOrder['lines'][number];

/** 409 when the order can no longer be withdrawn from (cancelled, or its period ended). */
export function assertWithdrawable(order: WithdrawalOrder): void {
  if (order.window.state === 'cancelled')
    throw new HttpError(409, 'This order was cancelled: there is nothing to withdraw from.', {
      code: 'order_cancelled',
    });
  if (order.window.state === 'ended')
    throw new HttpError(409, `The withdrawal period of this order ended on ${order.window.endsOn}.`, {
      code: 'withdrawal_period_ended',
      details: { ended_on: order.window.endsOn },
    });
}

/** The lines withdrawn: the asked ones (each of this order, at most its quantity) or every line. */
export function chosenLines(order: WithdrawalOrder, asked: Parsed['lines']): Line[] {
  if (!asked) return order.lines;
  const errors: FieldErrors = {};
  const chosen = asked.flatMap((a, index) => {
    const line = order.lines.find((l) => l.id === a.id);
    if (!line) errors[`lines.${index}.id`] = ['not a line of this order'];
    else if (a.quantity > line.quantity) errors[`lines.${index}.quantity`] = [`at most ${line.quantity}`];
    return line ? [{ ...line, quantity: Math.min(a.quantity, line.quantity) }] : [];
  });
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'Invalid lines', { fields: errors });
  return chosen;
}

/** What goes back: the whole order's total, or the lines' price less their share of the discount. */
export function amountOf(order: WithdrawalOrder, lines: Line[]): number {
  const whole = order.lines.every((l) => lines.some((c) => c.id === l.id && c.quantity === l.quantity));
  if (whole) return order.totalCents;
  const goods = lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0);
  const discount = order.subtotalCents > 0 ? Math.floor((order.discountCents * goods) / order.subtotalCents) : 0;
  return goods - discount;
}

export async function recordWithdrawal(request: Parsed): Promise<WithdrawalReceipt> {
  const receipt = await getSql().begin(async (tx: Db) => {
    const order = await findWithdrawalOrder(tx, request.order_number, request.email);
    assertWithdrawable(order);
    const lines = chosenLines(order, request.lines);
    const [row] = await tx<
      { id: number; received_at: Date; received_brussels: string; period_ends_on: string | null }[]
    >`
      insert into public.withdrawals (order_id, name, email, lines, amount_cents, language, period_ends_on)
      values (${order.id}, ${request.name}, ${request.email}, ${JSON.stringify(lines)}::text::jsonb,
              ${amountOf(order, lines)}, ${request.language}, ${order.window.state === 'open' ? order.window.endsOn : null})
      returning id, received_at, to_char(received_brussels, 'YYYY-MM-DD HH24:MI') as received_brussels,
                to_char(period_ends_on, 'YYYY-MM-DD') as period_ends_on`;
    if (!row) throw new Error('The withdrawal was not recorded');
    const receipt: WithdrawalReceipt = {
      id: Number(row.id),
      order_number: order.number,
      lines: lines.map(({ id, product_name, size_ml, quantity }) => ({ id, product_name, size_ml, quantity })),
      received_at: new Date(row.received_at).toISOString(),
      received_brussels: row.received_brussels,
      email: request.email,
    };
    const shop = shopNotifyAddress(await getShopSettings(tx));
    await enqueueEmails(tx, [
      {
        kind: 'withdrawal_acknowledgement',
        orderId: order.id,
        to: request.email,
        ...renderWithdrawalAcknowledgement(receipt, request.name, request.language),
      },
      ...(shop
        ? [
            {
              kind: 'withdrawal_notice' as const,
              orderId: order.id,
              to: shop,
              replyTo: request.email,
              ...renderWithdrawalNotice(receipt, request.name),
            },
          ]
        : []),
    ]);
    return receipt;
  });
  void kickMailDelivery();
  return receipt;
}
