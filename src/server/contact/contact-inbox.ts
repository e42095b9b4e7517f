// The contact inbox: each message kept in the Netlify Blobs store 'contact-messages' (Netlify in
// production, the local runner's Blobs in the embedded default); keys and pages in inbox-store.ts.
import { randomBytes } from 'node:crypto';
import type { ContactMessage as StoredContactMessage } from '../../contract/admin/inbox.ts';
import type { ContactRequest } from '../../contract/contact.ts';
import { contactMessagesPage, inboxStore, messageKey } from './inbox-store.ts';

export interface ContactMessage extends ContactRequest {
  id: string;
  receivedAt: string;
}

/** A new message with its id (ids sort by time: <iso timestamp>-<random>), not stored yet. */
export function newContactMessage(input: ContactRequest, now = new Date()): ContactMessage {
  return { ...input, id: `${now.toISOString()}-${randomBytes(6).toString('hex')}`, receivedAt: now.toISOString() };
}

export async function storeContactMessage(message: ContactMessage): Promise<ContactMessage> {
  await inboxStore().setJSON(messageKey(message.id), message);
  return message;
}

export async function saveContactMessage(input: ContactRequest, now = new Date()): Promise<ContactMessage> {
  return storeContactMessage(newContactMessage(input, now));
}

/** The newest `limit` messages (the first page of the admin's inbox), as stored (older ones may lack a language). */
export async function listContactMessages(limit = 100): Promise<StoredContactMessage[]> {
  return (await contactMessagesPage({ per_page: limit })).data;
}
