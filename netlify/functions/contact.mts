// POST /api/contact { name, email, subject, message, language }: kept in the contact inbox (Netlify
// Blobs), the shop notified and the sender acknowledged by e-mail (both queued in the outbox in one
// statement, delivered right after). 201 { ok: true }
// (src/contract/contact.ts); 422 naming each refused field; 413; 429.
import type { Config, Context } from '@netlify/functions';
import { contactRequestSchema, type ContactAnswer } from '../../src/contract/contact.ts';
import { newContactMessage, storeContactMessage } from '../../src/server/contact/contact-inbox.ts';
import { queueContactNotice } from '../../src/server/contact/contact-notice.ts';
import { assertMailConfigured } from '../../src/server/config/runtime-variables.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import { readRequest } from '../../src/server/http/validation.ts';
import { keepAliveForMail, type MailContext } from '../../src/server/mail/queue/mail-delivery.ts';
import { refuseInPreview, type DeployContext } from '../../src/server/preview/preview-mode.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'ip'> & MailContext & DeployContext) => {
  refuseInPreview(context);
  await enforceRateLimit(context, 'contact', 5, 600);
  // no mail server configured (production): 503 naming the variable before anything is kept
  assertMailConfigured();
  const message = newContactMessage(
    await readRequest(req, contactRequestSchema, { maxBytes: 16 * 1024, message: 'Invalid contact message' }),
  );
  // The notice first: one that cannot be queued fails the request (500) with nothing stored.
  await queueContactNotice(message);
  await storeContactMessage(message);
  keepAliveForMail(context);
  return json({ ok: true } satisfies ContactAnswer, { status: 201 });
});

export const config: Config = { path: ['/api/contact'], method: ['POST'] };
