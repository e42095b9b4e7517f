// The contact inbox: each message kept in the Netlify Blobs store 'contact-messages' (Netlify in
// production, the local runner's Blobs in the embedded default), newest first by key.
import { randomBytes } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { LANGUAGES } from '../../domain/catalog/types.ts';

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

export const CONTACT_STORE = 'contact-messages';

function inbox() {
  return getStore({ name: CONTACT_STORE, consistency: 'strong' });
}

/** Keys sort by time: <iso timestamp>-<random>. */
export async function saveContactMessage(input: ContactInput, now = new Date()): Promise<ContactMessage> {
  const message: ContactMessage = { ...input, id: `${now.toISOString()}-${randomBytes(6).toString('hex')}`, receivedAt: now.toISOString() };
  await inbox().setJSON(message.id, message);
  return message;
}

export async function listContactMessages(limit = 100): Promise<ContactMessage[]> {
  const { blobs } = await inbox().list();
  const keys = blobs.map((b) => b.key).sort().reverse().slice(0, limit);
  const messages = await Promise.all(keys.map((key) => inbox().get(key, { type: 'json' }) as Promise<ContactMessage | null>));
  return messages.filter((m): m is ContactMessage => m !== null);
}
