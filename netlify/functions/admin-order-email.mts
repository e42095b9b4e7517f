// POST /api/orders/{id}/send-email -> 200 {message, sent: [subjects]}: the order confirmation again
// (and the bank transfer instructions while a transfer is awaited), in the order's language.
import type { Config, Context } from '@netlify/functions';
import { adminRoute } from '../../src/server/admin/admin-route.ts';
import { getAdminOrder, ORDER_MESSAGES } from '../../src/server/admin/orders/admin-orders.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { sendOrderConfirmation } from '../../src/server/orders/order-emails.ts';

export default withErrors(
  adminRoute(async (_req: Request, context: Pick<Context, 'params'>) => {
    const order = await getAdminOrder(parseId(context.params.id));
    const { sent } = await sendOrderConfirmation(order.id);
    return json({ message: ORDER_MESSAGES.emailSent, sent });
  }),
);

export const config: Config = { path: ['/api/orders/:id/send-email'], method: ['POST'] };
