// The owner's money view of an order, pure: the totals line by line from the stored cents (they add
// up to the total, as on the invoice), the reference money is matched with, amounts due and paid,
// who changed a status, and what a payment event came to.
import { describe, expect, it } from 'vitest';
import {
  amountDueCents,
  amountPaidCents,
  orderBreakdown,
  paymentReference,
  type PaymentState,
} from '../../../src/domain/orders/order-money.ts';
import { statusActor } from '../../../src/domain/orders/status-actor.ts';
import { paymentEventKind } from '../../../src/server/payments/payment-history.ts';

// 1 x 265,00 € with welcome10 (10 %) and 10 € shipping: the order of the issue, 248,50 € in total
const ORDER = {
  subtotal_cents: 26500,
  discount_cents: 2650,
  shipping_cents: 1000,
  total_cents: 24850,
  vat_cents: 4313,
  vat_rate_bp: 2100,
  promo_code: 'welcome10',
};

describe('orderBreakdown', () => {
  it('lists subtotal, discount with its code, shipping, total before VAT, VAT and total, from the stored cents', () => {
    expect(orderBreakdown(ORDER)).toEqual([
      { key: 'subtotal', cents: 26500, sign: 1 },
      { key: 'discount', cents: 2650, sign: -1, code: 'welcome10' },
      { key: 'shipping', cents: 1000, sign: 1 },
      { key: 'totalExVat', cents: 20537, sign: 1 },
      { key: 'vat', cents: 4313, sign: 1, rate_bp: 2100 },
      { key: 'total', cents: 24850, sign: 1 },
    ]);
  });

  it('adds up: subtotal - discount + shipping = total, and total before VAT + VAT = total', () => {
    for (const order of [
      ORDER,
      { ...ORDER, discount_cents: 0, promo_code: null, total_cents: 27500, vat_cents: 4773 },
    ]) {
      const lines = Object.fromEntries(orderBreakdown(order).map((l) => [l.key, l.cents * l.sign]));
      expect((lines.subtotal ?? 0) + (lines.discount ?? 0) + (lines.shipping ?? 0)).toBe(lines.total);
      expect((lines.totalExVat ?? 0) + (lines.vat ?? 0)).toBe(lines.total);
    }
  });

  it('has no discount line without a discount, and a discount line without a code when none was kept', () => {
    expect(
      orderBreakdown({ ...ORDER, discount_cents: 0, promo_code: null, total_cents: 27500 }).map((l) => l.key),
    ).toEqual(['subtotal', 'shipping', 'totalExVat', 'vat', 'total']);
    expect(orderBreakdown({ ...ORDER, promo_code: null })[1]).toEqual({ key: 'discount', cents: 2650, sign: -1 });
  });
});

describe('paymentReference', () => {
  it("is a bank transfer's structured communication, made from the order id (the guide's test vector)", () => {
    expect(paymentReference({ id: 108068171, payment_method: 'bank-transfer', payment_id: null })).toEqual({
      kind: 'communication',
      value: '+++010/8068/17183+++',
    });
    expect(paymentReference({ id: 42, payment_method: 'bank-transfer', payment_id: 'ignored' })?.value).toMatch(
      /^\+{3}000\/0000\/042\d\d\+{3}$/,
    );
  });

  it("is a card or PayPal payment's provider id, or nothing yet", () => {
    expect(paymentReference({ id: 7, payment_method: 'credit-card', payment_id: 'cs_test_123' })).toEqual({
      kind: 'payment_id',
      value: 'cs_test_123',
    });
    expect(paymentReference({ id: 7, payment_method: 'paypal', payment_id: null })).toBeNull();
  });
});

