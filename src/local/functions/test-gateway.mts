// The embedded default's test payment gateway (local only: mounted by the local runner and `npm run dev`
// from src/local/functions, never deployed; 404 unless the embedded default's test webhook secret is set):
// GET /api/test-gateway/{sessionId}: the hosted page, TEST MODE, in the order's language, with
// Approve / Decline / Cancel.
// POST /api/test-gateway/{sessionId} (form field action): approve and decline send the provider's
// signed webhook to POST /api/payments/webhook/test, then 303 to the success URL (payment=declined
// after a decline), which leads on to the thank-you page; cancel goes to the cancel URL, as a
// provider's page does. Both carry the order's one-use return reference, never its access token.
import type { Config, Context } from '@netlify/functions';
import { getEnv } from '../../server/config/env.ts';
import { HttpError, notFound } from '../../server/http/errors.ts';
import { htmlPage } from '../../server/http/html-page.ts';
import { redirect, withErrors } from '../../server/http/responses.ts';
import { thankYouUrl } from '../../server/orders/order-page-url.ts';
import { paymentReturnUrls } from '../../server/payments/order-payment.ts';
import { getOrderDetails } from '../../server/orders/order-repository.ts';
import { deliverTestEvent, makeTestEvent, orderIdOfTestSession } from '../../server/payments/providers/test-gateway.ts';
import { renderTestGatewayPage } from '../../server/payments/providers/test-gateway-page.ts';

/** The page's inline styles and the shop's fonts; its buttons post back to this address. */
const PAGE = {
  noindex: true,
  sources: { 'style-src': ["'unsafe-inline'"], 'font-src': ["'self'"], 'form-action': ["'self'"] },
};

export default withErrors(async (req: Request, context: Pick<Context, 'params'>) => {
  const env = getEnv();
  if (env.mode !== 'embedded' || !env.LOCAL_PAYMENT_WEBHOOK_SECRET) throw notFound();
  const sessionId = context.params.sessionId ?? '';
  const orderId = orderIdOfTestSession(sessionId);
  const order = orderId === null ? null : await getOrderDetails(orderId);
  if (!order || order.paymentMethod === 'bank-transfer') throw notFound('Unknown payment session');

  if (req.method === 'GET') {
    // Back to an order already paid or cancelled: its page without the token, which this address (in
    // every log on the way) must not lead to; the shopper's tab still holds it (sessionStorage).
    return htmlPage(renderTestGatewayPage(order, sessionId, thankYouUrl(order.language, { orderId: order.id })), PAGE);
  }

  const form = await req.formData().catch(() => null);
  if (!form)
    throw new HttpError(400, 'The request body must be a form', {
      code: 'invalid_form',
      fields: { body: ['invalid form data'] },
    });
  const action = form.get('action');
  if (action !== 'approve' && action !== 'decline' && action !== 'cancel') {
    throw new HttpError(422, 'Invalid action', {
      code: 'validation_failed',
      fields: { action: ['must be approve, decline or cancel'] },
    });
  }
  const { successUrl, cancelUrl } = paymentReturnUrls(order, 'test');
  if (action === 'cancel') return redirect(cancelUrl);
  if (order.status === 'pending') {
    const event = makeTestEvent(
      action === 'approve' ? 'payment.succeeded' : 'payment.failed',
      sessionId,
      order.id,
      order.totalCents,
    );
    const delivered = await deliverTestEvent(event).catch((error: unknown) => error as Error);
    if (delivered instanceof Error || !delivered.ok)
      console.error(
        `test gateway: webhook for order ${order.id} not delivered`,
        delivered instanceof Error ? delivered : delivered.status,
      );
  }
  return redirect(action === 'approve' ? successUrl : `${successUrl}&payment=declined`);
});

export const config: Config = { path: ['/api/test-gateway/:sessionId'], method: ['GET', 'POST'] };
