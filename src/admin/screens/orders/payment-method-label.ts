// A payment method in the admin's words ('credit-card' -> 'Carte bancaire'); null for an unknown one.
import type { TFunction } from 'i18next';

const METHOD_KEYS: Record<string, string> = { 'credit-card': 'orders.methodCard', paypal: 'orders.methodPaypal', 'bank-transfer': 'orders.methodBank' };

export function paymentMethodLabel(method: string | null | undefined, t: TFunction): string | null {
  const key = method ? METHOD_KEYS[method] : undefined;
  return key ? t(key) : null;
}
