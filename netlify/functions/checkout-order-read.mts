// GET /api/checkout/orders/{id}?token=...: the order for its shopper (thank-you page). The token is
// checked in constant time against its stored SHA-256; without a valid one the answer is 404, the
// same as for an order that does not exist, so ids reveal nothing.
import type { Config, Context } from '@netlify/functions';
import { notFound } from '../../src/server/http/errors.ts';
import { parseId } from '../../src/server/http/params.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { accessTokenMatches } from '../../src/server/orders/order-access.ts';
import { getOrderDetails } from '../../src/server/orders/order-repository.ts';
import { toShopperOrder } from '../../src/server/orders/shopper-order.ts';
import { getShopSettings } from '../../src/server/settings/settings-repository.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'params' | 'ip'>) => {
  await enforceRateLimit(context, 'checkout-order-read', 120, 60);
  const id = parseId(context.params.id);
  const token = new URL(req.url).searchParams.get('token');
  const order = await getOrderDetails(id);
  if (!order || !accessTokenMatches(token, order.internal.accessTokenHash)) throw notFound('Order not found');
  return json({ order: toShopperOrder(order, await getShopSettings()) });
});

export const config: Config = { path: ['/api/checkout/orders/:id'], method: ['GET'] };
