// What the shopper reads for each answer of POST /api/orders, in the page's language.
import { describe, expect, it } from 'vitest';
import { outcomeMessage, shippingErrorsOf } from '../../../src/islands/checkout/outcome-messages.ts';
import { COUNTRIES } from '../../../src/islands/checkout/shipping-details.ts';
import { countryNames } from '../../../src/i18n/locale.ts';
import { messages } from '../../../src/i18n/messages/index.ts';

const m = { ...messages.nl.checkout, countries: countryNames(COUNTRIES, 'nl') };

describe('checkout outcome messages', () => {
  it('turns the server field errors into the shopper language, field by field', () => {
    expect(shippingErrorsOf(m, { email: ['invalid e-mail address'], city: ['at most 100 characters'], firstName: ['required'], items: ['x'] })).toEqual({
      email: m.validation.email,
      city: m.validation.tooLong.replace('{{max}}', '100'),
      firstName: m.validation.required,
    });
  });

  it('names the product that lacks stock, and says why for the other refusals', () => {
    expect(outcomeMessage(m, { kind: 'conflict', code: 'insufficient_stock', message: '', product: 'Mer du Nord' })).toBe(m.errors.insufficientStock.replace('{{product}}', 'Mer du Nord'));
    expect(outcomeMessage(m, { kind: 'conflict', code: 'payment_method_unavailable', message: 'x', product: null })).toBe(m.payment.maintenance);
    expect(outcomeMessage(m, { kind: 'invalid', fields: { promoCode: ['Code promo invalide'] }, message: '' })).toBe(m.errors.promo);
    expect(outcomeMessage(m, { kind: 'invalid', fields: { 'items.0.quantity': ['too big'] }, message: '' })).toBe(m.errors.cartInvalid);
    expect(outcomeMessage(m, { kind: 'rate-limited' })).toBe(m.errors.tooManyRequests);
    expect(outcomeMessage(m, { kind: 'timeout' })).toBe(m.errors.timeout);
    expect(outcomeMessage(m, { kind: 'network' })).toBe(m.errors.network);
  });
});
