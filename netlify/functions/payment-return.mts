// GET /api/payments/return?ref={reference}[&payment=declined]: the success URL given to Stripe
// Checkout and to the test gateway (which adds payment=declined after a refusal). The reference (one
// use, limited time: src/server/payments/payment-return.ts) stands for the order: 303 to the order's page
// with its access token in the URL fragment, where the page waits for the provider's webhook. A used,
// expired or unknown reference: 303 to the thank-you page, which says so.
import type { Config } from '@netlify/functions';
import { redirect, withErrors } from '../../src/server/http/responses.ts';
import { orderPageAfterPayment, withPaymentReturn } from '../../src/server/payments/payment-return.ts';

export default withErrors(async (req: Request) => {
  const url = new URL(req.url);
  const declined = url.searchParams.get('payment') === 'declined';
  return redirect(
    await withPaymentReturn(url, async (order) => orderPageAfterPayment(order, declined ? 'declined' : undefined)),
  );
});

export const config: Config = { path: ['/api/payments/return'], method: ['GET'] };
