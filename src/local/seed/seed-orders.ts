// Turns the demo order history into rows (amounts from the shop's one price computation for the
// destination, with the seeded VAT settings and the rates of the day, a status history per
// transition, random tokens) and inserts orders, items and history in one statement.
// Seeded orders are history: they do not take stock from the products.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  customerColumns,
  moneyColumns,
  type OrderCustomerColumns,
  type OrderMoneyColumns,
} from '../../domain/orders/order-columns.ts';
import { destinationTotals } from '../../domain/tax/destination-totals.ts';
import { brusselsDay, HOME_COUNTRY, rateOn, type VatRate } from '../../domain/tax/vat-rates.ts';
import { destinationVat, type VatSettings } from '../../domain/tax/vat-rules.ts';
import type { Sql } from '../../server/db/client.ts';
import type { SeedProduct } from './catalog-data.ts';
import type { OrderStatus } from '../../domain/vocabulary/order-status.ts';
import type { PaymentMethod } from '../../domain/vocabulary/payment-method.ts';
import { SEED_CUSTOMERS, SEED_ORDERS, type SeedOrderSpec } from './order-data.ts';

export const SEED_SHIPPING_FEE_CENTS = 1000;
/** As the admin wrote it (and as the cart's banner advertises it); matched in any case. */
export const SEED_PROMO = { code: 'WELCOME10', percentOff: 10 } as const;
// Actors and notes as the shop's own status changes write them (see set_order_status and its callers).
const ADMIN = 'admin:admin@maison.local';
const HOUR = 3_600_000;
const HOLD_MINUTES: Record<PaymentMethod, number> = { 'credit-card': 60, paypal: 60, 'bank-transfer': 10080 };

