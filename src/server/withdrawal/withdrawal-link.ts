// The withdrawal function's link as the order e-mails carry it: the withdrawal page in the shopper's
// language with the order number filled in, as the shopper's order page links to it. The e-mail address
// is never put in the address (the shopper types it: a forwarded link must not identify them).
import type { Language } from '../../domain/vocabulary/language.ts';
import { labelled } from '../../i18n/locale.ts';
import { localizedPath } from '../../i18n/routing.ts';
import { link, p } from '../mail/email-layout.ts';
import type { EmailT } from '../mail/email-messages.ts';

export function withdrawalPageUrl(siteUrl: string, language: Language, orderNumber: string): string {
  return `${siteUrl}${localizedPath(language, '/withdrawal')}?order=${encodeURIComponent(orderNumber)}`;
}

/** "Withdraw from the contract here", HTML and text, for an order e-mail. */
export function withdrawalLinkBlock(
  t: EmailT,
  siteUrl: string,
  order: { language: Language; number: string },
): { html: string; text: string } {
  const url = withdrawalPageUrl(siteUrl, order.language, order.number);
  const label = t('withdrawal.link');
  return { html: p(link(url, label)), text: labelled(label, url, order.language) };
}
