// sendEmail(): SMTP when SMTP_URL is set (production, and tests with a real SMTP server), otherwise
// the embedded default's local outbox. Production without SMTP_URL fails loudly rather than drop mail.
import { getEnv } from '../../config/env.ts';
import type { EmailMessage, Mailer } from './mailer.ts';
import { outboxMailer } from './outbox-mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

export type { EmailMessage, Mailer } from './mailer.ts';

const DEFAULT_FROM = 'Maison <no-reply@maison.local>';

export function getMailer(): Mailer {
  const env = getEnv();
  if (env.SMTP_URL) return smtpMailer(env.SMTP_URL);
  if (env.mode === 'embedded' && env.LOCAL_OUTBOX_DIR) return outboxMailer(env.LOCAL_OUTBOX_DIR);
  throw new Error('No mail transport: set SMTP_URL (production) or LOCAL_OUTBOX_DIR (embedded default, set by `npm start`).');
}

export function mailFrom(): string {
  return getEnv().MAIL_FROM ?? DEFAULT_FROM;
}

export async function sendEmail(message: EmailMessage): Promise<{ id: string }> {
  return getMailer().send({ ...message, from: mailFrom() });
}

/** The local outbox folder when the embedded default keeps mail there, else null (then /outbox is 404). */
export function localOutboxDir(): string | null {
  const env = getEnv();
  return env.mode === 'embedded' && env.LOCAL_OUTBOX_DIR ? env.LOCAL_OUTBOX_DIR : null;
}
