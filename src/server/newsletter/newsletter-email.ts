// The double opt-in e-mail, in the subscriber's language (its link opens /newsletter/confirm).
import type { Language } from '../../domain/vocabulary/language.ts';
import { emailTranslator } from '../services/email/email-messages.ts';
import { escapeHtml as e } from '../services/email/html.ts';
import { link, p, renderShell, type RenderedEmail } from '../services/email/layout.ts';

export function renderNewsletterConfirmation(lang: Language, confirmUrl: string): RenderedEmail {
  const t = emailTranslator(lang);
  const subject = t('newsletter.subject');
  const body = renderShell({
    lang,
    title: subject,
    blocks: [p(e(t('newsletter.intro'))), p(link(confirmUrl, t('newsletter.button'))), p(e(t('newsletter.ignore')))],
    textBlocks: [t('newsletter.intro'), `${t('newsletter.button')}: ${confirmUrl}`, t('newsletter.ignore')],
    footerText: t('layout.signature'),
    footerHtml: e(t('layout.signature')),
  });
  return { subject, ...body };
}
