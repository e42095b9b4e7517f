// POST /api/orders/{id}/emails/{emailId}/resend -> 201 {message, id, emails}: one of the order's
// e-mails (GET /api/orders/{id} lists them in `emails`, with their state) sent again as a new outbox
// row; 404 for an e-mail of another order, 409 email_pending while it is still pending.
// Contract: src/contract/admin/order-emails.ts.
import type { Config } from '@netlify/functions';
import { adminRoute, type AdminContext } from '../../src/server/http/admin-route.ts';
import { parseId } from '../../src/server/http/params.ts';
import { json } from '../../src/server/http/responses.ts';
import { keepAliveForMail } from '../../src/server/mail/queue/mail-delivery.ts';
import { RESEND_MESSAGES, resendStoredEmail } from '../../src/server/mail/queue/email-resend.ts';
import { orderEmails } from '../../src/server/mail/queue/order-email-log.ts';

export default adminRoute(async (_req: Request, context: AdminContext, admin) => {
  const orderId = parseId(context.params.id);
  const id = await resendStoredEmail(orderId, parseId(context.params.emailId, 'emailId'), `admin:${admin.email}`);
  keepAliveForMail(context);
  return json({ message: RESEND_MESSAGES.queued, id, emails: await orderEmails(orderId) }, { status: 201 });
});

export const config: Config = { path: ['/api/orders/:id/emails/:emailId/resend'], method: ['POST'] };
