// GET /api/payments/paypal/return?order={id}&access={token}&token={paypal order id}[&cancelled=1]:
// where PayPal sends the shopper back. The server captures the PayPal order itself (PayPal-Request-Id)
// and records the payment from PayPal's answer, then 303 to the thank-you page. The browser's visit
// only triggers the capture; it can never mark anything paid on its own. A refused capture and a
// cancellation are kept on the order's record, and the thank-you page says so.
import type { Config, Context } from '@netlify/functions';
import { notFound } from '../../src/server/http/errors.ts';
import { withErrors } from '../../src/server/http/responses.ts';
import { keepAliveForMail, type MailContext } from '../../src/server/mail/outbox/mail-delivery.ts';
import { recordPaymentOutcome, recordProviderPayment } from '../../src/server/orders/payment-events.ts';
import { orderOfReturnUrl, shopperCancelledPayment, toOrderPage } from '../../src/server/orders/payment-return.ts';
import { payPalFromEnv } from '../../src/server/services/payments/index.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'ip'> & MailContext) => {
  const url = new URL(req.url);
  const order = await orderOfReturnUrl(url);
  if (url.searchParams.get('cancelled') === '1') return shopperCancelledPayment(order, context);

  const paypal = payPalFromEnv();
  const paypalOrderId = url.searchParams.get('token') ?? '';
  // only the PayPal order we made for this order may be captured for it.
  if (!paypal || order.paymentProvider !== 'paypal' || order.paymentId !== paypalOrderId) throw notFound('Unknown PayPal order');
  if (order.status !== 'pending') return toOrderPage(order);
  const capture = await paypal.capture(paypalOrderId);
  if (capture.status === 'COMPLETED' && capture.captureId && capture.orderId === order.id && capture.currency === 'EUR' && capture.amountCents !== null) {
    await recordProviderPayment('paypal', capture.captureId, order.id, capture.amountCents, paypalOrderId);
    keepAliveForMail(context);
    return toOrderPage(order);
  }
  console.warn(`paypal capture for order ${order.id}: ${capture.status}`);
  // PayPal's own answer to our capture call, so a fact: one record per PayPal order (the capture is idempotent).
  await recordPaymentOutcome('paypal', `declined-${paypalOrderId}`, order.id, 'declined');
  return toOrderPage(order, 'declined');
});

export const config: Config = { path: ['/api/payments/paypal/return'], method: ['GET'] };
