// The server's half of the e-mailed confirmation links (src/contract/confirmation-links.ts): the page
// a link opens, in the recipient's language, with the token in its fragment; and the POST that acts.
import { LINK_TOKEN_PATTERN, linkFragment, linkTokenRequestSchema } from '../../contract/confirmation-links.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { localizedPath } from '../../i18n/routing.ts';
import { getEnv } from '../config/env.ts';
import { notFound } from './errors.ts';
import { redirect } from './responses.ts';
import { readRequest } from './validation.ts';

/** The absolute address of the storefront page `path` in `lang`, holding the token in its fragment. */
export function confirmationPageUrl(lang: Language, path: string, token: string): string {
  return `${getEnv().siteUrl}${localizedPath(lang, path)}${linkFragment(token)}`;
}

/** A token of the right shape, else null (a malformed one is as unknown as a wrong one). */
export function wellFormedToken(token: string | null | undefined): string | null {
  return token && LINK_TOKEN_PATTERN.test(token) ? token : null;
}

/** The token of a POST { token }: 422 without one; 404 when it cannot be a token (as an unknown one). */
export async function readLinkToken(req: Request): Promise<string> {
  const { token } = await readRequest(req, linkTokenRequestSchema, { maxBytes: 1024, message: 'Invalid link' });
  const valid = wellFormedToken(token);
  if (!valid) throw notFound('Unknown or used link');
  return valid;
}

/** An e-mailed link of an earlier version (GET …?token=): to its page, which asks before acting. */
export function redirectToConfirmationPage(lang: Language, path: string, token: string): Response {
  return redirect(`${localizedPath(lang, path)}${linkFragment(token)}`);
}
