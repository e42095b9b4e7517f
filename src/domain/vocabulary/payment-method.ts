// How a shopper pays (the database type public.payment_method). Defined once; the checkout offers them
// in this order, and the settings switch each on or off under its settings key.

export const PAYMENT_METHODS = ['credit-card', 'paypal', 'bank-transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The key of each method in the shop settings' `payments` object (camelCase JSON). */
export const PAYMENT_METHOD_SETTING_KEY = {
  'credit-card': 'card',
  paypal: 'paypal',
  'bank-transfer': 'bankTransfer',
} as const satisfies Record<PaymentMethod, string>;
