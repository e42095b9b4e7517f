// Scheduled every 20 minutes on Netlify (a hold ends at most 20 minutes late; scheduled work stays under
// 10,000 invocations a month): cancels the unpaid orders whose hold passed and gives their
// stock back. (The embedded default runs the same expireUnpaidOrders() every minute: see
// src/local/runner/order-expiry.ts.)
import type { Config } from '@netlify/functions';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { keepAliveForMail, type MailContext } from '../../src/server/mail/queue/mail-delivery.ts';
import { expireUnpaidOrders } from '../../src/server/orders/expire-orders.ts';

export default withErrors(async (_req: Request, context: MailContext) => {
  const { expired } = await expireUnpaidOrders();
  keepAliveForMail(context);
  if (expired.length > 0) console.log(`expired unpaid orders: ${expired.join(', ')}`);
  return json({ expired: expired.length });
});

export const config: Config = { schedule: '*/20 * * * *' };
