// The links e-mailed for a double opt-in or an unsubscribe: a random token carried in the fragment of
// a storefront page (/newsletter/confirm#token=…), which the page's button sends in a POST body. A
// mail scanner that follows the link (a GET) confirms nothing.
// POST { token } -> 200 { ok: true }; an unknown or used token: 404 `not_found`; a body without a
// token: 422 `validation_failed` naming `token`; 429 over the limit.
import { z } from 'zod';
import { okAnswerSchema } from './common.ts';

export { LINK_TOKEN_PATTERN, linkFragment } from '../domain/subscriptions/link-token.ts';

export const linkTokenRequestSchema = z.object({ token: z.string().max(200) });
export type LinkTokenRequest = z.infer<typeof linkTokenRequestSchema>;

export const linkTokenAnswerSchema = okAnswerSchema;
export type LinkTokenAnswer = z.infer<typeof linkTokenAnswerSchema>;
