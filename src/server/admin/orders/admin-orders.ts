// The back-office's orders: a server-side paginated, searchable, filterable list, one order with its
// lines and status history, and deletion. Amounts are given in euros (the spec's shape) and in cents;
// the owner's money view (breakdown, payment reference, amounts due and paid, who changed the status)
// is built here from the stored cents, so the browser only formats it.
import { z } from 'zod';
import {
  amountDueCents,
  amountPaidCents,
  orderBreakdown,
  paymentReference,
  type BreakdownLine,
  type OrderAmounts,
  type PaymentReference,
} from '../../../domain/orders/order-money.ts';
import { statusActor, type StatusActor } from '../../../domain/orders/status-actor.ts';
import type { VatScheme } from '../../../domain/tax/vat-rules.ts';
import { getSql } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../orders/order-repository.ts';
import { parseWith } from '../validation.ts';
import { orderEmails, type OrderEmailView } from '../../mail/outbox/order-email-log.ts';
import { paymentHistory, type PaymentHistoryEntry } from './payment-history.ts';

export const ORDER_MESSAGES = {
  notFound: 'Commande introuvable.',
  deleted: 'Commande supprimée avec succès !',
  statusLabels: { pending: 'En attente', paid: 'Payée', shipped: 'Expédiée', completed: 'Complétée', cancelled: 'Annulée' } as Record<OrderStatus, string>,
  statusChanged: (id: number, label: string) => `Statut de la commande #${id} mis à jour vers ${label}`,
  emailSent: 'E-mail de confirmation envoyé.',
} as const;

export interface AdminOrderItem {
  id: number;
  product_id: number | null;
  quantity: number;
  price: number;
  price_cents: number;
  size_ml: number | null;
  product: { name: string };
}

/** The order's stored cents (OrderAmounts), also in euros for the spec's clients. */
export interface AdminOrder extends OrderAmounts {
  id: number;
  number: string;
  status: OrderStatus;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  address: string;
  city: string;
  postal_code: string;
  country: string;
  language: 'fr' | 'en' | 'nl';
  payment_method: string;
  payment_provider: string | null;
  payment_id: string | null;
  subtotal: number;
  discount: number;
  shipping: number;
  vat: number;
  total: number;
  /** Under which rules the VAT was charged: be, oss, uk or export (VAT-free). */
  vat_scheme: VatScheme;
  hold_until: string | null;
  paid_at: string | null;
  /** When a payment came in for this order while it was cancelled and it stays so: to refund. */
  refund_needed_at: string | null;
  created_at: string;
  updated_at: string;
  /** A bank transfer's structured communication (+++xxx/xxxx/xxxxx+++); null for the other methods. */
  structured_communication: string | null;
  /** What to match the money with: the communication of a transfer, else the provider's payment id. */
  payment_reference: PaymentReference | null;
  amount_paid_cents: number;
  amount_due_cents: number;
  /** The totals line by line, as the invoice prints them. */
  breakdown: BreakdownLine[];
  items: AdminOrderItem[];
  status_history: {
    id: number;
    from_status: OrderStatus | null;
    to_status: OrderStatus;
    changed_by: string;
    actor: StatusActor;
    note: string | null;
    changed_at: string;
  }[];
}

const ORDER_SELECT = `
  select o.id, 'ML-' || lpad(o.id::text, 6, '0') as number, o.status, o.name, o.first_name, o.last_name, o.email,
         o.phone, o.address, o.city, o.postal_code, o.country, o.language, o.payment_method, o.payment_provider,
         o.payment_id, o.promo_code,
         o.subtotal_cents / 100.0 as subtotal, o.discount_cents / 100.0 as discount, o.shipping_cents / 100.0 as shipping,
         o.vat_cents / 100.0 as vat, o.total_cents / 100.0 as total,
         o.subtotal_cents, o.discount_cents, o.shipping_cents, o.vat_cents, o.vat_rate_bp, o.vat_scheme, o.total_cents,
         o.hold_until, o.paid_at, o.refund_needed_at, o.created_at, o.updated_at,
         coalesce((select json_agg(json_build_object('id', i.id, 'product_id', i.product_id, 'quantity', i.quantity,
                     'price', i.unit_price_cents / 100.0, 'price_cents', i.unit_price_cents, 'size_ml', i.size_ml,
                     'product', json_build_object('name', i.product_name)) order by i.id)
                   from public.order_items i where i.order_id = o.id), '[]'::json) as items,
         coalesce((select json_agg(json_build_object('id', h.id, 'from_status', h.from_status, 'to_status', h.to_status,
                     'changed_by', h.changed_by, 'note', h.note, 'changed_at', h.changed_at) order by h.changed_at, h.id)
                   from public.order_status_history h where h.order_id = o.id), '[]'::json) as status_history,
         (select json_build_object('cents', coalesce(sum(e.amount_cents), 0), 'unknown', count(*) filter (where e.amount_cents is null))
            from public.payment_events e where e.order_id = o.id and e.outcome = 'succeeded') as received
    from public.orders o`;

