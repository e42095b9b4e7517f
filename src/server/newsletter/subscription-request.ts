// A subscription request: the address kept (or its token renewed) and the double opt-in e-mail
// written into the outbox in the same transaction, so a kept request always gets its e-mail.
import { getSql } from '../db/client.ts';
import { getEnv } from '../config/env.ts';
import { confirmationPageUrl } from '../http/confirmation-link.ts';
import { localizedPath } from '../../i18n/routing.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import { enqueueEmails } from '../mail/queue/outgoing-email.ts';
import { renderNewsletterConfirmation } from './newsletter-email.ts';
import type { NewsletterRequest } from '../../contract/newsletter.ts';
import { NEWSLETTER_CONFIRM_PAGE, NEWSLETTER_UNSUBSCRIBE_PAGE, subscribe } from './newsletter.ts';

/** True when a confirmation e-mail was queued (false: the address was already confirmed). */
export async function requestSubscription(input: NewsletterRequest): Promise<boolean> {
  const queued = await getSql().begin(async (tx) => {
    const token = await subscribe(input, tx);
    if (!token) return false;
    const confirmUrl = confirmationPageUrl(input.language, NEWSLETTER_CONFIRM_PAGE, token);
    await enqueueEmails(tx, [
      {
        kind: 'newsletter_confirmation',
        orderId: null,
        to: input.email,
        ...renderNewsletterConfirmation(
          input.language,
          confirmUrl,
          `${getEnv().siteUrl}${localizedPath(input.language, NEWSLETTER_UNSUBSCRIBE_PAGE)}`,
        ),
      },
    ]);
    return true;
  });
  if (queued) void kickMailDelivery();
  return queued;
}
