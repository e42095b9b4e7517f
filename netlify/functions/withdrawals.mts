// The withdrawal function's two public steps (src/contract/withdrawal.ts, docs/withdrawal.md):
//   POST /api/withdrawals/check -> 200 the order's lines and its withdrawal period
//   POST /api/withdrawals       -> 201 the withdrawal recorded, its acknowledgement e-mailed
// Same 404 for an unknown number and a number with another e-mail; rate-limited together (a guesser
// gets 10 tries per 10 minutes); read-only in a preview like the other public forms.
import type { Config, Context } from '@netlify/functions';
import {
  withdrawalCheckRequestSchema,
  withdrawalRequestSchema,
  type WithdrawalCheck,
} from '../../src/contract/withdrawal.ts';
import { assertMailConfigured } from '../../src/server/config/runtime-variables.ts';
import { getSql } from '../../src/server/db/client.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { readRequest } from '../../src/server/http/validation.ts';
import { keepAliveForMail, type MailContext } from '../../src/server/mail/queue/mail-delivery.ts';
import { refuseInPreview, type DeployContext } from '../../src/server/preview/preview-mode.ts';
import { assertWithdrawable, recordWithdrawal } from '../../src/server/withdrawal/record-withdrawal.ts';
import { findWithdrawalOrder } from '../../src/server/withdrawal/withdrawal-order.ts';

const LIMIT = { max: 10, windowSeconds: 600 };
const READ = { maxBytes: 16 * 1024, message: 'Invalid withdrawal' };

async function check(req: Request): Promise<Response> {
  const request = await readRequest(req, withdrawalCheckRequestSchema, READ);
  const order = await findWithdrawalOrder(getSql(), request.order_number, request.email);
  if (order.window.state === 'cancelled') assertWithdrawable(order);
  const answer: WithdrawalCheck = {
    order_number: order.number,
    period:
      order.window.state === 'ended'
        ? { state: 'ended', ends_on: order.window.endsOn }
        : { state: 'open', ends_on: order.window.state === 'open' ? order.window.endsOn : null },
    lines: order.lines.map(({ id, product_name, size_ml, quantity }) => ({ id, product_name, size_ml, quantity })),
  };
  return json(answer);
}

export default withErrors(async (req: Request, context: Pick<Context, 'ip'> & MailContext & DeployContext) => {
  refuseInPreview(context);
  await enforceRateLimit(context, 'withdrawal', LIMIT.max, LIMIT.windowSeconds);
  if (new URL(req.url).pathname.replace(/\/$/, '').endsWith('/check')) return check(req);
  assertMailConfigured();
  const receipt = await recordWithdrawal(await readRequest(req, withdrawalRequestSchema, READ));
  keepAliveForMail(context);
  return json(receipt, { status: 201 });
});

export const config: Config = { path: ['/api/withdrawals', '/api/withdrawals/check'], method: ['POST'] };
