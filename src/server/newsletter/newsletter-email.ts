// The double opt-in e-mail, in the subscriber's language (its link opens /newsletter/confirm).
import type { Language } from '../../domain/vocabulary/language.ts';
import { emailTranslator } from '../mail/email-messages.ts';
import { escapeHtml as e } from '../mail/email-html.ts';
import { link, p, renderShell, type RenderedEmail } from '../mail/email-layout.ts';

/** `unsubscribeUrl`: the page where the subscriber may leave at any time, by address. */
export function renderNewsletterConfirmation(
  lang: Language,
  confirmUrl: string,
  unsubscribeUrl: string,
): RenderedEmail {
  const t = emailTranslator(lang);
  const subject = t('newsletter.subject');
  const body = renderShell({
    lang,
    title: subject,
    blocks: [p(e(t('newsletter.intro'))), p(link(confirmUrl, t('newsletter.button'))), p(e(t('newsletter.ignore')))],
    textBlocks: [t('newsletter.intro'), `${t('newsletter.button')}: ${confirmUrl}`, t('newsletter.ignore')],
    footerText: `${t('layout.signature')}\n${t('newsletter.leave')}: ${unsubscribeUrl}`,
    footerHtml: `${e(t('layout.signature'))}<br>${link(unsubscribeUrl, t('newsletter.leave'))}`,
  });
  return { subject, ...body };
}
