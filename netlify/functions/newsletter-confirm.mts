// GET /api/newsletter/confirm?token=...: the double opt-in link. Answers a small page in the
// subscriber's language (200 when confirmed, 404 for an invalid or used link).
import type { Config, Context } from '@netlify/functions';
import type { Language } from '../../src/domain/vocabulary/language.ts';
import { getEnv } from '../../src/server/config/env.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { withErrors } from '../../src/server/http/responses.ts';
import { API_SECURITY_HEADERS } from '../../src/server/http/security-headers.ts';
import { renderNewsletterConfirmedPage } from '../../src/server/newsletter/newsletter-email.ts';
import { confirmSubscription } from '../../src/server/newsletter/newsletter.ts';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': API_SECURITY_HEADERS['strict-transport-security']!,
  'permissions-policy': API_SECURITY_HEADERS['permissions-policy']!,
};

export default withErrors(async (req: Request, context: Pick<Context, 'ip'>) => {
  await enforceRateLimit(context, 'newsletter-confirm', 30, 600);
  const confirmed = await confirmSubscription(new URL(req.url).searchParams.get('token') ?? '');
  const lang: Language = confirmed?.language ?? 'fr';
  return new Response(renderNewsletterConfirmedPage(lang, confirmed !== null, getEnv().siteUrl), { status: confirmed ? 200 : 404, headers: HEADERS });
});

export const config: Config = { path: ['/api/newsletter/confirm'], method: ['GET'] };
