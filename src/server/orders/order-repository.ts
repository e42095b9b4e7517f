// Reading one order with its lines, as the thank-you page, the e-mails and the payment code need it;
// and the shape of an order row (public.orders), which the back-office's order reads share.
import type { OrderAmounts, OrderCustomer, OrderGift } from '../../contract/orders.ts';
import type { OrderCustomerColumns, OrderMoneyColumns } from '../../domain/orders/order-columns.ts';
import { orderNumber } from '../../domain/orders/order-number.ts';
import type { ShippingCountry } from '../../domain/vocabulary/country.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import type { OrderStatus } from '../../domain/vocabulary/order-status.ts';
import type { PaymentMethod } from '../../domain/vocabulary/payment-method.ts';
import { getSql, type Db } from '../db/client.ts';

export interface OrderDetails extends OrderAmounts {
  id: number;
  number: string;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  holdUntil: string | null;
  language: Language;
  paymentMethod: PaymentMethod;
  paymentProvider: string | null;
  paymentId: string | null;
  customer: OrderCustomer;
  /** Gift wrap, gift message (packing slip only, never the invoice) and free samples. */
  gift: OrderGift;
  /** The ledger's sums (docs/payments-ledger.md): money received and paid back so far. */
  money: { receivedCents: number; refundedCents: number };
  /** Server-only fields (never sent to a browser). */
  internal: { accessTokenHash: string; idempotencyKey: string; requestHash: string };
}

/** A row of public.orders as postgres.js reads it (timestamps as Dates). */
export interface OrderRow extends OrderCustomerColumns, OrderMoneyColumns {
  id: number;
  status: OrderStatus;
  /** first_name || ' ' || last_name (a generated column). */
  name: string;
  country: ShippingCountry;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
  hold_until: Date | null;
  refund_needed_at: Date | null;
  confirmation_sent_at: Date | null;
  stock_released: boolean;
  language: Language;
  payment_method: PaymentMethod;
  payment_provider: string | null;
  payment_id: string | null;
  promo_code: string | null;
  access_token_hash: string;
  idempotency_key: string;
  request_hash: string;
  /** How the shipping fee was priced (null: an order placed before shipping zones). */
  shipping_zone_name?: string | null;
  shipping_weight_grams?: number | null;
  gift_wrap: boolean;
  gift_message: string | null;
  /** [{ product_id, name }] (order-gifts.ts). */
  samples: { product_id: number | null; name: string }[];
}

/** A row of public.order_items. */
export interface OrderItemRow {
  product_id: number | null;
  product_name: string;
  size_ml: number | null;
  unit_price_cents: number;
  quantity: number;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

/** The gift part of an order row (samples is jsonb: postgres.js parses it; a string on some drivers). */
export function giftOf(row: Pick<OrderRow, 'gift_wrap' | 'gift_message' | 'samples'>): OrderGift {
  const samples = (
    typeof row.samples === 'string' ? JSON.parse(row.samples) : (row.samples ?? [])
  ) as OrderRow['samples'];
  return {
    wrap: row.gift_wrap,
    message: row.gift_message,
    samples: samples.map((s) => ({ productId: s.product_id, name: s.name })),
  };
}

type DetailsRow = OrderRow & { items: OrderItemRow[]; received_cents: number; refunded_cents: number };

function toOrderDetails(row: DetailsRow): OrderDetails {
  return {
    id: row.id,
    number: orderNumber(row.id),
    status: row.status,
    createdAt: iso(row.created_at),
    paidAt: isoOrNull(row.paid_at),
    holdUntil: isoOrNull(row.hold_until),
    language: row.language,
    paymentMethod: row.payment_method,
    paymentProvider: row.payment_provider,
    paymentId: row.payment_id,
    customer: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      city: row.city,
      postalCode: row.postal_code,
      country: row.country,
    },
    items: row.items.map((i) => ({
      productId: i.product_id,
      name: i.product_name,
      sizeMl: i.size_ml,
      unitPriceCents: i.unit_price_cents,
      quantity: i.quantity,
      lineTotalCents: i.unit_price_cents * i.quantity,
    })),
    gift: giftOf(row),
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    promoCode: row.promo_code,
    shippingCents: row.shipping_cents,
    giftWrapCents: row.gift_wrap_cents,
    vatCents: row.vat_cents,
    vatRateBp: row.vat_rate_bp,
    vatScheme: row.vat_scheme,
    totalCents: row.total_cents,
    money: { receivedCents: Number(row.received_cents), refundedCents: Number(row.refunded_cents) },
    internal: {
      accessTokenHash: row.access_token_hash,
      idempotencyKey: row.idempotency_key,
      requestHash: row.request_hash,
    },
  };
}

export async function getOrderDetails(orderId: number, sql: Db = getSql()): Promise<OrderDetails | null> {
  const [row] = await sql<DetailsRow[]>`
    select o.*,
           (select coalesce(sum(g.amount_cents), 0)::int from public.order_ledger g
             where g.order_id = o.id and g.direction = 'in') as received_cents,
           (select coalesce(sum(g.amount_cents), 0)::int from public.order_ledger g
             where g.order_id = o.id and g.direction = 'out') as refunded_cents,
           coalesce((select json_agg(json_build_object('product_id', i.product_id, 'product_name', i.product_name,
                       'size_ml', i.size_ml, 'unit_price_cents', i.unit_price_cents, 'quantity', i.quantity) order by i.id)
                       from public.order_items i where i.order_id = o.id), '[]'::json) as items
      from public.orders o where o.id = ${orderId}`;
  return row ? toOrderDetails(row) : null;
}
