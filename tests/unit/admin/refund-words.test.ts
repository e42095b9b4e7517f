// "Refund needed" and a payment of another session in the admin's three languages: the badge, the
// history's reason (from the note public.mark_refund_needed writes) and the payment events' words.
import { describe, expect, it } from 'vitest';
import { createAdminI18n } from '../../../src/admin/i18n/admin-i18n.ts';
import { paymentEventLine } from '../../../src/admin/screens/orders/order-words.ts';
import { isRefundNeededNote } from '../../../src/domain/orders/status-actor.ts';
import { LANGUAGES } from '../../../src/domain/vocabulary/language.ts';

const EXPECTED = {
  fr: {
    badge: 'Remboursement à faire',
    reason: "paiement reçu après l'annulation : à rembourser",
    refund:
      "Paiement reçu après l'annulation par un administrateur : la commande reste annulée, à rembourser · Carte bancaire",
    session:
      'Paiement reçu dans une autre session de paiement que celle de la commande : non appliqué, à vérifier · Carte bancaire',
  },
  en: {
    badge: 'Refund needed',
    reason: 'payment received after the cancellation: to be refunded',
    refund:
      'Payment received after an administrator cancelled the order: it stays cancelled, to be refunded · Credit card',
    session: "Payment received in another payment session than the order's: not applied, to check · Credit card",
  },
  nl: {
    badge: 'Terugbetaling nodig',
    reason: 'betaling ontvangen na de annulering: terug te betalen',
    refund:
      'Betaling ontvangen nadat een beheerder de bestelling annuleerde: ze blijft geannuleerd, terug te betalen · Bankkaart',
    session:
      'Betaling ontvangen in een andere betaalsessie dan die van de bestelling: niet toegepast, na te kijken · Bankkaart',
  },
} as const;

describe.each(LANGUAGES)('%s', (lang) => {
  const i18n = createAdminI18n(lang);
  const t = i18n.t.bind(i18n);
  const event = {
    outcome: 'succeeded' as const,
    payment_method: 'credit-card' as const,
    provider: 'stripe',
    amount_cents: 24850,
    received_at: '2026-11-26T10:00:00Z',
  };

  it('names the mark and why the history has it', () => {
    expect(t('orders.refundNeeded')).toBe(EXPECTED[lang].badge);
    expect(t('orders.refundNeededReason')).toBe(EXPECTED[lang].reason);
  });

  it('tells a payment to refund and one of another session', () => {
    expect(paymentEventLine({ ...event, kind: 'refund_needed' }, t, lang).startsWith(EXPECTED[lang].refund)).toBe(true);
    expect(paymentEventLine({ ...event, kind: 'session_mismatch' }, t, lang).startsWith(EXPECTED[lang].session)).toBe(
      true,
    );
  });
});

describe('refund-needed history note', () => {
  it('is told from the other notes', () => {
    expect(isRefundNeededNote('refund needed: payment evt_1 came after the order was cancelled on purpose')).toBe(true);
    expect(isRefundNeededNote('refund needed: payment evt_2 came after the expiry and the stock is gone')).toBe(true);
    for (const note of ['unpaid: payment time expired', 'payment evt_3', null, undefined])
      expect(isRefundNeededNote(note)).toBe(false);
  });
});