export interface SeedOrderRow extends OrderCustomerColumns, OrderMoneyColumns {
  status: OrderStatus;
  language: string;
  payment_method: PaymentMethod;
  promo_code: string | null;
  payment_provider: string | null;
  payment_id: string | null;
  access_token_hash: string;
  idempotency_key: string;
  request_hash: string;
  hold_until: string;
  stock_released: boolean;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SeedItemRow {
  idempotency_key: string;
  product_id: number;
  product_name: string;
  size_ml: number;
  unit_price_cents: number;
  quantity: number;
}

export interface SeedHistoryRow {
  idempotency_key: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  changed_by: string;
  note: string | null;
  changed_at: string;
}

export interface SeedOrderRows {
  orders: SeedOrderRow[];
  items: SeedItemRow[];
  history: SeedHistoryRow[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function paymentReference(method: PaymentMethod): { provider: string | null; id: string | null } {
  if (method === 'credit-card') return { provider: 'test', id: `test_${randomBytes(12).toString('hex')}` };
  if (method === 'paypal') {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    return { provider: 'paypal', id: Array.from(randomBytes(17), (b) => alphabet[b % alphabet.length]).join('') };
  }
  return { provider: null, id: null };
}

/** The status changes an order went through, with plausible delays between them. */
function timeline(
  spec: SeedOrderSpec,
  created: number,
  provider: string | null,
): { status: OrderStatus; at: number; by: string; note: string | null }[] {
  const steps: { status: OrderStatus; at: number; by: string; note: string | null }[] = [
    { status: 'pending', at: created, by: 'shopper', note: 'order placed' },
  ];
  const paidAt = created + (spec.method === 'bank-transfer' ? 26 * HOUR : 4 * 60_000);
  // A bank transfer is marked paid by the admin; a card or PayPal payment by the provider's event.
  const paidStep = provider
    ? {
        status: 'paid' as OrderStatus,
        at: paidAt,
        by: provider,
        note: `payment evt_${randomBytes(10).toString('hex')}`,
      }
    : { status: 'paid' as OrderStatus, at: paidAt, by: ADMIN, note: null };
  switch (spec.status) {
    case 'pending':
      return steps;
    case 'cancelled':
      return spec.cancelledAfterPayment
        ? [...steps, paidStep, { status: 'cancelled', at: paidAt + 20 * HOUR, by: ADMIN, note: null }]
        : [
            ...steps,
            {
              status: 'cancelled',
              at: created + HOLD_MINUTES[spec.method] * 60_000,
              by: 'system',
              note: 'unpaid: payment time expired',
            },
          ];
    default: {
      const all = [...steps, paidStep];
      if (spec.status === 'paid') return all;
      const shippedAt = paidAt + 20 * HOUR;
      all.push({ status: 'shipped', at: shippedAt, by: ADMIN, note: null });
      if (spec.status === 'completed')
        all.push({ status: 'completed', at: shippedAt + 72 * HOUR, by: ADMIN, note: null });
      return all;
    }
  }
}

/** `vat`: the seeded shop's VAT settings (seed-settings.ts SEED_VAT); `rates`: public.vat_rates. */
export function buildSeedOrders(
  products: ReadonlyMap<string, { id: number; product: SeedProduct }>,
  now: number,
  vat: { settings: VatSettings; rates: readonly VatRate[] },
): SeedOrderRows {
  const { settings: seedVat, rates } = vat;
  const rows: SeedOrderRows = { orders: [], items: [], history: [] };
  for (const spec of SEED_ORDERS) {
    const customer = SEED_CUSTOMERS[spec.customer]!;
    const lines = spec.lines.map(([key, quantity]) => {
      const found = products.get(key);
      if (!found) throw new Error(`Seed order refers to an unknown product: ${key}`);
      return { ...found, quantity };
    });
    const created = now - spec.hoursAgo * HOUR;
    const day = brusselsDay(new Date(created));
    const treatment = destinationVat(customer.country, seedVat, rates, day);
    if (!treatment) throw new Error(`The seeded settings do not ship to ${customer.country}`);
    const totals = destinationTotals(
      lines.map((l) => ({ unitPriceCents: l.product.priceCents, quantity: l.quantity })),
      {
        percentOff: spec.promo ? SEED_PROMO.percentOff : 0,
        shippingFeeCents: SEED_SHIPPING_FEE_CENTS,
        homeRateBp: rateOn(rates, HOME_COUNTRY, day),
        pricing: seedVat.pricing,
        exportPricing: seedVat.exportPricing,
        treatment,
        ukLowValueLimitCents: seedVat.ukLowValueLimitCents,
      },
    );
    const reachedPayment = spec.status !== 'pending' && !(spec.status === 'cancelled' && !spec.cancelledAfterPayment);
    const payment = reachedPayment ? paymentReference(spec.method) : { provider: null, id: null };
    const steps = timeline(spec, created, payment.provider);
    const paid = steps.find((s) => s.status === 'paid');
    const key = randomUUID();
    rows.orders.push({
      status: spec.status,
      ...customerColumns(customer),
      language: customer.language,
      payment_method: spec.method,
      ...moneyColumns(totals),
      promo_code: spec.promo ? SEED_PROMO.code : null,
      payment_provider: payment.provider,
      payment_id: payment.id,
      access_token_hash: sha256(randomBytes(32).toString('base64url')),
      idempotency_key: key,
      request_hash: sha256(randomBytes(32).toString('hex')),
      hold_until: new Date(created + HOLD_MINUTES[spec.method] * 60_000).toISOString(),
      stock_released: spec.status === 'cancelled',
      paid_at: paid ? new Date(paid.at).toISOString() : null,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(steps.at(-1)!.at).toISOString(),
    });
    lines.forEach((line, i) => {
      rows.items.push({
        idempotency_key: key,
        product_id: line.id,
        product_name: line.product.texts[customer.language].name,
        size_ml: line.product.sizeMl,
        unit_price_cents: totals.lines[i]!.unitPriceCents,
        quantity: line.quantity,
      });
    });
    steps.forEach((step, i) => {
      rows.history.push({
        idempotency_key: key,
        from_status: i === 0 ? null : steps[i - 1]!.status,
        to_status: step.status,
        changed_by: step.by,
        note: step.note,
        changed_at: new Date(step.at).toISOString(),
      });
    });
  }
  return rows;
}

/** Orders, items and history in one statement: items and history find their order by its idempotency key. */
export async function insertSeedOrders(sql: Sql, rows: SeedOrderRows): Promise<void> {
  await sql`
with input as (
  select * from json_to_recordset(${JSON.stringify(rows.orders)}::text::json) as x(
    status public.order_status, first_name text, last_name text, email text, phone text, address text, city text,
    postal_code text, country text, language public.shop_language, payment_method public.payment_method,
    subtotal_cents integer, discount_cents integer, shipping_cents integer, total_cents integer, vat_cents integer,
    vat_rate_bp integer, vat_scheme text, promo_code text, payment_provider text, payment_id text, access_token_hash text, idempotency_key text,
    request_hash text, hold_until timestamptz, stock_released boolean, paid_at timestamptz,
    created_at timestamptz, updated_at timestamptz)
), inserted as (
  insert into public.orders (status, first_name, last_name, email, phone, address, city, postal_code, country,
    language, payment_method, subtotal_cents, discount_cents, shipping_cents, total_cents, vat_cents, vat_rate_bp,
    vat_scheme, promo_code, payment_provider, payment_id, access_token_hash, idempotency_key, request_hash, hold_until,
    stock_released, paid_at, created_at, updated_at)
  select status, first_name, last_name, email, phone, address, city, postal_code, country,
    language, payment_method, subtotal_cents, discount_cents, shipping_cents, total_cents, vat_cents, vat_rate_bp,
    vat_scheme, promo_code, payment_provider, payment_id, access_token_hash, idempotency_key, request_hash, hold_until,
    stock_released, paid_at, created_at, updated_at
  from input order by created_at
  returning id, idempotency_key
), items as (
  insert into public.order_items (order_id, product_id, product_name, size_ml, unit_price_cents, quantity)
  select o.id, x.product_id, x.product_name, x.size_ml, x.unit_price_cents, x.quantity
  from json_to_recordset(${JSON.stringify(rows.items)}::text::json) as x(idempotency_key text, product_id bigint, product_name text, size_ml integer,
    unit_price_cents integer, quantity integer)
  join inserted o using (idempotency_key)
  returning 1
), history as (
  insert into public.order_status_history (order_id, from_status, to_status, changed_by, note, changed_at)
  select o.id, x.from_status, x.to_status, x.changed_by, x.note, x.changed_at
  from json_to_recordset(${JSON.stringify(rows.history)}::text::json) as x(idempotency_key text, from_status public.order_status,
    to_status public.order_status, changed_by text, note text, changed_at timestamptz)
  join inserted o using (idempotency_key)
  order by x.changed_at
  returning 1
)
select (select count(*)::int from inserted) as orders, (select count(*)::int from items) as items,
  (select count(*)::int from history) as history`;
}
