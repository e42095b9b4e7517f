// Reading one order with its lines, as the thank-you page, the e-mails and the payment code need it.
import type { Language } from '../../domain/vocabulary/language.ts';
import { orderNumber } from '../../domain/orders/order-number.ts';
import type { VatScheme } from '../../domain/tax/vat-rules.ts';
import { getSql, type Sql } from '../db/client.ts';
import type { PaymentMethod } from '../settings/settings-repository.ts';

export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'completed' | 'cancelled';
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'shipped', 'completed', 'cancelled'];

export interface OrderLine {
  productId: number | null;
  name: string;
  sizeMl: number | null;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

export interface OrderDetails {
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
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    address: string;
    city: string;
    postalCode: string;
    country: string;
  };
  items: OrderLine[];
  subtotalCents: number;
  discountCents: number;
  promoCode: string | null;
  shippingCents: number;
  vatCents: number;
  vatRateBp: number;
  /** Under which rules the VAT was charged (Belgian, OSS, UK, VAT-free export). */
  vatScheme: VatScheme;
  totalCents: number;
  /** Server-only fields (never sent to a browser). */
  internal: { accessTokenHash: string; idempotencyKey: string; requestHash: string };
}

interface OrderRow {
  id: number;
  status: OrderStatus;
  created_at: Date;
  paid_at: Date | null;
  hold_until: Date | null;
  language: Language;
  payment_method: PaymentMethod;
  payment_provider: string | null;
  payment_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  subtotal_cents: number;
  discount_cents: number;
  promo_code: string | null;
  shipping_cents: number;
  vat_cents: number;
  vat_rate_bp: number;
  vat_scheme: VatScheme;
  total_cents: number;
  access_token_hash: string;
  idempotency_key: string;
  request_hash: string;
  items: { product_id: number | null; product_name: string; size_ml: number | null; unit_price_cents: number; quantity: number }[];
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function getOrderDetails(orderId: number, sql: Pick<Sql, 'unsafe'> = getSql()): Promise<OrderDetails | null> {
  const [row] = await sql.unsafe<OrderRow[]>(
    `select o.*,
            coalesce((select json_agg(json_build_object('product_id', i.product_id, 'product_name', i.product_name,
                        'size_ml', i.size_ml, 'unit_price_cents', i.unit_price_cents, 'quantity', i.quantity) order by i.id)
                        from public.order_items i where i.order_id = o.id), '[]'::json) as items
       from public.orders o where o.id = $1`,
    [orderId],
  );
  if (!row) return null;
  return {
    id: row.id,
    number: orderNumber(row.id),
    status: row.status,
    createdAt: iso(row.created_at)!,
    paidAt: iso(row.paid_at),
    holdUntil: iso(row.hold_until),
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
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    promoCode: row.promo_code,
    shippingCents: row.shipping_cents,
    vatCents: row.vat_cents,
    vatRateBp: row.vat_rate_bp,
    vatScheme: row.vat_scheme,
    totalCents: row.total_cents,
    internal: { accessTokenHash: row.access_token_hash, idempotencyKey: row.idempotency_key, requestHash: row.request_hash },
  };
}
