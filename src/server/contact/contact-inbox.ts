// The contact inbox: each message kept in the Netlify Blobs store 'contact-messages' (Netlify in
// production, the local runner's Blobs in the embedded default); keys and pages in inbox-store.ts.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { LANGUAGES } from '../../domain/vocabulary/language.ts';
import { contactMessagesPage, inboxStore, messageKey } from './inbox-store.ts';

export const CONTACT_SUBJECTS = ['customer-service', 'product-inquiry', 'wholesale', 'press', 'other'] as const;

const required = (max: number) => z.string().trim().min(1, 'required').max(max, `at most ${max} characters`);

export const contactSchema = z.object({
  name: required(100),
  email: z.string().trim().max(254).pipe(z.email('invalid e-mail address')),
  subject: z.enum(CONTACT_SUBJECTS, { error: `must be one of ${CONTACT_SUBJECTS.join(', ')}` }),
  message: required(5000),
  language: z.enum(LANGUAGES).default('fr'),
});

export type ContactInput = z.infer<typeof contactSchema>;

export interface ContactMessage extends ContactInput {
  id: string;
  receivedAt: string;
}

/** Ids sort by time: <iso timestamp>-<random>. */
export async function saveContactMessage(input: ContactInput, now = new Date()): Promise<ContactMessage> {
  const message: ContactMessage = { ...input, id: `${now.toISOString()}-${randomBytes(6).toString('hex')}`, receivedAt: now.toISOString() };
  await inboxStore().setJSON(messageKey(message.id), message);
  return message;
}

/** The newest `limit` messages (the first page of the admin's inbox). */
export async function listContactMessages(limit = 100): Promise<ContactMessage[]> {
  return (await contactMessagesPage({ per_page: limit })).data;
}
