// The sentences that tell how refunded money comes back (the refund e-mail, a paid order's cancellation).
import { formatMoney } from '../../i18n/locale.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import type { EmailT } from '../mail/email-messages.ts';
import type { RefundWays } from '../payments/refund-ways.ts';

/** One sentence per way the money comes back, then the credit notes attached. */
export function refundWaysText(t: EmailT, ways: RefundWays, language: Language): string[] {
  const money = (c: number) => formatMoney(c, language);
  const lines: string[] = [];
  if (ways.providerCents > 0) lines.push(t('refund.provider', { amount: money(ways.providerCents) }));
  if (ways.transferCents > 0) {
    const amount = money(ways.transferCents);
    lines.push(ways.iban ? t('refund.transferIban', { amount, iban: ways.iban }) : t('refund.transfer', { amount }));
  }
  if (ways.creditNotes.length > 0) lines.push(t('refund.creditNote', { numbers: ways.creditNotes.join(', ') }));
  return lines;
}
