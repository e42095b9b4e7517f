// POST /api/newsletter { email, language }: keeps the address once (consent time) and sends the
// double opt-in e-mail. 202 { ok: true } whether or not the address was known; 400 naming the
// field; 413; 429.
import type { Config, Context } from '@netlify/functions';
import { zodFields } from '../../src/server/admin/validation.ts';
import { getEnv } from '../../src/server/config/env.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { readJsonBody } from '../../src/server/http/json-body.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { renderNewsletterConfirmation } from '../../src/server/newsletter/newsletter-email.ts';
import { newsletterSchema, subscribe } from '../../src/server/newsletter/newsletter.ts';
import { sendEmail } from '../../src/server/services/email/index.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'ip'>) => {
  await enforceRateLimit(context, 'newsletter', 5, 600);
  const parsed = newsletterSchema.safeParse(await readJsonBody(req, 4 * 1024));
  if (!parsed.success) throw new HttpError(400, 'Invalid subscription', { code: 'validation_failed', fields: zodFields(parsed.error) });
  const token = await subscribe(parsed.data);
  if (token) {
    const confirmUrl = `${getEnv().siteUrl}/api/newsletter/confirm?token=${token}`;
    await sendEmail({ to: parsed.data.email, ...renderNewsletterConfirmation(parsed.data.language, confirmUrl) });
  }
  return json({ ok: true }, { status: 202 });
});

export const config: Config = { path: ['/api/newsletter'], method: ['POST'] };
