// The shop's notice of a contact message, queued in the outbox. The message itself is already kept
// in the contact inbox (Netlify Blobs, not this database: no common transaction), so a notice that
// cannot be queued is logged and the inbox stays the record.
import { getSql } from '../db/client.ts';
import { kickMailDelivery } from '../mail/outbox/mail-delivery.ts';
import { enqueueEmails } from '../mail/outbox/outgoing-email.ts';
import { shopNotifyAddress } from '../orders/order-emails.ts';
import { getShopSettings } from '../settings/settings-repository.ts';
import { renderContactNotice } from './contact-email.ts';
import type { ContactMessage } from './contact-inbox.ts';

/** Never throws. */
export async function queueContactNotice(message: ContactMessage): Promise<void> {
  try {
    const to = shopNotifyAddress(await getShopSettings());
    if (!to) return;
    await enqueueEmails(getSql(), [{ kind: 'contact_notice', orderId: null, to, replyTo: message.email, ...renderContactNotice(message) }]);
    void kickMailDelivery();
  } catch (error) {
    console.error(`contact ${message.id}: notice e-mail not queued`, error);
  }
}
