// POST /api/payments/webhook/{provider} (stripe, test): the provider's message, verified by its
// signature over the raw body before anything is read. Forged or stale signatures: 400 and nothing
// changes; a replayed or duplicated event: 200 { result: 'duplicate' } and nothing changes; a payment
// in another session than the one recorded on its order: 200 { result: 'session_mismatch' }, kept in
// the order's payment events for review, nothing else changes (src/server/payments/payment-events.ts).
import type { Config, Context } from '@netlify/functions';
import type { WebhookAnswer } from '../../src/contract/payments.ts';
import { HttpError, notFound } from '../../src/server/http/errors.ts';
import { readTextLimited } from '../../src/server/http/json-body.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { keepAliveForMail, type MailContext } from '../../src/server/mail/queue/mail-delivery.ts';
import { recordPaymentOutcome, recordProviderPayment } from '../../src/server/payments/payment-events.ts';
import {
  providerByName,
  WebhookRejected,
  type PaymentEvent,
  type PaymentProvider,
} from '../../src/server/payments/providers/index.ts';

const MAX_BODY_BYTES = 256 * 1024;

async function verified(provider: PaymentProvider, req: Request): Promise<PaymentEvent> {
  const rawBody = await readTextLimited(req, MAX_BODY_BYTES);
  try {
    return await provider.verifyWebhook(rawBody, req.headers);
  } catch (error) {
    if (error instanceof WebhookRejected)
      throw new HttpError(400, `Webhook rejected: ${error.message}`, { code: 'webhook_rejected' });
    throw error;
  }
}

async function record(provider: PaymentProvider, event: PaymentEvent): Promise<WebhookAnswer['result']> {
  if (event.kind === 'paid')
    return recordProviderPayment(provider.name, event.eventId, event.orderId, event.amountCents, event.sessionId);
  if (event.kind === 'failed' && event.orderId !== null)
    return recordPaymentOutcome(provider.name, event.eventId, event.orderId, event.reason);
  return 'ignored';
}

export default withErrors(async (req: Request, context: Pick<Context, 'params'> & MailContext) => {
  const provider = providerByName(context.params.provider ?? '');
  if (!provider) throw notFound('Unknown payment provider');
  const result = await record(provider, await verified(provider, req));
  // a payment that made the order paid queued the shopper's e-mail: delivered after this answer
  keepAliveForMail(context);
  return json({ received: true, result } satisfies WebhookAnswer);
});

export const config: Config = { path: ['/api/payments/webhook/:provider'], method: ['POST'] };
