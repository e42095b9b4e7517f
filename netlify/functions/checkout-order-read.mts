// GET /api/checkout/orders/{id} with the order's access token in the X-Order-Token header: the order
// for its shopper (thank-you page), { order } (src/contract/orders.ts). The token is checked in
// constant time against its stored SHA-256; no header: 401; a wrong token: 404, the same as for an
// order that does not exist, so ids reveal nothing (src/server/orders/shopper-order-access.ts).
import type { Config, Context } from '@netlify/functions';
import type { ShopperOrderAnswer } from '../../src/contract/orders.ts';
import { parseId } from '../../src/server/http/params.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { toShopperOrder } from '../../src/server/orders/shopper-order.ts';
import { orderForShopper } from '../../src/server/orders/shopper-order-access.ts';
import { listShipments } from '../../src/server/shipping/shipments.ts';
import { getShopSettings } from '../../src/server/settings/settings-repository.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'params' | 'ip'>) => {
  await enforceRateLimit(context, 'checkout-order-read', 120, 60);
  const order = await orderForShopper(req, parseId(context.params.id));
  const [settings, shipments] = [await getShopSettings(), await listShipments(order.id)];
  return json({ order: toShopperOrder(order, settings, shipments) } satisfies ShopperOrderAnswer);
});

export const config: Config = { path: ['/api/checkout/orders/:id'], method: ['GET'] };
