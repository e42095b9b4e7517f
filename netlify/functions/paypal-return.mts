// GET /api/payments/paypal/return?ref={reference}&token={paypal order id}[&cancelled=1]: where PayPal
// sends the shopper back. The reference (one use, limited time: src/server/payments/payment-return.ts)
// stands for the order; "token" is PayPal's own name for its order id. The server captures the PayPal
// order itself (PayPal-Request-Id) and records the payment from PayPal's answer
// (src/server/payments/paypal-capture.ts), then 303 to the thank-you page. A refused capture and a
// cancellation are kept on the order's record, and the thank-you page says so. A used, expired or
// unknown reference: 303 to the thank-you page, which says so. PayPal not answering: 502
// payment_provider_unavailable (the reference is given back: reloading tries again).
import type { Config, Context } from '@netlify/functions';
import { redirect, withErrors } from '../../src/server/http/responses.ts';
import { keepAliveForMail, type MailContext } from '../../src/server/mail/queue/mail-delivery.ts';
import { shopperCancelledPayment, withPaymentReturn } from '../../src/server/payments/payment-return.ts';
import { captureOnReturn } from '../../src/server/payments/paypal-capture.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'ip'> & MailContext) => {
  const url = new URL(req.url);
  const cancelled = url.searchParams.get('cancelled') === '1';
  const location = await withPaymentReturn(url, (order) =>
    cancelled ? shopperCancelledPayment(order, context) : captureOnReturn(order, url.searchParams.get('token') ?? ''),
  );
  // a capture that made the order paid queued the shopper's e-mail: delivered after this answer
  keepAliveForMail(context);
  return redirect(location);
});

export const config: Config = { path: ['/api/payments/paypal/return'], method: ['GET'] };
