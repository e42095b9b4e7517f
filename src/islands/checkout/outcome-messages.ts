// What the shopper reads when the server did not make the order.
import { fill } from '../format.ts';
import type { CheckoutMessages } from './messages.ts';
import type { PlaceOrderOutcome } from './place-order.ts';
import { isShippingField, type ShippingField } from './shipping-details.ts';

/**
 * The server's 400 field errors that belong to the shipping step, in the page's language: the server
 * speaks English to developers, the shopper reads the same rule in their own words.
 */
export function shippingErrorsOf(m: CheckoutMessages, fields: Record<string, string[]>): Partial<Record<ShippingField, string>> {
  const out: Partial<Record<ShippingField, string>> = {};
  for (const [field, messages] of Object.entries(fields)) {
    if (!isShippingField(field) || messages.length === 0) continue;
    const max = /at most (\d+)/.exec(messages.join(' '))?.[1];
    if (field === 'email') out[field] = m.validation.email;
    else if (field === 'phone') out[field] = max ? fill(m.validation.tooLong, { max }) : m.validation.phone;
    else if (field === 'country') out[field] = m.validation.country;
    else out[field] = max ? fill(m.validation.tooLong, { max }) : m.validation.required;
  }
  return out;
}

export function outcomeMessage(m: CheckoutMessages, outcome: Exclude<PlaceOrderOutcome, { kind: 'placed' }>): string {
  switch (outcome.kind) {
    case 'timeout':
      return m.errors.timeout;
    case 'network':
      return m.errors.network;
    case 'rate-limited':
      return m.errors.tooManyRequests;
    case 'failed':
      return m.errors.server;
    case 'invalid': {
      const fields = Object.keys(outcome.fields);
      if (fields.includes('promoCode')) return m.errors.promo;
      if (fields.includes('paymentMethod')) return m.payment.chooseMethod;
      if (fields.some((f) => f === 'items' || f.startsWith('items.'))) return m.errors.cartInvalid;
      return m.errors.server;
    }
    case 'conflict':
      switch (outcome.code) {
        case 'insufficient_stock':
          return outcome.product ? fill(m.errors.insufficientStock, { product: outcome.product }) : m.errors.insufficientStockGeneric;
        case 'unknown_product':
          return m.errors.unknownProduct;
        case 'price_changed':
          return m.errors.priceChanged;
        case 'payment_provider_unavailable':
          return m.errors.paymentProvider;
        case 'payment_method_unavailable':
          // The settings are re-read at the same time: the option then shows the admin's own text.
          return m.payment.maintenance;
        default:
          return m.errors.server;
      }
  }
}
