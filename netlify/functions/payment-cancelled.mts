// GET /api/payments/cancelled?ref={reference}: the cancel URL given to Stripe Checkout and to the test
// gateway. The reference (one use, limited time: src/server/payments/payment-return.ts) stands for the
// order. Keeps the cancellation on the order's record, then 303 to the order's page with
// payment=cancelled (retry, or pay another way). A used, expired or unknown reference: 303 to the
// thank-you page, which says so.
import type { Config, Context } from '@netlify/functions';
import { redirect, withErrors } from '../../src/server/http/responses.ts';
import { shopperCancelledPayment, withPaymentReturn } from '../../src/server/payments/payment-return.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'ip'>) =>
  redirect(await withPaymentReturn(new URL(req.url), (order) => shopperCancelledPayment(order, context))),
);

export const config: Config = { path: ['/api/payments/cancelled'], method: ['GET'] };
