// POST /api/newsletter { email, language? } -> 202 { ok: true }, whether or not the address was known
// (nobody learns who subscribed); the double opt-in e-mail follows. Refused values: 422
// `validation_failed` naming the field; 413; 429.
// The e-mailed link opens /newsletter/confirm#token=… in the subscriber's language, whose button
// POSTs the token to /api/newsletter/confirm (src/contract/confirmation-links.ts).
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../domain/vocabulary/language.ts';
import { languageSchema, okAnswerSchema } from './common.ts';

export const newsletterRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('invalid e-mail address')),
  language: languageSchema.default(DEFAULT_LANGUAGE),
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

/** POST /api/newsletter/unsubscribe { email } -> 202 { ok: true }, whether or not the address was subscribed. */
export const newsletterUnsubscribeSchema = z.object({
  email: newsletterRequestSchema.shape.email,
});
export type NewsletterUnsubscribe = z.infer<typeof newsletterUnsubscribeSchema>;

export const newsletterAnswerSchema = okAnswerSchema;
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;
