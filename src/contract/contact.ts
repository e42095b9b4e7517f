// POST /api/contact { name, email, subject, message, language? } -> 201 { ok: true }: kept in the
// contact inbox and the shop notified by e-mail. Refused values: 422 `validation_failed` naming each
// field; 413 over 16 KB; 429 over 5 messages per 10 minutes per client.
import { z } from 'zod';
import { CONTACT_MAX_LENGTH, CONTACT_SUBJECTS } from '../domain/contact/contact-message.ts';
import { DEFAULT_LANGUAGE } from '../domain/vocabulary/language.ts';
import { languageSchema, okAnswerSchema } from './common.ts';

const required = (max: number) => z.string().trim().min(1, 'required').max(max, `at most ${max} characters`);

export const contactRequestSchema = z.object({
  name: required(CONTACT_MAX_LENGTH.name),
  email: z.string().trim().max(CONTACT_MAX_LENGTH.email).pipe(z.email('invalid e-mail address')),
  subject: z.enum(CONTACT_SUBJECTS, { error: `must be one of ${CONTACT_SUBJECTS.join(', ')}` }),
  message: required(CONTACT_MAX_LENGTH.message),
  language: languageSchema.default(DEFAULT_LANGUAGE),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactAnswerSchema = okAnswerSchema;
export type ContactAnswer = z.infer<typeof contactAnswerSchema>;