type Derived = 'structured_communication' | 'payment_reference' | 'amount_paid_cents' | 'amount_due_cents' | 'breakdown' | 'status_history';

interface OrderRow extends Omit<AdminOrder, Derived | 'subtotal' | 'discount' | 'shipping' | 'vat' | 'total' | 'hold_until' | 'paid_at' | 'refund_needed_at' | 'created_at' | 'updated_at'> {
  subtotal: string | number;
  discount: string | number;
  shipping: string | number;
  vat: string | number;
  total: string | number;
  hold_until: Date | null;
  paid_at: Date | null;
  refund_needed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  status_history: Omit<AdminOrder['status_history'][number], 'actor'>[];
  /** The received payments' reported amounts, and how many were recorded without one. */
  received: { cents: number | string; unknown: number | string };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toAdminOrder({ received, ...row }: OrderRow): AdminOrder {
  const paid = amountPaidCents({
    status: row.status,
    total_cents: row.total_cents,
    paid_at: row.paid_at,
    provider_paid_cents: Number(received.cents),
    payments_without_amount: Number(received.unknown),
  });
  const reference = paymentReference(row);
  return {
    ...row,
    structured_communication: reference?.kind === 'communication' ? reference.value : null,
    payment_reference: reference,
    amount_paid_cents: paid,
    amount_due_cents: amountDueCents(row, paid),
    breakdown: orderBreakdown(row),
    subtotal: Number(row.subtotal),
    discount: Number(row.discount),
    shipping: Number(row.shipping),
    vat: Number(row.vat),
    total: Number(row.total),
    hold_until: iso(row.hold_until),
    paid_at: iso(row.paid_at),
    refund_needed_at: iso(row.refund_needed_at),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    status_history: row.status_history.map((h) => ({ ...h, actor: statusActor(h.changed_by, h.note), changed_at: iso(h.changed_at)! })),
  };
}

export const orderListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(200).default(''),
  status: z.enum(['all', ...ORDER_STATUSES]).default('all'),
  date: z.enum(['all', 'today', 'week', 'month']).default('all'),
  // keyset paging (the Kanban's "show more"): only the orders listed after this one. Unlike an offset,
  // it does not skip an order when a card above it has meanwhile moved to another column.
  after: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export function readOrderListQuery(url: URL): OrderListQuery {
  const raw = Object.fromEntries([...url.searchParams.entries()].filter(([, v]) => v !== ''));
  return parseWith(orderListQuery, raw);
}

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

/** Spec filters: search on id (or ML-000123), name and e-mail; today (Brussels time), last 7 days, last month. */
function whereClause(query: OrderListQuery): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.search) {
    const idMatch = /^(?:#|ml-?)?0*(\d{1,15})$/i.exec(query.search);
    params.push(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const like = `$${params.length}`;
    let idCondition = '';
    if (idMatch) {
      params.push(Number(idMatch[1]));
      idCondition = ` or o.id = $${params.length}`;
    }
    conditions.push(`(o.name ilike ${like} or o.email ilike ${like}${idCondition})`);
  }
  if (query.status !== 'all') {
    params.push(query.status);
    conditions.push(`o.status = $${params.length}::public.order_status`);
  }
  if (query.date === 'today') {
    conditions.push(`o.created_at >= (date_trunc('day', now() at time zone 'Europe/Brussels') at time zone 'Europe/Brussels')`);
  } else if (query.date === 'week') {
    conditions.push(`o.created_at >= now() - interval '7 days'`);
  } else if (query.date === 'month') {
    conditions.push(`o.created_at >= now() - interval '1 month'`);
  }
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

export interface Statement {
  text: string;
  params: unknown[];
}

/** The filtered count of a list: the whole filtered list (a Kanban column's count); a cursor only moves the window. */
export function orderCountStatement(query: OrderListQuery): Statement {
  const where = whereClause(query);
  return { text: `select count(*)::int as total from public.orders o ${where.sql}`, params: where.params };
}

/** A list page's orders, given the filtered count (the bench EXPLAINs both statements). */
export function orderPageStatement(query: OrderListQuery, total: number): Statement {
  const where = whereClause(query);
  const params = [...where.params];
  let conditions = where.sql;
  if (query.after !== undefined) {
    params.push(query.after);
    // an order that has since been deleted leaves no position to continue from: the page is empty
    const cursor = `(o.created_at, o.id) < (select c.created_at, c.id from public.orders c where c.id = $${params.length})`;
    conditions = conditions ? `${conditions} and ${cursor}` : `where ${cursor}`;
  }
  const offset = (query.page - 1) * query.per_page;
  // A page in the older half is counted from the oldest end: the index is walked past at most half the
  // list (the last of 10,000 pages skips 0 orders, not 99,990). Not with a cursor: `total` counts the
  // whole column, not what is left after the cursor.
  const fromOldest = query.after === undefined && offset > total / 2 && offset < total;
  const window = fromOldest
    ? `order by o.created_at, o.id limit ${Math.min(query.per_page, total - offset)} offset ${Math.max(0, total - offset - query.per_page)}`
    : `order by o.created_at desc, o.id desc limit ${query.per_page} offset ${offset}`;
  // The page's ids first, then their rows: an offset skips rows only after computing their select list,
  // so with the lines and history sub-selects beside it page 10,000 took seconds; the ids alone come
  // from an index.
  return { text: `${ORDER_SELECT} where o.id in (select o.id from public.orders o ${conditions} ${window}) order by o.created_at desc, o.id desc`, params };
}

export async function listOrders(query: OrderListQuery): Promise<Page<AdminOrder>> {
  const sql = getSql();
  const count = orderCountStatement(query);
  const [{ total } = { total: 0 }] = await sql.unsafe<{ total: number }[]>(count.text, count.params as never[]);
  const page = orderPageStatement(query, total);
  const rows = await sql.unsafe<OrderRow[]>(page.text, page.params as never[]);
  return { data: rows.map(toAdminOrder), total, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total / query.per_page)) };
}