describe('amounts paid and due', () => {
  const state = (over: Partial<PaymentState>): PaymentState => ({
    status: 'pending',
    total_cents: 24850,
    paid_at: null,
    provider_paid_cents: 0,
    payments_without_amount: 0,
    ...over,
  });
  const both = (s: PaymentState) => {
    const paid = amountPaidCents(s);
    return { paid, due: amountDueCents(s, paid) };
  };

  it('an awaited transfer: all due, nothing paid; marked paid by the admin: all paid, nothing due', () => {
    expect(both(state({}))).toEqual({ paid: 0, due: 24850 });
    expect(both(state({ status: 'paid', paid_at: '2026-11-25T10:00:00Z' }))).toEqual({ paid: 24850, due: 0 });
    expect(both(state({ status: 'shipped', paid_at: '2026-11-25T10:00:00Z' }))).toEqual({ paid: 24850, due: 0 });
  });

  it('a paid mark taken back (pending again, or cancelled) no longer counts', () => {
    expect(both(state({ status: 'pending', paid_at: '2026-11-25T10:00:00Z' }))).toEqual({ paid: 0, due: 24850 });
    expect(both(state({ status: 'cancelled', paid_at: '2026-11-25T10:00:00Z' }))).toEqual({ paid: 0, due: 0 });
  });

  it('money a provider reported counts as it came: another amount leaves the rest due; late money on a cancelled order is there to refund', () => {
    expect(both(state({ status: 'paid', paid_at: '2026-11-25T10:00:00Z', provider_paid_cents: 24850 }))).toEqual({
      paid: 24850,
      due: 0,
    });
    expect(both(state({ provider_paid_cents: 20000 }))).toEqual({ paid: 20000, due: 4850 });
    expect(both(state({ status: 'cancelled', provider_paid_cents: 24850 }))).toEqual({ paid: 24850, due: 0 });
  });

  it('a payment recorded before amounts were kept counts as the total when it paid the order', () => {
    expect(both(state({ status: 'cancelled', paid_at: '2026-11-25T10:00:00Z', payments_without_amount: 1 }))).toEqual({
      paid: 24850,
      due: 0,
    });
    expect(both(state({ payments_without_amount: 1 }))).toEqual({ paid: 0, due: 24850 });
  });
});

describe('statusActor', () => {
  it('sorts what order_status_history.changed_by holds', () => {
    expect(statusActor('shopper', 'order placed')).toEqual({ kind: 'shopper' });
    expect(statusActor('admin:owner@maison.be')).toEqual({ kind: 'admin', name: 'owner@maison.be' });
    expect(statusActor('admin')).toEqual({ kind: 'admin' });
    expect(statusActor('stripe', 'payment evt_1')).toEqual({ kind: 'provider', name: 'stripe' });
    expect(statusActor('test', 'late payment evt_2')).toEqual({ kind: 'provider', name: 'test' });
    expect(statusActor('system', 'unpaid: payment time expired')).toEqual({ kind: 'expiry' });
    expect(statusActor('system', null)).toEqual({ kind: 'system' });
    expect(statusActor('', null)).toEqual({ kind: 'system' });
    expect(statusActor('bank-import', null)).toEqual({ kind: 'system', name: 'bank-import' });
  });
});

describe('paymentEventKind', () => {
  it('tells a received payment by what record_payment did with it; other outcomes stay as they are', () => {
    expect(paymentEventKind('succeeded', 'paid')).toBe('succeeded');
    expect(paymentEventKind('succeeded', null)).toBe('succeeded');
    expect(paymentEventKind('succeeded', 'late_paid')).toBe('late');
    expect(paymentEventKind('succeeded', 'late_refused')).toBe('late_refund');
    expect(paymentEventKind('succeeded', 'amount_mismatch')).toBe('amount_mismatch');
    expect(paymentEventKind('succeeded', 'not_pending')).toBe('not_pending');
    expect(paymentEventKind('declined', null)).toBe('declined');
    expect(paymentEventKind('cancelled', null)).toBe('cancelled');
    expect(paymentEventKind('expired', null)).toBe('expired');
    expect(paymentEventKind('method_changed', null)).toBe('method_changed');
  });
});
