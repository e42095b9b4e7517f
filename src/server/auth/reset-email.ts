// The embedded default's password reset e-mail, in the language the admin asked for.
import type { Language } from '../../domain/vocabulary/language.ts';
import { getTranslator } from '../../i18n/translate.ts';
import { sendEmail } from '../mail/index.ts';
import { escapeHtml } from '../mail/email-html.ts';

export async function sendResetEmail(to: string, resetUrl: string, language: Language): Promise<void> {
  const t = getTranslator(language, ['backoffice']);
  const lines = [t('resetEmail.greeting'), t('resetEmail.intro')];
  const after = [t('resetEmail.expiry'), t('resetEmail.ignore')];
  await sendEmail({
    to,
    subject: t('resetEmail.subject'),
    text: [...lines, `${t('resetEmail.action')}: ${resetUrl}`, ...after].join('\n\n'),
    html: `<!doctype html><html lang="${language}"><body>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(resetUrl)}">${escapeHtml(t('resetEmail.action'))}</a></p>
${after.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
</body></html>`,
  });
}