/** One order with its payment events and its e-mails (the outbox rows: state, attempts, last error). */
export async function getAdminOrder(id: number): Promise<AdminOrder & { payment_events: PaymentHistoryEntry[]; emails: OrderEmailView[] }> {
  const [[row], payments, emails] = await Promise.all([getSql().unsafe<OrderRow[]>(`${ORDER_SELECT} where o.id = $1`, [id]), paymentHistory(id), orderEmails(id)]);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return { ...toAdminOrder(row), payment_events: payments, emails };
}

/**
 * Deletes an order with its lines and history. Stock an unshipped order still holds (pending or
 * paid, not yet released) goes back to the products in the same statement.
 */
export async function deleteOrder(id: number): Promise<{ restocked: boolean }> {
  const [row] = await getSql().unsafe<{ deleted: number; restocked: number }[]>(
    `with o as (select id, status, stock_released from public.orders where id = $1),
          lines as (
            select product_id, sum(quantity)::int as quantity from public.order_items
             where order_id = $1 and product_id is not null group by product_id
          ),
          restock as (
            update public.products p set stock = p.stock + l.quantity from lines l
             where p.id = l.product_id
               and exists (select 1 from o where o.status in ('pending', 'paid') and not o.stock_released)
            returning p.id
          ),
          d as (delete from public.orders where id = $1 returning id)
     select (select count(*) from d)::int as deleted, (select count(*) from restock)::int as restocked`,
    [id],
  );
  if (!row?.deleted) throw notFound(ORDER_MESSAGES.notFound);
  return { restocked: row.restocked > 0 };
}
