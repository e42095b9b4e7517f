// POST /api/back-in-stock { productId, email, language }: a shopper on a sold-out product asks to hear
// when it is back. Keeps the alert and queues its double opt-in e-mail (src/contract/back-in-stock.ts).
// 202 { ok: true } whether or not the address already waited; 404 unknown product; 422 naming the
// field; 413; 429 (5 requests per 10 minutes per client address, as the newsletter).
import type { Config, Context } from '@netlify/functions';
import { backInStockRequestSchema, type BackInStockAnswer } from '../../src/contract/back-in-stock.ts';
import { requestAlert } from '../../src/server/back-in-stock/alert-request.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { readRequest } from '../../src/server/http/validation.ts';
import { keepAliveForMail, type MailContext } from '../../src/server/mail/queue/mail-delivery.ts';
import { refuseInPreview, type DeployContext } from '../../src/server/preview/preview-mode.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'ip'> & MailContext & DeployContext) => {
  refuseInPreview(context);
  await enforceRateLimit(context, 'back-in-stock', 5, 600);
  await requestAlert(
    await readRequest(req, backInStockRequestSchema, { maxBytes: 4 * 1024, message: 'Invalid alert' }),
  );
  keepAliveForMail(context);
  return json({ ok: true } satisfies BackInStockAnswer, { status: 202 });
});

export const config: Config = { path: ['/api/back-in-stock'], method: ['POST'] };
