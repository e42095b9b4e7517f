// GET /api/newsletter/confirm?token=...: the double opt-in link. Answers a small page in the
// subscriber's language (200 when confirmed, 404 for an invalid or used link).
import type { Config, Context } from '@netlify/functions';
import { DEFAULT_LANGUAGE } from '../../src/domain/vocabulary/language.ts';
import { getEnv } from '../../src/server/config/env.ts';
import { htmlPage } from '../../src/server/http/html-page.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { withErrors } from '../../src/server/http/responses.ts';
import { renderNewsletterConfirmedPage } from '../../src/server/newsletter/newsletter-email.ts';
import { confirmSubscription } from '../../src/server/newsletter/newsletter.ts';

export default withErrors(async (req: Request, context: Pick<Context, 'ip'>) => {
  await enforceRateLimit(context, 'newsletter-confirm', 30, 600);
  const confirmed = await confirmSubscription(new URL(req.url).searchParams.get('token') ?? '');
  const page = renderNewsletterConfirmedPage(confirmed?.language ?? DEFAULT_LANGUAGE, confirmed !== null, getEnv().siteUrl);
  // the page's own inline styles only
  return htmlPage(page, { status: confirmed ? 200 : 404, sources: { 'style-src': ["'unsafe-inline'"] } });
});

export const config: Config = { path: ['/api/newsletter/confirm'], method: ['GET'] };
