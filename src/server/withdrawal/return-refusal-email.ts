// The e-mail telling a shopper their return was refused, in the language of their withdrawal: which
// withdrawal (its day and lines) and the owner's reason, word for word, with the shop's contact.
import type { AdminWithdrawal } from '../../contract/admin/withdrawals.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { formatDateTime } from '../../i18n/locale.ts';
import { escapeHtml as e } from '../mail/email-html.ts';
import { p, renderShell, type RenderedEmail } from '../mail/email-layout.ts';
import { emailTranslator } from '../mail/email-messages.ts';
import { footer } from '../orders/order-email-templates.ts';
import type { ShopSettings } from '../settings/settings-repository.ts';

export interface RefusedReturn {
  order_number: string;
  name: string;
  language: Language;
  received_at: Date | string;
  lines: AdminWithdrawal['lines'];
  reason: string;
}

export function renderReturnRefused(refused: RefusedReturn, settings: ShopSettings): RenderedEmail {
  const lang = refused.language;
  const t = emailTranslator(lang);
  const vars = { number: refused.order_number, date: formatDateTime(new Date(refused.received_at), lang) };
  const subject = t('withdrawal.refusedSubject', vars);
  const texts = [t('greeting', { name: refused.name }), t('withdrawal.refusedIntro', vars)];
  const lines = refused.lines.map((l) => `${l.quantity} × ${l.product_name}${l.size_ml ? ` (${l.size_ml} ml)` : ''}`);
  const reason = t('withdrawal.refusedReason', { reason: refused.reason });
  const body = renderShell({
    lang,
    title: subject,
    blocks: [...texts.map((s) => p(e(s))), p(lines.map(e).join('<br>')), p(e(reason))],
    textBlocks: [...texts, lines.join('\n'), reason],
    ...footer(t, settings),
  });
  return { subject, ...body };
}
