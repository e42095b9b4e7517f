// What the shopper reads for each answer of POST /api/orders, in the page's language: chosen by the
// refusal's stable code and the checkout's own rules, never by the server's English text.
import { describe, expect, it } from 'vitest';
import { SAMPLE_POSTCODES } from '../../../src/domain/orders/postcode.ts';
import { SHIPPING_COUNTRIES } from '../../../src/domain/vocabulary/country.ts';
import { LANGUAGES } from '../../../src/domain/vocabulary/language.ts';
import { interpolate } from '../../../src/i18n/interpolate.ts';
import { countryNames } from '../../../src/i18n/locale.ts';
import { messages } from '../../../src/i18n/messages/index.ts';
import { problemText } from '../../../src/islands/checkout/messages.ts';
import { outcomeMessage } from '../../../src/islands/checkout/outcome-messages.ts';
import type { OrderRefusal } from '../../../src/islands/checkout/place-order.ts';
import { EMPTY_SHIPPING } from '../../../src/islands/checkout/shipping-details.ts';
import { refusedShippingFields } from '../../../src/islands/checkout/shipping-rules.ts';

const m = { ...messages.nl.checkout, countries: countryNames(SHIPPING_COUNTRIES, 'nl') };
const refused = (
  code: OrderRefusal['code'],
  fields: OrderRefusal['fields'] = {},
  product: string | null = null,
): OrderRefusal => ({ kind: 'refused', code, fields, product });

describe('the shipping fields the server refused', () => {
  const sent = {
    ...EMPTY_SHIPPING,
    firstName: '',
    email: 'anne@example.be',
    city: 'x'.repeat(101),
    postalCode: '1000',
  };

  it('are worded by the checkout rules applied to what was sent, the limit from the shared constants', () => {
    // the English texts say nothing the page reads: the limit of 100 comes from the value sent
    const problems = refusedShippingFields(
      { email: ['whatever'], city: ['too long'], firstName: ['required'], items: ['x'] },
      sent,
    );
    const words = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, problem && problemText(m, problem)]),
    );
    expect(words).toEqual({
      // a value the checkout finds nothing wrong with: the field's usual problem
      email: m.validation.email,
      city: interpolate(m.validation.tooLong, { max: 100 }),
      firstName: m.validation.required,
    });
  });

  it('word a refused postcode by the chosen country’s rule, in French, English and Dutch', () => {
    const problems = refusedShippingFields(
      { postalCode: ['invalid postcode for DE: 5 digits'] },
      { ...sent, country: 'DE' },
    );
    expect(problems).toEqual({ postalCode: { code: 'postcode', country: 'DE', example: SAMPLE_POSTCODES.DE } });
    for (const lang of LANGUAGES) {
      const words = { ...messages[lang].checkout, countries: countryNames(SHIPPING_COUNTRIES, lang) };
      expect(problemText(words, problems.postalCode!)).toBe(messages[lang].checkout.validation.postcode.DE);
    }
    expect(messages.fr.checkout.validation.postcode.DE).toContain('5 chiffres');
    expect(messages.en.checkout.validation.postcode.DE).toContain('5 digits');
    expect(messages.nl.checkout.validation.postcode.DE).toContain('5 cijfers');
  });

  it('name the country the shop no longer ships to as a country to choose again', () => {
    expect(
      refusedShippingFields({ country: ['the shop does not ship to this country'] }, { ...sent, country: 'UK' }),
    ).toEqual({ country: { code: 'country' } });
  });
});

describe('checkout outcome messages', () => {
  it('names the product that lacks stock, and says why for the other refusals, by code', () => {
    expect(outcomeMessage(m, refused('insufficient_stock', {}, 'Mer du Nord'))).toBe(
      interpolate(m.errors.insufficientStock, { product: 'Mer du Nord' }),
    );
    expect(outcomeMessage(m, refused('insufficient_stock'))).toBe(m.errors.insufficientStockGeneric);
    expect(outcomeMessage(m, refused('payment_method_unavailable', { paymentMethod: ['x'] }))).toBe(
      m.payment.maintenance,
    );
    expect(outcomeMessage(m, refused('invalid_promo_code', { promoCode: ['Code promo invalide'] }))).toBe(
      m.errors.promo,
    );
    expect(outcomeMessage(m, refused('price_changed'))).toBe(m.errors.priceChanged);
    expect(outcomeMessage(m, refused('unknown_product'))).toBe(m.errors.unknownProduct);
    expect(outcomeMessage(m, refused('payment_provider_unavailable'))).toBe(m.errors.paymentProvider);
    // a Deploy Preview takes no orders: the shopper is sent to the live shop, not asked to try again
    expect(outcomeMessage(m, refused('preview_read_only'))).toBe(m.errors.preview);
    expect(outcomeMessage(m, refused('order_too_large', { items: ['order total too large'] }))).toBe(
      m.errors.cartInvalid,
    );
    expect(outcomeMessage(m, refused('rate_limited'))).toBe(m.errors.tooManyRequests);
    expect(outcomeMessage(m, { kind: 'timeout' })).toBe(m.errors.timeout);
    expect(outcomeMessage(m, { kind: 'network' })).toBe(m.errors.network);
  });

  it('words a validation_failed answer by the field it names', () => {
    expect(outcomeMessage(m, refused('validation_failed', { promoCode: ['too long'] }))).toBe(m.errors.promo);
    expect(outcomeMessage(m, refused('validation_failed', { paymentMethod: ['?'] }))).toBe(m.payment.chooseMethod);
    expect(outcomeMessage(m, refused('validation_failed', { 'items.0.quantity': ['too big'] }))).toBe(
      m.errors.cartInvalid,
    );
  });

  it('says the shop failed for a code it has no words for, or none', () => {
    expect(outcomeMessage(m, refused('internal_error'))).toBe(m.errors.server);
    expect(outcomeMessage(m, refused(null))).toBe(m.errors.server);
    expect(outcomeMessage(m, { kind: 'failed' })).toBe(m.errors.server);
  });
});
