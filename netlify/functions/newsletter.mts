// POST /api/newsletter { email, language }: keeps the address once (consent time) and queues the
// double opt-in e-mail (delivered right after, through the outbox). 202 { ok: true } whether or not
// the address was known; 400 naming the field; 413; 429.
import type { Config, Context } from '@netlify/functions';
import { zodFields } from '../../src/server/admin/validation.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { readJsonBody } from '../../src/server/http/json-body.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { keepAliveForMail, type MailContext } from '../../src/server/mail/outbox/mail-delivery.ts';
import { newsletterSchema } from '../../src/server/newsletter/newsletter.ts';
import { requestSubscription } from '../../src/server/newsletter/subscription-request.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'ip'> & MailContext) => {
  await enforceRateLimit(context, 'newsletter', 5, 600);
  const parsed = newsletterSchema.safeParse(await readJsonBody(req, 4 * 1024));
  if (!parsed.success) throw new HttpError(400, 'Invalid subscription', { code: 'validation_failed', fields: zodFields(parsed.error) });
  await requestSubscription(parsed.data);
  keepAliveForMail(context);
  return json({ ok: true }, { status: 202 });
});

export const config: Config = { path: ['/api/newsletter'], method: ['POST'] };
