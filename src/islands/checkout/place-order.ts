// POST /api/orders from the checkout: the browser sends product ids, quantities and the shopper's
// details only; the server prices everything. The answer becomes an outcome the screen can show: the
// order, or the server's refusal by its stable code (src/contract/errors.ts), or no answer at all.
import type { ErrorCode, FieldErrors } from '../../contract/errors.ts';
import type { OrderRequest, PlacedOrder as PlacedOrderAnswer } from '../../contract/orders.ts';
import { fetchJson } from '../../stores/fetch-json.ts';
import { isInteger, isObject, isString } from '../../stores/json-shape.ts';
import { forgetAttempt, idempotencyKeyFor } from './idempotency.ts';

/** The request (src/contract/orders.ts): the shopper's details as typed, trimmed; the server checks them again. */
export type PlaceOrderInput = Pick<OrderRequest, 'items' | 'paymentMethod' | 'language' | 'gift_wrap' | 'samples'> & {
  customer: Record<string, string>;
  promoCode?: string | undefined;
  gift_message?: string | undefined;
};

/** What the checkout needs of the 201 answer: the order's id and token, and where to pay. */
export interface PlacedOrder {
  orderId: PlacedOrderAnswer['order']['id'];
  accessToken: PlacedOrderAnswer['accessToken'];
  payment: { type: 'redirect'; url: string } | { type: 'bank-transfer' };
}

export type OrderRefusal = {
  kind: 'refused';
  code: ErrorCode | null;
  /** Field path -> messages, the shipping fields by their own name ('email', not 'customer.email'). */
  fields: FieldErrors;
  /** The product a stock or price refusal is about. */
  product: string | null;
  /** Its id and the stock the shop has left, for an insufficient_stock refusal. */
  productId?: number;
  stockLeft?: number | null;
};

export type PlaceOrderOutcome =
  | { kind: 'placed'; order: PlacedOrder }
  | OrderRefusal
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'failed' };

// Placing an order may include the provider's session call: a longer wait than a plain read.
const PLACE_ORDER_TIMEOUT_MS = 25_000;

function readPlaced(body: unknown): PlacedOrder | null {
  if (
    !isObject(body) ||
    !isObject(body.order) ||
    !isInteger(body.order.id) ||
    !isString(body.accessToken) ||
    !isObject(body.payment)
  )
    return null;
  const { type, url } = body.payment;
  const payment: PlacedOrder['payment'] | null =
    type === 'redirect' && isString(url) ? { type, url } : type === 'bank-transfer' ? { type } : null;
  return payment ? { orderId: body.order.id, accessToken: body.accessToken, payment } : null;
}

/** The server names the shopper's fields by their path in the request: 'customer.email' is 'email'. */
function shopperFields(fields: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([path, messages]) => [path.replace(/^customer\./, ''), messages]),
  );
}

export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const body = JSON.stringify(input);
  const headers = { 'content-type': 'application/json', 'idempotency-key': idempotencyKeyFor(body) };
  const answer = await fetchJson('/api/orders', { method: 'POST', headers, body }, PLACE_ORDER_TIMEOUT_MS);
  if (answer.kind === 'timeout') return { kind: 'timeout' };
  if (answer.kind === 'network') return { kind: 'network' };
  if (answer.kind === 'ok') {
    const order = readPlaced(answer.data);
    if (!order) return { kind: 'failed' };
    forgetAttempt();
    return { kind: 'placed', order };
  }
  // A key already used with another body can't succeed again: the next try gets a new key. Any other
  // refusal keeps it, so a retry after a provider's failure (the order exists) finds the same order.
  if (answer.code === 'idempotency_key_reused') forgetAttempt();
  return {
    kind: 'refused',
    code: answer.code,
    fields: shopperFields(answer.fields),
    product: answer.product?.name ?? null,
    ...(answer.product ? { productId: answer.product.id, stockLeft: answer.product.stock } : {}),
  };
}
