// POST /api/newsletter { email, language? } -> 202 { ok: true }, whether or not the address was known
// (nobody learns who subscribed); the double opt-in e-mail follows. Refused values: 422
// `validation_failed` naming the field; 413; 429.
// GET /api/newsletter/confirm?token= answers an HTML page (200 confirmed, 404 an invalid or used link).
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../domain/vocabulary/language.ts';
import { languageSchema, okAnswerSchema } from './common.ts';

export const newsletterRequestSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('invalid e-mail address')),
  language: languageSchema.default(DEFAULT_LANGUAGE),
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

export const newsletterAnswerSchema = okAnswerSchema;
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;
