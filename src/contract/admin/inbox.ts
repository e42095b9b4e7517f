// The admin inbox:
//   GET /api/admin/messages?cursor=&per_page=              -> {data: [contact message], per_page, next_cursor}, newest
//       first; `cursor` is the next_cursor of the page before (none for the newest page), null on the last page
//   GET /api/admin/newsletter-subscribers?page=&per_page=  -> Page<subscriber>, newest first
import { z } from 'zod';
import { idSchema, instantSchema, languageSchema } from '../common.ts';
import { contactRequestSchema } from '../contact.ts';
import { pageQuerySchema, pageSchema } from './page.ts';

/** The server checks a cursor is one of its own (a message key) and says so on `cursor`. */
export const messagesQuerySchema = z.object({
  cursor: z.string().nullable().default(null),
  per_page: pageQuerySchema.shape.per_page,
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

/** A message as the contact form sent it (src/contract/contact.ts), with its id and when it came. */
export const contactMessageSchema = contactRequestSchema.extend({
  id: z.string(),
  /** Absent on messages kept before the form sent its language. */
  language: languageSchema.optional(),
  receivedAt: instantSchema,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const messagesPageSchema = z.object({
  data: z.array(contactMessageSchema),
  per_page: z.number().int(),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

export const subscriberSchema = z.object({
  id: idSchema,
  email: z.string(),
  language: languageSchema,
  consent_at: instantSchema,
  confirmed_at: instantSchema.nullable(),
  /** When the subscriber left the newsletter; null while subscribed. */
  unsubscribed_at: instantSchema.nullable(),
  created_at: instantSchema,
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberPageSchema = pageSchema(subscriberSchema);
