// A pending order paid another way after its card or PayPal payment was declined or cancelled: the
// same order (its number, its token, its stock hold), another method, so no second order holds the
// same stock. public.change_order_payment_method switches it and records the change in one statement.
// A bank transfer's contract is made now, so its confirmation and instructions go out at once; a card
// or PayPal order is confirmed when its payment succeeds.
import type { PaymentMethod } from '../../domain/vocabulary/payment-method.ts';
import { getSql } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import type { ShopSettings } from '../settings/settings-repository.ts';
import { queueConfirmationOnce } from '../orders/order-emails.ts';
import { getOrderDetails, type OrderDetails } from '../orders/order-repository.ts';
import { assertPaymentMethodEnabled } from '../orders/place-order.ts';

export const notPendingError = () =>
  new HttpError(409, 'This order is no longer awaiting payment', { code: 'not_pending' });

type ChangeResult = 'changed' | 'unchanged' | 'not_pending' | 'not_found';

export async function changePaymentMethod(
  order: OrderDetails,
  method: PaymentMethod,
  settings: ShopSettings,
): Promise<OrderDetails> {
  assertPaymentMethodEnabled(settings, method);
  // the switch and, for a bank transfer, its confirmation and instructions commit together
  const { result, queued } = await getSql().begin(async (tx) => {
    const [row] = await tx<{ r: { result: ChangeResult } }[]>`
      select public.change_order_payment_method(${order.id}, ${method}::public.payment_method, 'shopper') as r`;
    const outcome = row?.r.result ?? 'not_found';
    return {
      result: outcome,
      queued: outcome === 'changed' && method === 'bank-transfer' && (await queueConfirmationOnce(tx, order.id)),
    };
  });
  if (result === 'not_found') throw notFound('Order not found');
  if (result === 'not_pending') throw notPendingError();
  if (queued) void kickMailDelivery();
  const changed = await getOrderDetails(order.id);
  if (!changed) throw notFound('Order not found');
  return changed;
}
