// The order as the thank-you page shows it, read from GET /api/checkout/orders/{id}, the order's access
// token in the X-Order-Token header (never in the address: servers and proxies log those).
// This file is the one place that knows the API's shape.
import { ORDER_TOKEN_HEADER } from '../../domain/orders/order-link.ts';
import { callApi } from '../http.ts';

export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'completed' | 'cancelled';
export type PaymentMethod = 'credit-card' | 'paypal' | 'bank-transfer';

export interface OrderLine {
  name: string;
  sizeMl: number | null;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

/** The EPC QR code, drawn by the server: a path of dark modules in a size x size box. */
export interface PaymentQr {
  payload: string;
  size: number;
  path: string;
}

export interface BankTransferDetails {
  holder: string;
  iban: string;
  bic: string;
  bank: string;
  amountCents: number;
  communication: string;
  qr: PaymentQr | null;
}

export interface OrderView {
  id: number;
  number: string;
  createdAt: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** While the order is unpaid: until when its items are reserved. */
  holdUntil: string | null;
  items: OrderLine[];
  subtotalCents: number;
  discountCents: number;
  promoCode: string | null;
  shippingCents: number;
  vatCents: number;
  vatRateBp: number;
  /** 'export': a VAT-free parcel to the UK, whose import charges the shopper pays at delivery. */
  vatScheme: 'be' | 'oss' | 'uk' | 'export';
  totalCents: number;
  shipping: { firstName: string; lastName: string; email: string; phone: string | null; address: string; city: string; postalCode: string; country: string };
  bankTransfer: BankTransferDetails | null;
  deliveryDays: { min: number; max: number } | null;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const int = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

function readLine(v: unknown): OrderLine | null {
  if (!isObject(v)) return null;
  const quantity = int(v.quantity);
  const unitPriceCents = int(v.unitPriceCents);
  return {
    name: str(v.name),
    sizeMl: v.sizeMl == null ? null : int(v.sizeMl),
    quantity,
    unitPriceCents,
    lineTotalCents: v.lineTotalCents == null ? unitPriceCents * quantity : int(v.lineTotalCents),
  };
}

function readQr(v: unknown): PaymentQr | null {
  // Only path commands of whole numbers: anything else is not a drawing this page made.
  if (!isObject(v) || typeof v.path !== 'string' || !/^[Mhvz\d -]+$/.test(v.path)) return null;
  const size = int(v.size);
  return size > 0 ? { payload: str(v.payload), size, path: v.path } : null;
}

function readBank(v: unknown): BankTransferDetails | null {
  if (!isObject(v)) return null;
  return {
    holder: str(v.holder),
    iban: str(v.iban),
    bic: str(v.bic),
    bank: str(v.bank),
    amountCents: int(v.amountCents),
    communication: str(v.communication),
    qr: readQr(v.qr),
  };
}

export function readOrderView(body: unknown): OrderView | null {
  const o = isObject(body) && isObject(body.order) ? body.order : body;
  if (!isObject(o) || !Array.isArray(o.items) || !isObject(o.shipping)) return null;
  const s = o.shipping;
  return {
    id: int(o.id),
    number: str(o.number) || str(o.id),
    createdAt: str(o.createdAt),
    status: str(o.status) as OrderStatus,
    paymentMethod: str(o.paymentMethod) as PaymentMethod,
    holdUntil: str(o.holdUntil) || null,
    items: o.items.map(readLine).filter((l): l is OrderLine => l !== null),
    subtotalCents: int(o.subtotalCents),
    discountCents: int(o.discountCents),
    promoCode: typeof o.promoCode === 'string' && o.promoCode ? o.promoCode : null,
    shippingCents: int(o.shippingCents),
    vatCents: int(o.vatCents),
    vatRateBp: o.vatRateBp == null ? 2100 : int(o.vatRateBp),
    vatScheme: (['be', 'oss', 'uk', 'export'] as const).find((s) => s === o.vatScheme) ?? 'be',
    totalCents: int(o.totalCents),
    shipping: {
      firstName: str(s.firstName),
      lastName: str(s.lastName),
      email: str(s.email),
      phone: str(s.phone) || null,
      address: str(s.address),
      city: str(s.city),
      postalCode: str(s.postalCode),
      country: str(s.country),
    },
    bankTransfer: readBank(o.bankTransfer),
    deliveryDays: isObject(o.deliveryDays) ? { min: int(o.deliveryDays.min), max: int(o.deliveryDays.max) } : null,
  };
}

export type OrderFetch = { kind: 'order'; order: OrderView } | { kind: 'not-found' } | { kind: 'rate-limited' } | { kind: 'unavailable' };

export async function fetchOrder(id: string, token: string): Promise<OrderFetch> {
  const result = await callApi(`/api/checkout/orders/${encodeURIComponent(id)}`, { headers: { [ORDER_TOKEN_HEADER]: token } }, 10000);
  if (result.kind !== 'answer') return { kind: 'unavailable' };
  if (result.status === 200) {
    const order = readOrderView(result.body);
    return order ? { kind: 'order', order } : { kind: 'unavailable' };
  }
  if (result.status === 429) return { kind: 'rate-limited' };
  // A wrong token answers like an unknown order: nobody learns which orders exist.
  if (result.status === 400 || result.status === 401 || result.status === 403 || result.status === 404) return { kind: 'not-found' };
  return { kind: 'unavailable' };
}

export type PaymentNext = { kind: 'redirect'; url: string } | { kind: 'bank-transfer'; order: OrderView };

/**
 * Paying a pending order again: the same method (a new or the same hosted payment page), or another
 * one, which the order switches to first. A bank transfer answers with the order, now awaiting it.
 * Null when the server could not do it.
 */
export async function resumePayment(id: string, token: string, method?: PaymentMethod): Promise<PaymentNext | null> {
  const init: RequestInit = method
    ? { method: 'POST', headers: { [ORDER_TOKEN_HEADER]: token, 'content-type': 'application/json' }, body: JSON.stringify({ paymentMethod: method }) }
    : { method: 'POST', headers: { [ORDER_TOKEN_HEADER]: token } };
  const result = await callApi(`/api/checkout/orders/${encodeURIComponent(id)}/payment`, init, 15000);
  if (result.kind !== 'answer' || result.status !== 200 || !isObject(result.body) || !isObject(result.body.payment)) return null;
  const payment = result.body.payment;
  if (payment.type === 'redirect' && typeof payment.url === 'string') return { kind: 'redirect', url: payment.url };
  const order = payment.type === 'bank-transfer' ? readOrderView(result.body.order) : null;
  return order ? { kind: 'bank-transfer', order } : null;
}
