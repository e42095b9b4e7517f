// POST /api/newsletter/unsubscribe { email }: the unsubscribe page's form. The address leaves the
// newsletter (kept with the time it left, for the admin's list). 202 { ok: true } whether or not the
// address was subscribed (src/contract/newsletter.ts): nobody learns who is; 422 naming the field; 429.
import type { Config, Context } from '@netlify/functions';
import { newsletterUnsubscribeSchema, type NewsletterAnswer } from '../../src/contract/newsletter.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { readRequest } from '../../src/server/http/validation.ts';
import { unsubscribe } from '../../src/server/newsletter/newsletter.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'ip'>) => {
  await enforceRateLimit(context, 'newsletter-unsubscribe', 10, 600);
  const { email } = await readRequest(req, newsletterUnsubscribeSchema, {
    maxBytes: 4 * 1024,
    message: 'Invalid unsubscribe request',
  });
  await unsubscribe(email);
  return json({ ok: true } satisfies NewsletterAnswer, { status: 202 });
});

export const config: Config = { path: ['/api/newsletter/unsubscribe'], method: ['POST'] };
