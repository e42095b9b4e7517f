// A payment method in the admin's words ('credit-card' -> 'Carte bancaire'); null for none.
import type { TFunction } from 'i18next';
import type { PaymentMethod } from '../../../domain/vocabulary/payment-method.ts';

const METHOD_KEYS: Record<PaymentMethod, string> = {
  'credit-card': 'orders.methodCard',
  paypal: 'orders.methodPaypal',
  'bank-transfer': 'orders.methodBank',
};

export function paymentMethodLabel(method: PaymentMethod | null, t: TFunction): string | null {
  return method ? t(METHOD_KEYS[method]) : null;
}
