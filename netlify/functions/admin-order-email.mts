// POST /api/orders/{id}/send-email -> 200 {message, sent: [subjects]}: the order confirmation again
// (and the bank transfer instructions while a transfer is awaited), in the order's language, queued
// in the outbox and delivered right after this answer (the order's e-mail list shows when it went).
// Contract: src/contract/admin/order-emails.ts.
import type { Config } from '@netlify/functions';
import { ORDER_MESSAGES } from '../../src/contract/admin/orders.ts';
import { adminRoute, type AdminContext } from '../../src/server/http/admin-route.ts';
import { getAdminOrder } from '../../src/server/orders/admin-orders.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json } from '../../src/server/http/responses.ts';
import { keepAliveForMail } from '../../src/server/mail/queue/mail-delivery.ts';
import { sendOrderConfirmationAgain } from '../../src/server/orders/order-emails.ts';

export default adminRoute(async (_req: Request, context: AdminContext, admin) => {
  const order = await getAdminOrder(parseId(context.params.id));
  const sent = await sendOrderConfirmationAgain(order.id, `admin:${admin.email}`);
  keepAliveForMail(context);
  return json({ message: ORDER_MESSAGES.emailSent, sent });
});

export const config: Config = { path: ['/api/orders/:id/send-email'], method: ['POST'] };
