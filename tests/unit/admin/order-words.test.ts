// An order's money and history in the admin's three languages: no raw code ('bank-transfer',
// 'shopper', 'pending', 'BE') reaches the screen; amounts and rates by Intl on the shop's locales.
import { describe, expect, it } from 'vitest';
import { createAdminI18n } from '../../../src/admin/i18n/admin-i18n.ts';
import { formatCents } from '../../../src/admin/logic/format.ts';
import {
  actorWords,
  breakdownAmount,
  breakdownLabel,
  countryWords,
  paymentCompact,
  paymentEventLine,
  paymentMethodWords,
} from '../../../src/admin/screens/orders/order-words.ts';
import { orderBreakdown } from '../../../src/domain/orders/order-money.ts';
import { LANGUAGES } from '../../../src/domain/vocabulary/language.ts';

const ORDER = {
  subtotal_cents: 26500,
  discount_cents: 2650,
  shipping_cents: 1000,
  total_cents: 24850,
  vat_cents: 4313,
  vat_rate_bp: 2100,
  promo_code: 'welcome10',
};
const transfer = {
  payment_method: 'bank-transfer' as const,
  payment_provider: null,
  payment_id: null,
  payment_reference: { kind: 'communication' as const, value: '+++000/0000/04242+++' },
};

const EXPECTED = {
  fr: {
    money: '248,50 €',
    compact: 'Virement bancaire · +++000/0000/04242+++',
    card: 'Carte bancaire (Stripe)',
    cardCompact: "Carte bancaire · pas encore d'identifiant de paiement",
    labels: ['Sous-total', 'Remise (welcome10)', 'Livraison', 'Total HT', 'Dont TVA 21 %', 'Total TTC'],
    discount: '− 26,50 €',
    vat55: 'Dont TVA 5,5 %',
    actors: [
      'par le client',
      "par l'administrateur owner@maison.be",
      'par le prestataire de paiement (Stripe)',
      'automatiquement : délai de paiement expiré',
      'automatiquement par la boutique',
    ],
    late: "Paiement reçu en retard, après l'annulation : stock épuisé, à rembourser · Carte bancaire · 248,50 €",
    country: 'Belgique',
  },
  en: {
    money: '€248.50',
    compact: 'Bank transfer · +++000/0000/04242+++',
    card: 'Credit card (Stripe)',
    cardCompact: 'Credit card · no payment id yet',
    labels: ['Subtotal', 'Discount (welcome10)', 'Shipping', 'Total excl. VAT', 'Of which VAT 21 %', 'Total incl. VAT'],
    discount: '− €26.50',
    vat55: 'Of which VAT 5.5 %',
    actors: [
      'by the customer',
      'by the administrator owner@maison.be',
      'by the payment provider (Stripe)',
      'automatically: payment time expired',
      'automatically by the shop',
    ],
    late: 'Payment received late, after the cancellation: out of stock, to be refunded · Credit card · €248.50',
    country: 'Belgium',
  },
  nl: {
    money: '€ 248,50',
    compact: 'Overschrijving · +++000/0000/04242+++',
    card: 'Bankkaart (Stripe)',
    cardCompact: 'Bankkaart · nog geen betalings-ID',
    labels: [
      'Subtotaal',
      'Korting (welcome10)',
      'Verzending',
      'Totaal excl. btw',
      'Waarvan btw 21 %',
      'Totaal incl. btw',
    ],
    discount: '− € 26,50',
    vat55: 'Waarvan btw 5,5 %',
    actors: [
      'door de klant',
      'door beheerder owner@maison.be',
      'door de betaalprovider (Stripe)',
      'automatisch: betaaltermijn verstreken',
      'automatisch door de winkel',
    ],
    late: 'Betaling te laat ontvangen, na de annulering: niet meer in voorraad, terug te betalen · Bankkaart · € 248,50',
    country: 'België',
  },
} as const;

// Intl writes a no-break space where these expectations have a plain one
const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe.each(LANGUAGES)('%s', (lang) => {
  const i18n = createAdminI18n(lang);
  const t = i18n.t.bind(i18n);
  const want = EXPECTED[lang];

  it('formats cents on the shop locale (fr-BE, en-GB, nl-BE)', () => {
    expect(plain(formatCents(24850, lang))).toBe(want.money);
  });

  it('says the payment method and its reference in words', () => {
    expect(paymentCompact(transfer, t)).toBe(want.compact);
    expect(paymentMethodWords({ payment_method: 'credit-card', payment_provider: 'stripe' }, t)).toBe(want.card);
    expect(paymentCompact({ payment_method: 'credit-card', payment_reference: null, payment_id: null }, t)).toBe(
      want.cardCompact,
    );
    expect(paymentMethodWords({ payment_method: 'paypal', payment_provider: 'paypal' }, t)).toBe('PayPal');
  });

  it('labels the breakdown as the invoice does, with the VAT rate and the discount taken off', () => {
    const lines = orderBreakdown(ORDER);
    expect(lines.map((l) => breakdownLabel(l, t, lang))).toEqual(want.labels);
    expect(plain(breakdownAmount(lines[1]!, lang))).toBe(want.discount);
    expect(breakdownLabel({ key: 'vat', cents: 1, sign: 1, rate_bp: 550 }, t, lang)).toBe(want.vat55);
  });

  it('says who changed the status', () => {
    const actors = [
      { kind: 'shopper' as const },
      { kind: 'admin' as const, name: 'owner@maison.be' },
      { kind: 'provider' as const, name: 'stripe' },
      { kind: 'expiry' as const },
      { kind: 'system' as const },
    ];
    expect(actors.map((a) => actorWords(a, t))).toEqual(want.actors);
  });

  it('tells a late payment with its amount', () => {
    const line = paymentEventLine(
      {
        outcome: 'succeeded',
        kind: 'late_refund',
        payment_method: 'credit-card',
        provider: 'stripe',
        amount_cents: 24850,
        received_at: '2026-11-25T10:00:00Z',
      },
      t,
      lang,
    );
    expect(plain(line).startsWith(want.late)).toBe(true);
  });

  it('names the country', () => {
    expect(countryWords('BE', lang)).toBe(want.country);
    expect(countryWords('UK', lang)).not.toBe('UK');
  });
});
