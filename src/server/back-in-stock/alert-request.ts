// A back-in-stock alert asked for on a sold-out product page: the address kept for that product (or
// its unconfirmed request renewed) and its double opt-in e-mail written into the outbox in ONE
// statement, so a kept request always gets its e-mail. The same address asking again for the same
// product while its confirmation e-mail is less than a day old gets no second e-mail and keeps its
// link (a double click, or a shopper who forgot they asked, must not void the link they are about to
// open); after a day the request is renewed: a new e-mail, whose link replaces the old one. The notice the restock will send is rendered
// now, in the shopper's language, with its own unsubscribe link, and kept on the alert's row.
import { randomBytes } from 'node:crypto';
import type { BackInStockRequest } from '../../contract/back-in-stock.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { localizedPath } from '../../i18n/routing.ts';
import { getEnv } from '../config/env.ts';
import { getSql } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { confirmationPageUrl } from '../http/confirmation-link.ts';
import { kickMailDelivery } from '../mail/queue/mail-delivery.ts';
import { newMessageId } from '../mail/queue/outgoing-email.ts';
import { renderAlertConfirmation, renderAlertNotice } from './alert-emails.ts';
import { ALERT_PAGES, ONE_CLICK_PATH, tokenHash } from './alerts.ts';

/** How long an unconfirmed alert's e-mail stands before the same request sends a new one. */
const RESEND_AFTER = '1 day';

const newToken = () => randomBytes(32).toString('base64url');

/** The product's name in `lang` (French when not translated), or a 404 naming the product. */
async function productName(id: number, lang: Language): Promise<string> {
  const [row] = await getSql()<{ name: string }[]>`
    select coalesce(nullif(btrim(case ${lang} when 'en' then name_en when 'nl' then name_nl else null end), ''), name_fr) as name
      from public.products where id = ${id}`;
  if (!row) throw new HttpError(404, 'Unknown product', { code: 'unknown_product' });
  return row.name;
}

function renderAlertEmails(input: BackInStockRequest, name: string) {
  const [confirmToken, unsubscribeToken] = [newToken(), newToken()];
  const productUrl = `${getEnv().siteUrl}${localizedPath(input.language, `/product/${input.productId}`)}`;
  return {
    confirmToken,
    unsubscribeToken,
    // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" here (back-in-stock-links.mts)
    listUnsubscribe: `${getEnv().siteUrl}${ONE_CLICK_PATH}?token=${unsubscribeToken}`,
    confirmation: renderAlertConfirmation(
      input.language,
      name,
      confirmationPageUrl(input.language, ALERT_PAGES.confirm, confirmToken),
    ),
    notice: renderAlertNotice(
      input.language,
      name,
      productUrl,
      confirmationPageUrl(input.language, ALERT_PAGES.unsubscribe, unsubscribeToken),
    ),
  };
}

/** True when a confirmation e-mail was queued (false: that address already waits for the product). */
export async function requestAlert(input: BackInStockRequest): Promise<boolean> {
  const { confirmToken, unsubscribeToken, listUnsubscribe, confirmation, notice } = renderAlertEmails(
    input,
    await productName(input.productId, input.language),
  );
  const messageId = newMessageId();
  const [row] = await getSql()<{ product_found: boolean; queued: boolean }[]>`
    with product as (
      select id from public.products where id = ${input.productId}
    ), alert as (
      insert into public.back_in_stock_alerts as a (product_id, email, language, confirm_token_hash, unsubscribe_token_hash,
                                                    notice_subject, notice_html, notice_text, message_domain,
                                                    notice_list_unsubscribe)
      select id, ${input.email}, ${input.language}, ${tokenHash(confirmToken)}, ${tokenHash(unsubscribeToken)},
             ${notice.subject}, ${notice.html}, ${notice.text}, ${messageId.split('@')[1] ?? ''}, ${listUnsubscribe}
        from product
      on conflict (product_id, email) do update
        set confirm_token_hash = excluded.confirm_token_hash, unsubscribe_token_hash = excluded.unsubscribe_token_hash,
            language = excluded.language, notice_subject = excluded.notice_subject, notice_html = excluded.notice_html,
            notice_text = excluded.notice_text, message_domain = excluded.message_domain,
            notice_list_unsubscribe = excluded.notice_list_unsubscribe, consent_at = now()
        where a.confirmed_at is null and a.consent_at < now() - ${RESEND_AFTER}::interval
      returning a.id
    ), mail as (
      insert into public.outgoing_emails (kind, recipient, subject, html, text_body, message_id)
      select 'back_in_stock_confirmation', ${input.email}, ${confirmation.subject}, ${confirmation.html}, ${confirmation.text}, ${messageId}
        from alert
      returning id
    )
    select exists (select 1 from product) as product_found, exists (select 1 from mail) as queued`;
  if (!row?.product_found) throw new HttpError(404, 'Unknown product', { code: 'unknown_product' });
  if (row.queued) void kickMailDelivery();
  return row.queued;
}
