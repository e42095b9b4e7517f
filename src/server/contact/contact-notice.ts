// The e-mails of a contact message, queued in the outbox in ONE statement: the shop's notice and the
// sender's acknowledgement go together or not at all. The message itself is already kept in the
// contact inbox (Netlify Blobs, not this database: no common transaction). The e-mails are queued
// first and e-mails that cannot be queued fail the request (500, logged), never silently: the
// shopper sees the form fail and can try again, and no message sits in the inbox nobody was told of.
import { getSql } from '../db/client.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import { enqueueEmails, type QueuedEmail } from '../mail/queue/outgoing-email.ts';
import { shopNotifyAddress } from '../orders/order-emails.ts';
import { getShopSettings } from '../settings/settings-repository.ts';
import { renderContactAcknowledgement, renderContactNotice } from './contact-email.ts';
import type { NewContactMessage } from './contact-inbox.ts';

/** Queues the notice (none when the shop has no notification address) and the acknowledgement; throws when it cannot. */
export async function queueContactNotice(message: NewContactMessage): Promise<void> {
  const to = shopNotifyAddress(await getShopSettings());
  const emails: QueuedEmail[] = [
    ...(to
      ? [
          {
            kind: 'contact_notice' as const,
            orderId: null,
            to,
            replyTo: message.email,
            ...renderContactNotice(message),
          },
        ]
      : []),
    { kind: 'contact_acknowledgement', orderId: null, to: message.email, ...renderContactAcknowledgement(message) },
  ];
  await enqueueEmails(getSql(), emails);
  void kickMailDelivery();
}
