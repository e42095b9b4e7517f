// GET /api/payments/paypal/return?order={id}&access={token}&token={paypal order id}[&cancelled=1]:
// where PayPal sends the shopper back. The server captures the PayPal order itself (PayPal-Request-Id)
// and records the payment from PayPal's answer, then 303 to the thank-you page. The browser's visit
// only triggers the capture; it can never mark anything paid on its own.
import type { Config } from '@netlify/functions';
import { notFound } from '../../src/server/http/errors.ts';
import { parseId } from '../../src/server/http/params.ts';
import { withErrors } from '../../src/server/http/responses.ts';
import { accessTokenMatches } from '../../src/server/orders/order-access.ts';
import { orderPageUrl } from '../../src/server/orders/order-emails.ts';
import { getOrderDetails } from '../../src/server/orders/order-repository.ts';
import { recordProviderPayment } from '../../src/server/orders/payment-events.ts';
import { payPalFromEnv } from '../../src/server/services/payments/index.ts';

export default withErrors(async (req: Request) => {
  const url = new URL(req.url);
  const order = await getOrderDetails(parseId(url.searchParams.get('order') ?? undefined, 'order'));
  if (!order || !accessTokenMatches(url.searchParams.get('access'), order.internal.accessTokenHash)) throw notFound('Order not found');
  const thankYou = orderPageUrl(order);
  const redirect = (suffix = '') => new Response(null, { status: 303, headers: { location: `${thankYou}${suffix}` } });
  if (url.searchParams.get('cancelled') === '1') return redirect('&payment=cancelled');

  const paypal = payPalFromEnv();
  const paypalOrderId = url.searchParams.get('token') ?? '';
  // only the PayPal order we made for this order may be captured for it.
  if (!paypal || order.paymentProvider !== 'paypal' || order.paymentId !== paypalOrderId) throw notFound('Unknown PayPal order');
  if (order.status !== 'pending') return redirect();
  const capture = await paypal.capture(paypalOrderId);
  if (capture.status === 'COMPLETED' && capture.captureId && capture.orderId === order.id && capture.currency === 'EUR' && capture.amountCents !== null) {
    await recordProviderPayment('paypal', capture.captureId, order.id, capture.amountCents);
    return redirect();
  }
  console.warn(`paypal capture for order ${order.id}: ${capture.status}`);
  return redirect('&payment=declined');
});

export const config: Config = { path: ['/api/payments/paypal/return'], method: ['GET'] };
