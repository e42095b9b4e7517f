// POST /api/newsletter { email, language }: keeps the address once (consent time) and queues the
// double opt-in e-mail (delivered right after, through the outbox). 202 { ok: true } whether or not
// the address was known (src/contract/newsletter.ts); 422 naming the field; 413; 429.
import type { Config, Context } from '@netlify/functions';
import { newsletterRequestSchema, type NewsletterAnswer } from '../../src/contract/newsletter.ts';
import { assertMailConfigured } from '../../src/server/config/runtime-variables.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { readRequest } from '../../src/server/http/validation.ts';
import { keepAliveForMail, type MailContext } from '../../src/server/mail/queue/mail-delivery.ts';
import { requestSubscription } from '../../src/server/newsletter/subscription-request.ts';
import { refuseInPreview, type DeployContext } from '../../src/server/preview/preview-mode.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'ip'> & MailContext & DeployContext) => {
  refuseInPreview(context);
  await enforceRateLimit(context, 'newsletter', 5, 600);
  // no mail server configured (production): 503 naming the variable before anything is kept
  assertMailConfigured();
  await requestSubscription(
    await readRequest(req, newsletterRequestSchema, { maxBytes: 4 * 1024, message: 'Invalid subscription' }),
  );
  keepAliveForMail(context);
  return json({ ok: true } satisfies NewsletterAnswer, { status: 202 });
});

export const config: Config = { path: ['/api/newsletter'], method: ['POST'] };
