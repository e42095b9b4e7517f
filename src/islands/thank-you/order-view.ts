// The order as the thank-you page shows it, read from GET /api/checkout/orders/{id}, the order's access
// token in the X-Order-Token header (never in the address: servers and proxies log those). The shape
// is the contract's (src/contract/orders.ts), checked here without shipping zod to the page.
import type { ErrorCode } from '../../contract/errors.ts';
import type { OrderCustomer, OrderLine, PaymentQr, ShopperOrder, ShopperShipment } from '../../contract/orders.ts';
import { CARRIERS } from '../../domain/shipping/carriers.ts';
import { ORDER_TOKEN_HEADER } from '../../domain/orders/order-link.ts';
import { VAT_SCHEMES } from '../../domain/tax/vat-rules.ts';
import { isShippingCountry } from '../../domain/vocabulary/country.ts';
import { isOrderStatus } from '../../domain/vocabulary/order-status.ts';
import { isPaymentMethod, type PaymentMethod } from '../../domain/vocabulary/payment-method.ts';
import { fetchJson, postJson } from '../../stores/fetch-json.ts';
import { arrayOf, isBoolean, isInteger, isObject, isString, nullable, oneOf, shape } from '../../stores/json-shape.ts';

/** The shopper's order, less what this page does not show. */
export type OrderView = Omit<ShopperOrder, 'paidAt' | 'language' | 'currency' | 'items'> & {
  items: Omit<OrderLine, 'productId'>[];
};
export type BankTransferView = NonNullable<OrderView['bankTransfer']>;

const isLine = shape<OrderView['items'][number]>({
  name: isString,
  sizeMl: nullable(isInteger),
  quantity: isInteger,
  unitPriceCents: isInteger,
  lineTotalCents: isInteger,
});

const isBankTransfer = shape<BankTransferView>({
  holder: isString,
  iban: isString,
  bic: isString,
  bank: isString,
  amountCents: isInteger,
  communication: isString,
  qr: nullable(shape<PaymentQr>({ payload: isString, size: isInteger, path: isString })),
});

const isCustomer = shape<OrderCustomer>({
  firstName: isString,
  lastName: isString,
  email: isString,
  phone: nullable(isString),
  address: isString,
  city: isString,
  postalCode: isString,
  country: isShippingCountry,
});

const isOrderView = shape<OrderView>({
  id: isInteger,
  number: isString,
  createdAt: isString,
  status: isOrderStatus,
  paymentMethod: isPaymentMethod,
  holdUntil: nullable(isString),
  items: arrayOf(isLine),
  subtotalCents: isInteger,
  discountCents: isInteger,
  promoCode: nullable(isString),
  shippingCents: isInteger,
  giftWrapCents: isInteger,
  gift: shape<OrderView['gift']>({
    wrap: isBoolean,
    message: nullable(isString),
    samples: arrayOf(shape<OrderView['gift']['samples'][number]>({ productId: nullable(isInteger), name: isString })),
  }),
  vatCents: isInteger,
  vatRateBp: isInteger,
  vatScheme: oneOf(VAT_SCHEMES),
  totalCents: isInteger,
  shipping: isCustomer,
  deliveryDays: shape<OrderView['deliveryDays']>({ min: isInteger, max: isInteger }),
  bankTransfer: nullable(isBankTransfer),
  money: shape<OrderView['money']>({ paidCents: isInteger, refundedCents: isInteger, balanceDueCents: isInteger }),
  shipments: arrayOf(
    shape<ShopperShipment>({
      carrier: oneOf(CARRIERS),
      trackingNumber: isString,
      trackingLink: nullable(isString),
      parcels: isInteger,
    }),
  ),
});

/** The order of an answer ({ order }), or null when the answer is not the contract's. */
function readOrder(body: unknown): OrderView | null {
  return isObject(body) && isOrderView(body.order) ? body.order : null;
}

export type OrderFetch =
  { kind: 'order'; order: OrderView } | { kind: 'not-found' } | { kind: 'rate-limited' } | { kind: 'unavailable' };

// A wrong token answers like an unknown order (no oracle); a malformed id or a missing token likewise
// means this page cannot show that order.
const NOT_FOUND_CODES: ReadonlySet<ErrorCode | null> = new Set<ErrorCode>([
  'not_found',
  'invalid_id',
  'bad_request',
  'order_token_required',
  'unauthenticated',
  'forbidden',
]);

export async function fetchOrder(id: string, token: string): Promise<OrderFetch> {
  const answer = await fetchJson(
    `/api/checkout/orders/${encodeURIComponent(id)}`,
    { headers: { [ORDER_TOKEN_HEADER]: token } },
    10000,
  );
  if (answer.ok) {
    const order = readOrder(answer.data);
    return order ? { kind: 'order', order } : { kind: 'unavailable' };
  }
  if (answer.kind !== 'refused') return { kind: 'unavailable' };
  if (answer.code === 'rate_limited') return { kind: 'rate-limited' };
  return NOT_FOUND_CODES.has(answer.code) ? { kind: 'not-found' } : { kind: 'unavailable' };
}

export type PaymentNext = { kind: 'redirect'; url: string } | { kind: 'bank-transfer'; order: OrderView };

/** POST .../payment's answer ({ payment, order }): where to pay now. */
function readPaymentNext(body: unknown): PaymentNext | null {
  if (!isObject(body) || !isObject(body.payment)) return null;
  const { type, url } = body.payment;
  if (type === 'redirect' && isString(url)) return { kind: 'redirect', url };
  const order = type === 'bank-transfer' ? readOrder(body) : null;
  return order ? { kind: 'bank-transfer', order } : null;
}

/**
 * Paying a pending order again: the same method (a new or the same hosted payment page), or another
 * one, which the order switches to first. A bank transfer answers with the order, now awaiting it.
 * Null when the server could not do it.
 */
export async function resumePayment(id: string, token: string, method?: PaymentMethod): Promise<PaymentNext | null> {
  const url = `/api/checkout/orders/${encodeURIComponent(id)}/payment`;
  const headers = { [ORDER_TOKEN_HEADER]: token };
  const answer = method
    ? await postJson(url, { paymentMethod: method }, { headers })
    : await fetchJson(url, { method: 'POST', headers });
  return answer.ok ? readPaymentNext(answer.data) : null;
}
