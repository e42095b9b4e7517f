// GET /api/payments/paypal/return?ref={reference}&token={paypal order id}[&cancelled=1]: where PayPal
// sends the shopper back. The reference (one use, limited time: src/server/orders/payment-return.ts)
// stands for the order; "token" is PayPal's own name for its order id. The server captures the PayPal
// order itself (PayPal-Request-Id) and records the payment from PayPal's answer, then 303 to the
// thank-you page. The browser's visit only triggers the capture; it can never mark anything paid on
// its own. A refused capture and a cancellation are kept on the order's record, and the thank-you page
// says so. A used, expired or unknown reference: 303 to the thank-you page, which says so.
import type { Config, Context } from '@netlify/functions';
import { HttpError, notFound } from '../../src/server/http/errors.ts';
import { withErrors } from '../../src/server/http/responses.ts';
import { keepAliveForMail, type MailContext } from '../../src/server/mail/outbox/mail-delivery.ts';
import type { OrderDetails } from '../../src/server/orders/order-repository.ts';
import { recordPaymentOutcome, recordProviderPayment } from '../../src/server/orders/payment-events.ts';
import { shopperCancelledPayment, toOrderPage, withPaymentReturn } from '../../src/server/orders/payment-return.ts';
import { PaymentProviderError, payPalFromEnv } from '../../src/server/services/payments/index.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'ip'> & MailContext) => {
  const url = new URL(req.url);
  return withPaymentReturn(url, (order) => (url.searchParams.get('cancelled') === '1' ? shopperCancelledPayment(order, context) : captureOnReturn(order, url, context)));
});

/** PayPal says the shopper approved: our own capture call decides whether the order is paid. */
async function captureOnReturn(order: OrderDetails, url: URL, context: MailContext): Promise<Response> {
  const paypal = payPalFromEnv();
  const paypalOrderId = url.searchParams.get('token') ?? '';
  // only the PayPal order we made for this order may be captured for it.
  if (!paypal || order.paymentProvider !== 'paypal' || order.paymentId !== paypalOrderId) throw notFound('Unknown PayPal order');
  if (order.status !== 'pending') return toOrderPage(order);
  const capture = await paypal.capture(paypalOrderId).catch((error: unknown) => {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error(`paypal capture for order ${order.id} failed`, error);
    // the way back is given back (withPaymentReturn): reloading this address tries the capture again
    throw new HttpError(502, 'PayPal did not answer. Your order is kept: reload this page in a moment.', { code: 'payment_provider_unavailable' });
  });
  if (capture.status === 'COMPLETED' && capture.captureId && capture.orderId === order.id && capture.currency === 'EUR' && capture.amountCents !== null) {
    await recordProviderPayment('paypal', capture.captureId, order.id, capture.amountCents, paypalOrderId);
    keepAliveForMail(context);
    return toOrderPage(order);
  }
  console.warn(`paypal capture for order ${order.id}: ${capture.status}`);
  // PayPal's own answer to our capture call, so a fact: one record per PayPal order (the capture is idempotent).
  await recordPaymentOutcome('paypal', `declined-${paypalOrderId}`, order.id, 'declined');
  return toOrderPage(order, 'declined');
}

export const config: Config = { path: ['/api/payments/paypal/return'], method: ['GET'] };
