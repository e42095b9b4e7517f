// What the shopper reads when the server did not make the order: words of the page's language chosen
// by the refusal's stable code (src/contract/errors.ts), never by the server's English text.
import type { ErrorCode } from '../../contract/errors.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import type { CheckoutMessages } from './messages.ts';
import type { OrderRefusal, PlaceOrderOutcome } from './place-order.ts';

export type CheckoutFailure = Exclude<PlaceOrderOutcome, { kind: 'placed' }>;

// The refusals whose words need nothing from the answer; any code not here says the shop failed.
const ERROR_WORDS: Partial<Record<ErrorCode, keyof CheckoutMessages['errors']>> = {
  invalid_promo_code: 'promo',
  promo_code_used: 'promoUsed',
  order_too_large: 'cartInvalid',
  rate_limited: 'tooManyRequests',
  unknown_product: 'unknownProduct',
  price_changed: 'priceChanged',
  payment_provider_unavailable: 'paymentProvider',
  // a Deploy Preview takes no orders: the shopper is sent to the live shop, not told to try again
  preview_read_only: 'preview',
};

/** A validation_failed answer outside the shipping step's fields: said by the field it names. */
function fieldMessage(m: CheckoutMessages, fields: OrderRefusal['fields']): string {
  const named = Object.keys(fields);
  if (named.includes('promoCode')) return m.errors.promo;
  if (named.includes('paymentMethod')) return m.payment.chooseMethod;
  if (named.some((f) => f === 'items' || f.startsWith('items.'))) return m.errors.cartInvalid;
  if (named.some((f) => /^(gift_|samples)/.test(f))) return m.gift.refused;
  return m.errors.server;
}

/** Names the product and how many are left, as the refusal says them. */
function stockMessage(m: CheckoutMessages, product: string | null, stockLeft: number | null | undefined): string {
  if (!product) return m.errors.insufficientStockGeneric;
  if (stockLeft === 0) return interpolate(m.errors.soldOut, { product });
  if (typeof stockLeft === 'number') return interpolate(m.errors.stockLeft, { product, count: stockLeft });
  return interpolate(m.errors.insufficientStock, { product });
}

function refusalMessage(m: CheckoutMessages, { code, fields, product, stockLeft }: OrderRefusal): string {
  if (code === 'validation_failed') return fieldMessage(m, fields);
  if (code === 'insufficient_stock') return stockMessage(m, product, stockLeft);
  // The settings are re-read at the same time: the option then shows the admin's own text.
  if (code === 'payment_method_unavailable') return m.payment.maintenance;
  if (code === 'country_not_shipped') return m.validation.country;
  const words = code ? ERROR_WORDS[code] : undefined;
  return m.errors[words ?? 'server'];
}

export function outcomeMessage(m: CheckoutMessages, failure: CheckoutFailure): string {
  if (failure.kind === 'refused') return refusalMessage(m, failure);
  return failure.kind === 'failed' ? m.errors.server : m.errors[failure.kind];
}
