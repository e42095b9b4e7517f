// The two e-mails of a back-in-stock alert, in the shopper's language: the double opt-in, and the
// notice the restock trigger sends (rendered when the alert is asked for, kept on its row).
import type { Language } from '../../domain/vocabulary/language.ts';
import { emailTranslator } from '../mail/email-messages.ts';
import { escapeHtml as e } from '../mail/email-html.ts';
import { link, p, renderShell, type RenderedEmail } from '../mail/email-layout.ts';

export function renderAlertConfirmation(lang: Language, product: string, confirmUrl: string): RenderedEmail {
  const t = emailTranslator(lang);
  const subject = t('backInStock.confirmSubject', { product });
  const intro = t('backInStock.confirmIntro', { product });
  const body = renderShell({
    lang,
    title: subject,
    blocks: [p(e(intro)), p(link(confirmUrl, t('backInStock.confirmButton'))), p(e(t('backInStock.ignore')))],
    textBlocks: [intro, `${t('backInStock.confirmButton')}: ${confirmUrl}`, t('backInStock.ignore')],
    footerText: t('layout.signature'),
    footerHtml: e(t('layout.signature')),
  });
  return { subject, ...body };
}

export function renderAlertNotice(
  lang: Language,
  product: string,
  productUrl: string,
  unsubscribeUrl: string,
): RenderedEmail {
  const t = emailTranslator(lang);
  const subject = t('backInStock.noticeSubject', { product });
  const intro = t('backInStock.noticeIntro', { product });
  const why = t('backInStock.noticeWhy');
  const body = renderShell({
    lang,
    title: subject,
    blocks: [p(e(intro)), p(link(productUrl, t('backInStock.noticeButton'))), p(e(why))],
    textBlocks: [intro, `${t('backInStock.noticeButton')}: ${productUrl}`, why],
    footerText: `${t('layout.signature')}\n${t('backInStock.unsubscribe')}: ${unsubscribeUrl}`,
    footerHtml: `${e(t('layout.signature'))}<br>${link(unsubscribeUrl, t('backInStock.unsubscribe'))}`,
  });
  return { subject, ...body };
}
