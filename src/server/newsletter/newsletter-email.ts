// The double opt-in e-mail and the confirmation page, in the subscriber's language.
import type { Language } from '../../domain/vocabulary/language.ts';
import { localizedPath } from '../../i18n/routing.ts';
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

export function renderNewsletterConfirmedPage(lang: Language, ok: boolean, siteUrl: string): string {
  const t = emailTranslator(lang);
  const title = ok ? t('newsletterConfirmed.title') : t('newsletterConfirmed.invalidTitle');
  const text = ok ? t('newsletterConfirmed.text') : t('newsletterConfirmed.invalidText');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(title)}</title></head>
<body style="font:17px/1.6 Georgia,serif;background:#f5f1ea;color:#1f1a14;margin:0"><main style="max-width:36rem;margin:4rem auto;padding:2rem;background:#fff">
<p style="letter-spacing:2px">MAISON LUMIÈRE</p><h1>${e(title)}</h1><p>${e(text)}</p>
<p><a style="color:#7a4e12" href="${e(`${siteUrl}${localizedPath(lang, '/shop')}`)}">${e(t('newsletterConfirmed.back'))}</a></p></main></body></html>`;
}
