// POST /api/contact { name, email, subject, message, language }: kept in the contact inbox (Netlify
// Blobs) and the shop notified by e-mail (queued in the outbox, delivered right after). 201 { ok: true };
// 400 naming the field; 413; 429.
import type { Config, Context } from '@netlify/functions';
import { zodFields } from '../../src/server/admin/validation.ts';
import { contactSchema, saveContactMessage } from '../../src/server/contact/contact-inbox.ts';
import { queueContactNotice } from '../../src/server/contact/contact-notice.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { readJsonBody } from '../../src/server/http/json-body.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { keepAliveForMail, type MailContext } from '../../src/server/mail/outbox/mail-delivery.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'ip'> & MailContext) => {
  await enforceRateLimit(context, 'contact', 5, 600);
  const parsed = contactSchema.safeParse(await readJsonBody(req, 16 * 1024));
  if (!parsed.success) throw new HttpError(400, 'Invalid contact message', { code: 'validation_failed', fields: zodFields(parsed.error) });
  const message = await saveContactMessage(parsed.data);
  await queueContactNotice(message);
  keepAliveForMail(context);
  return json({ ok: true }, { status: 201 });
});

export const config: Config = { path: ['/api/contact'], method: ['POST'] };
