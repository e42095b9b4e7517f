// POST /api/checkout/orders/{id}/payment?token=...: how to pay a pending order again (the shopper who
// cancelled or closed the provider's page). The same session as before when the provider keeps it.
// 200 { payment } ; 404 without a valid token; 409 when the order is no longer pending.
import type { Config, Context } from '@netlify/functions';
import { HttpError, notFound } from '../../src/server/http/errors.ts';
import { parseId } from '../../src/server/http/params.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { accessTokenMatches } from '../../src/server/orders/order-access.ts';
import { paymentInstructions } from '../../src/server/orders/order-payment.ts';
import { getOrderDetails } from '../../src/server/orders/order-repository.ts';
import { getShopSettings } from '../../src/server/settings/settings-repository.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'params' | 'ip'>) => {
  await enforceRateLimit(context, 'checkout-order-payment', 20, 600);
  const id = parseId(context.params.id);
  const token = new URL(req.url).searchParams.get('token');
  const order = await getOrderDetails(id);
  if (!order || !accessTokenMatches(token, order.internal.accessTokenHash)) throw notFound('Order not found');
  if (order.status !== 'pending') throw new HttpError(409, 'This order is no longer awaiting payment', { code: 'not_pending' });
  return json({ payment: await paymentInstructions(order, await getShopSettings()) });
});

export const config: Config = { path: ['/api/checkout/orders/:id/payment'], method: ['POST'] };
