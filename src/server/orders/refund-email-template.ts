// The refund e-mail: the amount refunded, how it comes back (to the card through the payment provider,
// by transfer to the IBAN the money came from) and the credit note attached. The same sentences tell a
// paid order's cancellation what happens to its money.
import { formatMoney, labelled } from '../../i18n/locale.ts';
import { emailTranslator } from '../mail/email-messages.ts';
import { escapeHtml as e } from '../mail/email-html.ts';
import { link, p, renderShell, type RenderedEmail } from '../mail/email-layout.ts';
import type { RefundWays } from '../payments/refund-ways.ts';
import { refundWaysText } from './refund-ways-text.ts';
import { footer, greeting, type OrderEmailContext } from './order-email-templates.ts';

export function renderRefundEmail(ctx: OrderEmailContext, ways: RefundWays): RenderedEmail {
  const { order } = ctx;
  const t = emailTranslator(order.language);
  const amount = formatMoney(ways.providerCents + ways.transferCents, order.language);
  const subject = t('refund.subject', { number: order.number });
  const paragraphs = [
    greeting(t, order),
    t('refund.intro', { amount, number: order.number }),
    ...refundWaysText(t, ways, order.language),
  ];
  const body = renderShell({
    lang: order.language,
    title: subject,
    blocks: [...paragraphs.map((s) => p(e(s))), p(link(ctx.orderUrl, t('order.view')))],
    textBlocks: [...paragraphs, labelled(t('order.view'), ctx.orderUrl, order.language)],
    ...footer(t, ctx.settings),
  });
  return { subject, ...body };
}
