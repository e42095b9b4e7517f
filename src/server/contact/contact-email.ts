// The e-mails of a contact message: the shop's notice, in French (the shop's language), with Reply-To
// set to the sender so that answering is one click; and the sender's acknowledgement.
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

/**
 * The sender's acknowledgement, in the language of the page they wrote from, quoting their subject.
 * It goes to an address nobody has confirmed, so it repeats nothing the sender typed (name, message):
 * only the subject chosen from the shop's own list, and it cannot carry someone else's text to a stranger.
 */
export function renderContactAcknowledgement(message: NewContactMessage): RenderedEmail {
  const t = emailTranslator(message.language);
  const subjectLabel = t(`shopContact.subjects.${message.subject}`);
  const subject = t('contactAcknowledgement.subject', { subject: subjectLabel });
  const lines = [
    t('contactAcknowledgement.intro', { subject: subjectLabel }),
    t('contactAcknowledgement.copy'),
    t('contactAcknowledgement.notYou'),
  ];
  const body = renderShell({
    lang: message.language,
    title: subject,
    blocks: lines.map((line) => p(e(line))),
    textBlocks: lines,
    footerText: t('layout.signature'),
    footerHtml: e(t('layout.signature')),
  });
  return { subject, ...body };
}
