// POST /api/newsletter/confirm { token }: the double opt-in, asked by the button of the storefront page
// the e-mailed link opens (/newsletter/confirm#token=…, in the subscriber's language; contract:
// src/contract/confirmation-links.ts). 200 { ok: true }; 404 for an unknown or used link; 422; 429.
// GET /api/newsletter/confirm?token=… (links e-mailed before that page existed) confirms nothing: 303
// to the page in the subscriber's language, token in the fragment (a mail scanner's GET subscribes
// nobody). A value that cannot be a token: 404.
import type { Config, Context } from '@netlify/functions';
import { DEFAULT_LANGUAGE } from '../../src/domain/vocabulary/language.ts';
import { readLinkToken, redirectToConfirmationPage, wellFormedToken } from '../../src/server/http/confirmation-link.ts';
import { notFound } from '../../src/server/http/errors.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { json, withErrors } from '../../src/server/http/responses.ts';
import {
  confirmSubscription,
  NEWSLETTER_CONFIRM_PAGE,
  subscriberLanguage,
} from '../../src/server/newsletter/newsletter.ts';
import type { LinkTokenAnswer } from '../../src/contract/confirmation-links.ts';

async function earlierLink(req: Request): Promise<Response> {
  const token = wellFormedToken(new URL(req.url).searchParams.get('token'));
  if (!token) throw notFound('Unknown or used link');
  return redirectToConfirmationPage(
    (await subscriberLanguage(token)) ?? DEFAULT_LANGUAGE,
    NEWSLETTER_CONFIRM_PAGE,
    token,
  );
}

export default withErrors(async (req: Request, context: Pick<Context, 'ip'>) => {
  await enforceRateLimit(context, 'newsletter-confirm', 30, 600);
  if (req.method === 'GET') return earlierLink(req);
  if (!(await confirmSubscription(await readLinkToken(req)))) throw notFound('Unknown or used link');
  return json({ ok: true } satisfies LinkTokenAnswer);
});

export const config: Config = { path: ['/api/newsletter/confirm'], method: ['GET', 'POST'] };
