// The acknowledgement of a withdrawal, on a durable medium (an e-mail the shopper keeps): what was
// withdrawn, by whom, and the date and time the shop received it (Brussels), as Directive 2011/83/EU
// art. 11a(3) asks. And the shop's notice of it, in French.
import type { WithdrawalReceipt } from '../../contract/withdrawal.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { formatDateTime } from '../../i18n/locale.ts';
import { escapeHtml as e } from '../mail/email-html.ts';
import { h2, p, renderShell, type RenderedEmail } from '../mail/email-layout.ts';
import { emailTranslator } from '../mail/email-messages.ts';

const lineText = (l: WithdrawalReceipt['lines'][number]) =>
  `${l.quantity} × ${l.product_name}${l.size_ml ? ` (${l.size_ml} ml)` : ''}`;

export function renderWithdrawalAcknowledgement(
  receipt: WithdrawalReceipt,
  name: string,
  lang: Language,
): RenderedEmail {
  const t = emailTranslator(lang);
  const when = formatDateTime(receipt.received_at, lang);
  const subject = t('withdrawal.subject', { number: receipt.order_number });
  const texts = {
    greeting: t('greeting', { name }),
    received: t('withdrawal.received', { date: when, number: receipt.order_number }),
    statement: t('withdrawal.statement', { number: receipt.order_number }),
    identity: t('withdrawal.identity', { name, email: receipt.email }),
    next: t('withdrawal.next'),
  };
  const lines = receipt.lines.map(lineText);
  const body = renderShell({
    lang,
    title: subject,
    blocks: [
      p(e(texts.greeting)),
      p(e(texts.received)),
      h2(e(t('withdrawal.contentTitle'))),
      p(e(texts.statement)),
      p(lines.map(e).join('<br>')),
      p(e(texts.identity)),
      p(e(texts.next)),
    ],
    textBlocks: [
      texts.greeting,
      texts.received,
      t('withdrawal.contentTitle'),
      texts.statement,
      lines.join('\n'),
      texts.identity,
      texts.next,
    ],
  });
  return { subject, ...body };
}

export function renderWithdrawalNotice(receipt: WithdrawalReceipt, name: string): RenderedEmail {
  const t = emailTranslator('fr');
  const subject = t('withdrawal.noticeSubject', { number: receipt.order_number, name });
  const intro = t('withdrawal.noticeIntro', {
    name,
    email: receipt.email,
    number: receipt.order_number,
    date: formatDateTime(receipt.received_at, 'fr'),
  });
  const lines = receipt.lines.map(lineText);
  const body = renderShell({
    lang: 'fr',
    title: subject,
    blocks: [p(e(intro)), p(lines.map(e).join('<br>')), p(e(t('withdrawal.noticeNext')))],
    textBlocks: [intro, lines.join('\n'), t('withdrawal.noticeNext')],
  });
  return { subject, ...body };
}
