// The contact inbox: each message kept in the Netlify Blobs store 'contact-messages' (Netlify in
// production, the local runner's Blobs in the embedded default); keys and pages in inbox-store.ts.
import { randomBytes } from 'node:crypto';
import type { ContactMessage } from '../../contract/admin/inbox.ts';
import type { ContactRequest } from '../../contract/contact.ts';
import { contactMessagesPage, inboxStore, messageKey } from './inbox-store.ts';

/** The contract's message (src/contract/admin/inbox.ts) as the form just sent it: its language known. */
export type NewContactMessage = ContactMessage & ContactRequest;

/** A new message with its id (ids sort by time: <iso timestamp>-<random>), not stored yet. */
export function newContactMessage(input: ContactRequest, now = new Date()): NewContactMessage {
  return { ...input, id: `${now.toISOString()}-${randomBytes(6).toString('hex')}`, receivedAt: now.toISOString() };
}

export async function storeContactMessage(message: NewContactMessage): Promise<NewContactMessage> {
  await inboxStore().setJSON(messageKey(message.id), message);
  return message;
}

export async function saveContactMessage(input: ContactRequest, now = new Date()): Promise<NewContactMessage> {
  return storeContactMessage(newContactMessage(input, now));
}

/** The newest `limit` messages (the first page of the admin's inbox), as stored (older ones may lack a language). */
export async function listContactMessages(limit = 100): Promise<ContactMessage[]> {
  return (await contactMessagesPage({ per_page: limit })).data;
}
