// The shop's notice of a contact message, in French (the shop's language), with Reply-To set to the
// sender so that answering is one click.
import { emailTranslator } from '../mail/email-messages.ts';
import { escapeHtml as e } from '../mail/email-html.ts';
import { p, renderShell, type RenderedEmail } from '../mail/email-layout.ts';
import type { NewContactMessage } from './contact-inbox.ts';

export function renderContactNotice(message: NewContactMessage): RenderedEmail {
  const t = emailTranslator('fr');
  const subjectLabel = t(`shopContact.subjects.${message.subject}`);
  const subject = t('shopContact.subject', { subject: subjectLabel, name: message.name });
  const intro = t('shopContact.intro', { name: message.name, email: message.email, language: message.language });
  const reply = t('shopContact.reply', { name: message.name });
  const body = renderShell({
    lang: 'fr',
    title: subject,
    blocks: [
      p(e(intro)),
      p(e(t('shopContact.subjectLabel', { subject: subjectLabel }))),
      p(e(message.message).replace(/\n/g, '<br>')),
      p(e(reply)),
    ],
    textBlocks: [intro, t('shopContact.subjectLabel', { subject: subjectLabel }), message.message, reply],
  });
  return { subject, ...body };
}
