// POST /api/orders from the checkout: the browser sends product ids, quantities and the shopper's
// details only; the server prices everything. The answer becomes an outcome the screen can show.
import type { Language } from '../../domain/vocabulary/language.ts';
import { callApi } from '../http.ts';
import { forgetAttempt, idempotencyKeyFor } from './idempotency.ts';

export type PaymentMethod = 'credit-card' | 'paypal' | 'bank-transfer';

export interface PlaceOrderInput {
  items: { product_id: number; quantity: number }[];
  customer: Record<string, string>;
  paymentMethod: PaymentMethod;
  promoCode?: string | undefined;
  language: Language;
}

export type PaymentStep = { type: 'redirect'; url: string } | { type: 'bank-transfer' };

export interface PlacedOrder {
  orderId: number;
  accessToken: string;
  payment: PaymentStep;
}

export type PlaceOrderOutcome =
  | { kind: 'placed'; order: PlacedOrder }
  | { kind: 'invalid'; fields: Record<string, string[]>; message: string }
  | { kind: 'conflict'; code: string; message: string; product: string | null }
  | { kind: 'rate-limited' }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'failed' };

const PLACE_ORDER_TIMEOUT_MS = 25_000;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

function readPlaced(body: unknown): PlacedOrder | null {
  if (!isObject(body) || !isObject(body.order) || typeof body.accessToken !== 'string' || !isObject(body.payment)) return null;
  const orderId = Number(body.order.id);
  if (!Number.isInteger(orderId)) return null;
  const payment = body.payment;
  if (payment.type === 'redirect' && typeof payment.url === 'string') return { orderId, accessToken: body.accessToken, payment: { type: 'redirect', url: payment.url } };
  if (payment.type === 'bank-transfer') return { orderId, accessToken: body.accessToken, payment: { type: 'bank-transfer' } };
  return null;
}

function readFieldErrors(body: unknown): Record<string, string[]> {
  const errors = isObject(body) && isObject(body.errors) ? body.errors : {};
  const out: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors)) {
    // The server names fields by their path: 'customer.email' is the shipping field 'email'.
    const field = path.startsWith('customer.') ? path.slice('customer.'.length) : path;
    out[field] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
  }
  return out;
}

function readProductName(body: Json): string | null {
  const product = body.product;
  if (isObject(product) && typeof product.name === 'string') return product.name;
  if (typeof body.productName === 'string') return body.productName;
  return null;
}

export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const body = JSON.stringify(input);
  // Placing an order may include the provider's session call: a longer wait than a plain read.
  const result = await callApi(
    '/api/orders',
    { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKeyFor(body) }, body },
    PLACE_ORDER_TIMEOUT_MS,
  );
  if (result.kind !== 'answer') return result;
  const { status, body: answer } = result;
  if (status === 200 || status === 201) {
    const order = readPlaced(answer);
    if (!order) return { kind: 'failed' };
    forgetAttempt();
    return { kind: 'placed', order };
  }
  const message = isObject(answer) && typeof answer.error === 'string' ? answer.error : '';
  if (status === 400) return { kind: 'invalid', fields: readFieldErrors(answer), message };
  if (status === 429) return { kind: 'rate-limited' };
  if (status === 409 || status === 404 || status === 422 || status === 502) {
    // 502: the order exists but the provider's session failed; the same key retries it.
    // A key already used with another body (422) can't succeed again: the next try gets a new key.
    if (status === 422) forgetAttempt();
    const code = isObject(answer) && typeof answer.code === 'string' ? answer.code : '';
    return { kind: 'conflict', code, message, product: isObject(answer) ? readProductName(answer) : null };
  }
  return { kind: 'failed' };
}
