import { describe, expect, it } from 'vitest';
import { computeTotals, discountOf, includedVat } from '../../src/domain/pricing/totals.ts';
import { structuredCommunication } from '../../src/domain/payments/structured-communication.ts';
import { formatMoney } from '../../src/i18n/locale.ts';

describe('computeTotals', () => {
  it('adds shipping when there is something to ship and takes the promo off the subtotal', () => {
    const totals = computeTotals(
      [
        { unitPriceCents: 12000, quantity: 2 },
        { unitPriceCents: 4550, quantity: 1 },
      ],
      { percentOff: 10, shippingFeeCents: 1000 },
    );
    expect(totals).toEqual({
      subtotalCents: 28550,
      discountCents: 2855,
      shippingCents: 1000,
      giftWrapCents: 0,
      totalCents: 26695,
      vatCents: 4633,
    });
  });

  it('adds the gift wrap to the total and its VAT, never discounted, never on an empty cart', () => {
    const lines = [{ unitPriceCents: 10000, quantity: 1 }];
    const totals = computeTotals(lines, { percentOff: 10, shippingFeeCents: 1000, giftWrapCents: 450 });
    expect(totals).toMatchObject({ discountCents: 1000, giftWrapCents: 450, totalCents: 10450 });
    expect(totals.vatCents).toBe(includedVat(10450));
    expect(computeTotals([], { shippingFeeCents: 1000, giftWrapCents: 450 }).totalCents).toBe(0);
  });

  it('charges no shipping on an empty cart', () => {
    expect(computeTotals([], { shippingFeeCents: 1000 })).toMatchObject({
      shippingCents: 0,
      totalCents: 0,
      vatCents: 0,
    });
  });

  it('rounds to the cent', () => {
    expect(discountOf(999, 10)).toBe(100);
    expect(includedVat(12100)).toBe(2100);
    expect(includedVat(1000)).toBe(174);
  });
});

describe('structuredCommunication', () => {
  it('matches the Belgian test vector', () => {
    expect(structuredCommunication('0108068171')).toBe('+++010/8068/17183+++');
  });
  it('uses 97 when the remainder is zero', () => {
    expect(structuredCommunication(97)).toBe('+++000/0000/09797+++');
  });
  it('refuses bases longer than 10 digits', () => {
    expect(() => structuredCommunication('12345678901')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('formats EUR with two decimals in the page language', () => {
    expect(formatMoney(14950, 'fr').replace(/\s/g, ' ')).toBe('149,50 €');
    expect(formatMoney(14950, 'en')).toMatch(/€\s?149\.50|149\.50/);
    expect(formatMoney(14950, 'nl').replace(/\s/g, ' ')).toBe('€ 149,50');
  });
});
