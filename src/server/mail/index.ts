// The mail transport: SMTP when SMTP_URL is set (production, and tests with a real SMTP server), otherwise
// the embedded default's local outbox. Production without SMTP_URL fails loudly rather than drop mail.
// The shop's e-mails go through the outbox table (src/server/mail/queue), whose sender uses getMailer().
import { getEnv } from '../config/env.ts';
import { requireVariable } from '../config/runtime-variables.ts';
import { getShopSettings } from '../settings/settings-repository.ts';
import type { EmailMessage, Mailer } from './mailer.ts';
import { outboxMailer } from './local-mailbox.ts';
import { smtpMailer } from './smtp-mailer.ts';

export type { EmailAttachment, EmailMessage, Mailer } from './mailer.ts';

const DEFAULT_ADDRESS = 'no-reply@maison.local';

export function getMailer(): Mailer {
  const env = getEnv();
  if (env.SMTP_URL) return smtpMailer(env.SMTP_URL);
  if (env.mode === 'embedded' && env.LOCAL_OUTBOX_DIR) return outboxMailer(env.LOCAL_OUTBOX_DIR);
  if (env.mode === 'supabase') return smtpMailer(requireVariable('SMTP_URL', env));
  throw new Error(
    'No mail transport: set SMTP_URL (production) or LOCAL_OUTBOX_DIR (embedded default, set by `npm start`).',
  );
}

/** The address of a sender header ('Name <a@b>' or 'a@b'). */
export function addressOf(from: string): string {
  return (from.match(/<([^>]+)>/)?.[1] ?? from).trim();
}

/** A display name as a header may carry it: one line, quoted when it holds a special character. */
function displayName(name: string): string {
  const line = name.replace(/[\r\n]+/g, ' ').trim();
  return /[()<>[\]:;@\\,."]/.test(line) ? `"${line.replace(/["\\]/g, '\\$&')}"` : line;
}

/**
 * The sender: the shop's name as the settings give it (what the shopper sees in the inbox), at the
 * address of MAIL_FROM (the environment's: it must be one the mail server may send from).
 */
export function mailFrom(name: string): string {
  const configured = getEnv().MAIL_FROM ?? DEFAULT_ADDRESS;
  const configuredName = configured.includes('<') ? configured.slice(0, configured.indexOf('<')).replace(/"/g, '') : '';
  const shown = name.trim() || configuredName.trim();
  return shown ? `${displayName(shown)} <${addressOf(configured)}>` : addressOf(configured);
}

/** The shop's name from the settings; empty (then MAIL_FROM's own name) when they cannot be read. */
async function settingsShopName(): Promise<string> {
  try {
    return (await getShopSettings()).legalName;
  } catch (error) {
    console.error('e-mail sender: shop settings unreadable, using MAIL_FROM as it is', error);
    return '';
  }
}

/** The From header of the shop's e-mails now: its name from the settings at MAIL_FROM's address. */
export async function shopSender(): Promise<string> {
  return mailFrom(await settingsShopName());
}

/** Sends at once, in the caller's time: only for what cannot wait in the outbox (a password reset link). */
export async function sendEmail(message: EmailMessage): Promise<{ id: string }> {
  return getMailer().send({ ...message, from: await shopSender() });
}

/** The local outbox folder when the embedded default keeps mail there, else null (then /outbox is 404). */
export function localOutboxDir(): string | null {
  const env = getEnv();
  return env.mode === 'embedded' && env.LOCAL_OUTBOX_DIR ? env.LOCAL_OUTBOX_DIR : null;
}
