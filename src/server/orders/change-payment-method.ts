// A pending order paid another way after its card or PayPal payment was declined or cancelled: the
// same order (its number, its token, its stock hold), another method, so no second order holds the
// same stock. public.change_order_payment_method switches it and records the change in one statement.
// A bank transfer's contract is made now, so its confirmation and instructions go out at once; a card
// or PayPal order is confirmed when its payment succeeds.
import { z } from 'zod';
import { zodFields } from '../admin/validation.ts';
import { getSql } from '../db/client.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { readTextLimited } from '../http/json-body.ts';
import { PAYMENT_METHODS, type PaymentMethod, type ShopSettings } from '../settings/settings-repository.ts';
import { kickMailDelivery } from '../mail/outbox/mail-delivery.ts';
import { queueConfirmationOnce } from './order-emails.ts';
import { getOrderDetails, type OrderDetails } from './order-repository.ts';
import { assertPaymentMethodEnabled } from './place-order.ts';

export const notPendingError = () => new HttpError(409, 'This order is no longer awaiting payment', { code: 'not_pending' });

const paymentChangeSchema = z.object({ paymentMethod: z.enum(PAYMENT_METHODS as [PaymentMethod, ...PaymentMethod[]]) });

/** The method asked for in the body ({ paymentMethod }), or null for no body: pay again the same way. */
export async function readPaymentChange(req: Request): Promise<PaymentMethod | null> {
  const text = await readTextLimited(req, 4 * 1024);
  if (!text.trim()) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body must be valid JSON', { code: 'invalid_json', fields: { body: ['invalid JSON'] } });
  }
  const parsed = paymentChangeSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, 'Invalid payment method', { code: 'validation_failed', fields: zodFields(parsed.error) });
  return parsed.data.paymentMethod;
}

export async function changePaymentMethod(order: OrderDetails, method: PaymentMethod, settings: ShopSettings): Promise<OrderDetails> {
  assertPaymentMethodEnabled(settings, method);
  // the switch and, for a bank transfer, its confirmation and instructions commit together
  const { result, queued } = await getSql().begin(async (tx) => {
    const [row] = await tx.unsafe<{ r: { result: 'changed' | 'unchanged' | 'not_pending' | 'not_found' } }[]>(
      'select public.change_order_payment_method($1, $2::public.payment_method, $3) as r',
      [order.id, method, 'shopper'],
    );
    const outcome = row!.r.result;
    return { result: outcome, queued: outcome === 'changed' && method === 'bank-transfer' && (await queueConfirmationOnce(tx, order.id)) };
  });
  if (result === 'not_found') throw notFound('Order not found');
  if (result === 'not_pending') throw notPendingError();
  if (queued) void kickMailDelivery();
  const changed = await getOrderDetails(order.id);
  if (!changed) throw notFound('Order not found');
  return changed;
}
