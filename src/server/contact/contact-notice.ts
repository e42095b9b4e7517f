// The shop's notice of a contact message, queued in the outbox. The message itself is already kept
// in the contact inbox (Netlify Blobs, not this database: no common transaction). The notice is queued
// first and a notice that cannot be queued fails the request (500, logged), never silently: the
// shopper sees the form fail and can try again, and no message sits in the inbox nobody was told of.
import { getSql } from '../db/client.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import { enqueueEmails } from '../mail/queue/outgoing-email.ts';
import { shopNotifyAddress } from '../orders/order-emails.ts';
import { getShopSettings } from '../settings/settings-repository.ts';
import { renderContactNotice } from './contact-email.ts';
import type { NewContactMessage } from './contact-inbox.ts';

/** Queues the notice (none when the shop has no notification address); throws when it cannot. */
export async function queueContactNotice(message: NewContactMessage): Promise<void> {
  const to = shopNotifyAddress(await getShopSettings());
  if (!to) return;
  await enqueueEmails(getSql(), [
    { kind: 'contact_notice', orderId: null, to, replyTo: message.email, ...renderContactNotice(message) },
  ]);
  void kickMailDelivery();
}
