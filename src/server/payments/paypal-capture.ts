// PayPal sent the shopper back saying they approved: our own server-to-server capture call decides
// whether the order is paid (the browser's visit only triggers it; it never marks anything paid on
// its own). A refused capture is kept on the order's record. Returns the order's page to go to.
import { HttpError, notFound } from '../http/errors.ts';
import { PaymentProviderError, payPalFromEnv } from './providers/index.ts';
import type { OrderDetails } from '../orders/order-repository.ts';
import { recordPaymentOutcome, recordProviderPayment } from './payment-events.ts';
import { orderPageAfterPayment } from './payment-return.ts';

export async function captureOnReturn(order: OrderDetails, paypalOrderId: string): Promise<string> {
  const paypal = payPalFromEnv();
  // only the PayPal order we made for this order may be captured for it.
  if (!paypal || order.paymentProvider !== 'paypal' || order.paymentId !== paypalOrderId)
    throw notFound('Unknown PayPal order');
  if (order.status !== 'pending') return orderPageAfterPayment(order);
  const capture = await paypal.capture(paypalOrderId).catch((error: unknown) => {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error(`paypal capture for order ${order.id} failed`, error);
    // the way back is given back (withPaymentReturn): reloading this address tries the capture again
    throw new HttpError(502, 'PayPal did not answer. Your order is kept: reload this page in a moment.', {
      code: 'payment_provider_unavailable',
    });
  });
  if (
    capture.status === 'COMPLETED' &&
    capture.captureId &&
    capture.orderId === order.id &&
    capture.currency === 'EUR' &&
    capture.amountCents !== null
  ) {
    await recordProviderPayment('paypal', capture.captureId, order.id, capture.amountCents, paypalOrderId);
    return orderPageAfterPayment(order);
  }
  console.warn(`paypal capture for order ${order.id}: ${capture.status}`);
  // PayPal's own answer to our capture call, so a fact: one record per PayPal order (the capture is idempotent).
  await recordPaymentOutcome('paypal', `declined-${paypalOrderId}`, order.id, 'declined');
  return orderPageAfterPayment(order, 'declined');
}
