// The gift part of the order e-mails: gift wrap, the gift message and the free samples chosen, under
// the items table (HTML and text). Nothing when the order is not a gift and has no sample.
import type { OrderDetails } from './order-repository.ts';
import { labelled } from '../../i18n/locale.ts';
import type { EmailT } from '../mail/email-messages.ts';
import { escapeHtml as e } from '../mail/email-html.ts';
import { h2, p } from '../mail/email-layout.ts';

export function giftBlock(t: EmailT, order: OrderDetails): { html: string; text: string } {
  const { wrap, message, samples } = order.gift;
  if (!wrap && !message && samples.length === 0) return { html: '', text: '' };
  const lang = order.language;
  const html: string[] = [h2(e(t('order.giftHeading')))];
  const text: string[] = ['', t('order.giftHeading')];
  if (wrap) {
    html.push(p(e(t('order.giftWrapAsked'))));
    text.push(t('order.giftWrapAsked'));
  }
  if (message) {
    html.push(p(`${e(t('order.giftMessage'))}<br><em>${e(message).replace(/\r?\n/g, '<br>')}</em>`));
    text.push(labelled(t('order.giftMessage'), message, lang));
  }
  if (samples.length > 0) {
    const names = samples.map((s) => s.name);
    html.push(p(`${e(t('order.samples'))}<br>${names.map(e).join('<br>')}`));
    text.push(labelled(t('order.samples'), names.join(', '), lang));
  }
  return { html: html.join(''), text: text.join('\n') };
}
