// GET /api/payments/cancelled?order={id}&access={token}: the cancel URL given to Stripe Checkout and
// to the test gateway. Keeps the cancellation on the order's record, then 303 to the order's page
// with payment=cancelled (retry, or pay another way). 404 without the order's token.
import type { Config, Context } from '@netlify/functions';
import { withErrors } from '../../src/server/http/responses.ts';
import { orderOfReturnUrl, shopperCancelledPayment } from '../../src/server/orders/payment-return.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'ip'>) => {
  const order = await orderOfReturnUrl(new URL(req.url));
  return shopperCancelledPayment(order, context);
});

export const config: Config = { path: ['/api/payments/cancelled'], method: ['GET'] };
