// The back-office's orders: a server-side paginated, searchable, filterable list, one order with its
// lines and status history, and deletion. Amounts are given in euros (the spec's shape) and in cents;
// the owner's money view (breakdown, payment reference, amounts due and paid, who changed the status)
// is built here from the stored cents, so the browser only formats it. Shapes: src/contract/admin/orders.ts.
import type postgres from 'postgres';
import {
  ORDER_MESSAGES,
  type AdminOrder,
  type AdminOrderDetail,
  type OrderListQuery,
} from '../../contract/admin/orders.ts';
import { pageOf, type Page } from '../../contract/admin/page.ts';
import { orderBreakdown, paymentReference } from '../../domain/orders/order-money.ts';
import { communicationCandidates } from '../../domain/payments/communication-search.ts';
import { statusActor } from '../../domain/orders/status-actor.ts';
import { STOCK_HOLDING_STATUSES } from '../../domain/vocabulary/order-status.ts';
import { listAdminShipments } from '../shipping/shipments.ts';
import { getSql } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { orderEmails } from '../mail/queue/order-email-log.ts';
import { onlyRow } from '../db/rows.ts';
import { orderInvoices } from '../invoices/invoice-document.ts';
import { paymentHistory } from '../payments/payment-history.ts';
import { balanceDueCents, orderLedger } from '../payments/ledger.ts';

const orderSelect = () => getSql()`
  select o.id, 'ML-' || lpad(o.id::text, 6, '0') as number, o.status, o.name, o.first_name, o.last_name, o.email,
         o.phone, o.address, o.city, o.postal_code, o.country, o.language, o.payment_method, o.payment_provider,
         o.payment_id, o.promo_code,
         o.subtotal_cents / 100.0 as subtotal, o.discount_cents / 100.0 as discount, o.shipping_cents / 100.0 as shipping,
         o.vat_cents / 100.0 as vat, o.total_cents / 100.0 as total,
         o.subtotal_cents, o.discount_cents, o.shipping_cents, o.vat_cents, o.vat_rate_bp, o.vat_scheme, o.total_cents,
         o.hold_until, o.paid_at, o.refund_needed_at, o.created_at, o.updated_at, o.shipping_zone_name,
         o.shipping_weight_grams, o.gift_wrap, o.gift_wrap_cents, o.gift_message, o.samples,
         coalesce((select json_agg(json_build_object('id', i.id, 'product_id', i.product_id, 'quantity', i.quantity,
                     'price', i.unit_price_cents / 100.0, 'price_cents', i.unit_price_cents, 'size_ml', i.size_ml,
                     'restocked_quantity', i.restocked_quantity,
                     'product', json_build_object('name', i.product_name)) order by i.id)
                   from public.order_items i where i.order_id = o.id), '[]'::json) as items,
         coalesce((select json_agg(json_build_object('id', h.id, 'from_status', h.from_status, 'to_status', h.to_status,
                     'changed_by', h.changed_by, 'note', h.note, 'changed_at', h.changed_at) order by h.changed_at, h.id)
                   from public.order_status_history h where h.order_id = o.id), '[]'::json) as status_history,
         -- the ledger: what came in and what went back
         (select json_build_object('in', coalesce(sum(g.amount_cents) filter (where g.direction = 'in'), 0),
                                   'out', coalesce(sum(g.amount_cents) filter (where g.direction = 'out'), 0))
            from public.order_ledger g where g.order_id = o.id) as received,
         (select json_build_object('name', b.debtor_name, 'iban', b.debtor_iban) from public.bank_statement_entries b
           where b.order_id = o.id and b.decision = 'paid' order by b.id limit 1) as payer,
         (select e.outcome from public.payment_events e where e.order_id = o.id
           order by e.received_at desc, e.event_id desc limit 1) as last_payment_outcome
    from public.orders o`;

type Euros = 'subtotal' | 'discount' | 'shipping' | 'vat' | 'total';
type Instants = 'hold_until' | 'paid_at' | 'refund_needed_at';
type Stamps = 'created_at' | 'updated_at';
type Derived =
  | 'structured_communication'
  | 'payment_reference'
  | 'amount_paid_cents'
  | 'amount_due_cents'
  | 'balance_due_cents'
  | 'breakdown'
  | 'status_history';

/** An order as orderSelect reads it (the admin columns; public.orders itself is order-repository.ts OrderRow): numerics may come as text, instants as dates. */
type AdminOrderRow = Omit<AdminOrder, Derived | Euros | Instants | Stamps> &
  Record<Euros, string | number> &
  Record<Instants, Date | string | null> &
  Record<Stamps, Date | string> & {
    status_history: Omit<AdminOrder['status_history'][number], 'actor'>[];
    /** The ledger's sums: money in, money out. */
    received: { in: number | string; out: number | string };
    /** How the shipping fee was priced (the detail shows it). */
    shipping_zone_name: string | null;
    shipping_weight_grams: number | null;
  };

const iso = (d: Date | string) => new Date(d).toISOString();
const instant = (d: Date | string | null) => (d === null ? null : iso(d));

function toAdminOrder({
  received,
  shipping_zone_name: _zone,
  shipping_weight_grams: _weight,
  ...row
}: AdminOrderRow): AdminOrder {
  const paidAt = instant(row.paid_at);
  const sums = { receivedCents: Number(received.in), refundedCents: Number(received.out) };
  const balance = balanceDueCents(row, sums);
  const reference = paymentReference(row);
  return {
    ...row,
    structured_communication: reference?.kind === 'communication' ? reference.value : null,
    payment_reference: reference,
    amount_paid_cents: sums.receivedCents - sums.refundedCents,
    amount_due_cents: Math.max(0, balance),
    balance_due_cents: balance,
    breakdown: orderBreakdown(row),
    // jsonb: parsed by postgres.js, a string on a driver that does not
    samples: typeof row.samples === 'string' ? JSON.parse(row.samples) : row.samples,
    subtotal: Number(row.subtotal),
    discount: Number(row.discount),
    shipping: Number(row.shipping),
    vat: Number(row.vat),
    total: Number(row.total),
    hold_until: instant(row.hold_until),
    paid_at: paidAt,
    refund_needed_at: instant(row.refund_needed_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    status_history: row.status_history.map((h) => ({
      ...h,
      actor: statusActor(h.changed_by, h.note),
      changed_at: iso(h.changed_at),
    })),
  };
}

/** `where a and b and ...`, or nothing. */
function whereAll(conditions: readonly postgres.Fragment[]): postgres.Fragment {
  const sql = getSql();
  if (conditions.length === 0) return sql``;
  return sql`where ${conditions.flatMap((condition, i) => (i === 0 ? [condition] : [sql`and`, condition]))}`;
}

/**
 * `or` the orders whose structured communication ends with the digits typed (+++000/0000/05151+++,
 * 000/0000/05151, 05151): the few ids it can be, read on the primary key (communication-search.ts).
 */
function byCommunication(search: string): postgres.Fragment {
  const sql = getSql();
  const candidates = communicationCandidates(search);
  if (!candidates) return sql``;
  const { first, step } = candidates;
  return sql`or o.id = any(array(select ${first}::bigint + n * ${step}::bigint
                                   from generate_series(0, greatest(-1, ((select max(id) from public.orders) - ${first}::bigint) / ${step}::bigint)) n))`;
}

/** Spec filters: search on id (or ML-000123), the structured communication, name and e-mail; today (Brussels time), last 7 days, last month. */
function orderConditions(query: OrderListQuery): postgres.Fragment[] {
  const sql = getSql();
  const conditions: postgres.Fragment[] = [];
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const idMatch = /^(?:#|ml-?)?0*(\d{1,15})$/i.exec(query.search)?.[1];
    const byId = idMatch === undefined ? sql`` : sql`or o.id = ${Number(idMatch)}`;
    conditions.push(sql`(o.name ilike ${like} or o.email ilike ${like} ${byId} ${byCommunication(query.search)})`);
  }
  if (query.status !== 'all') conditions.push(sql`o.status = ${query.status}::public.order_status`);
  // money, from the ledger: to receive (balance above 0), or to pay back (the "to refund" list)
  const ledgerNet = sql`coalesce((select sum(case when g.direction = 'in' then g.amount_cents else -g.amount_cents end)
                                    from public.order_ledger g where g.order_id = o.id), 0)`;
  const owed = sql`(case when o.status = 'cancelled' then 0 else o.total_cents end)`;
  if (query.money === 'due') conditions.push(sql`${owed} > ${ledgerNet}`);
  if (query.money === 'to_refund') conditions.push(sql`${owed} < ${ledgerNet}`);
  if (query.date === 'today') {
    conditions.push(
      sql`o.created_at >= (date_trunc('day', now() at time zone 'Europe/Brussels') at time zone 'Europe/Brussels')`,
    );
  } else if (query.date === 'week') {
    conditions.push(sql`o.created_at >= now() - interval '7 days'`);
  } else if (query.date === 'month') {
    conditions.push(sql`o.created_at >= now() - interval '1 month'`);
  }
  return conditions;
}

/**
 * The filtered count of a list: the whole filtered list (a Kanban column's count); a cursor only moves the
 * window. Unsearched and over all dates (the table as it opens, each Kanban column) it is the sum of
 * public.order_month_totals (kept by a trigger on the orders): a few hundred rows, where counting
 * 100,000 orders took 115 ms on PGlite.
 */
export function orderCountQuery(query: OrderListQuery) {
  const sql = getSql();
  if (!query.search && query.date === 'all' && query.money === 'all') {
    const status = query.status === 'all' ? sql`` : sql`where t.status = ${query.status}::public.order_status`;
    return sql<
      { total: number }[]
    >`select coalesce(sum(t.orders), 0)::int as total from public.order_month_totals t ${status}`;
  }
  return sql<
    { total: number }[]
  >`select count(*)::int as total from public.orders o ${whereAll(orderConditions(query))}`;
}

/** A list page's orders, given the filtered count. */
export function orderPageQuery(query: OrderListQuery, total: number) {
  const sql = getSql();
  const conditions = orderConditions(query);
  // an order that has since been deleted leaves no position to continue from: the page is empty
  if (query.after !== undefined)
    conditions.push(
      sql`(o.created_at, o.id) < (select c.created_at, c.id from public.orders c where c.id = ${query.after})`,
    );
  const offset = (query.page - 1) * query.per_page;
  // A page in the older half is counted from the oldest end: the index is walked past at most half the
  // list (the last of 10,000 pages skips 0 orders, not 99,990). Not with a cursor: `total` counts the
  // whole column, not what is left after the cursor.
  const fromOldest = query.after === undefined && offset > total / 2 && offset < total;
  const window = fromOldest
    ? sql`order by o.created_at, o.id limit ${Math.min(query.per_page, total - offset)} offset ${Math.max(0, total - offset - query.per_page)}`
    : sql`order by o.created_at desc, o.id desc limit ${query.per_page} offset ${offset}`;
  // The page's ids first, then their rows: an offset skips rows only after computing their select list,
  // so with the lines and history sub-selects beside it page 10,000 took seconds; the ids alone come
  // from an index.
  return sql<
    AdminOrderRow[]
  >`${orderSelect()} where o.id in (select o.id from public.orders o ${whereAll(conditions)} ${window}) order by o.created_at desc, o.id desc`;
}

export async function listOrders(query: OrderListQuery): Promise<Page<AdminOrder>> {
  const { total } = onlyRow(await orderCountQuery(query), 'order count');
  const rows = await orderPageQuery(query, total);
  return pageOf(rows.map(toAdminOrder), total, query);
}

/** One order with its payment events and its e-mails (the outbox rows: state, attempts, last error). */
export async function getAdminOrder(id: number): Promise<AdminOrderDetail> {
  const [[row], payments, ledger, emails, invoices, shipments] = await Promise.all([
    getSql()<AdminOrderRow[]>`${orderSelect()} where o.id = ${id}`,
    paymentHistory(id),
    orderLedger(id),
    orderEmails(id),
    orderInvoices(id),
    listAdminShipments(id),
  ]);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return {
    ...toAdminOrder(row),
    payment_events: payments,
    ledger,
    emails,
    invoices,
    shipments,
    shipping_zone_name: row.shipping_zone_name ?? null,
    shipping_weight_grams: row.shipping_weight_grams ?? null,
  };
}

/**
 * Deletes an order with its lines and history. Stock an unshipped order still holds (pending or
 * paid, not yet released) goes back to the products in the same statement.
 */
export async function deleteOrder(id: number): Promise<{ restocked: boolean }> {
  const row = onlyRow(
    await getSql()<{ deleted: number; restocked: number }[]>`
      with o as (select id, status, stock_released from public.orders where id = ${id}),
           lines as (
             -- the units a refund put back on sale already are not given back twice
             select product_id, sum(quantity - restocked_quantity)::int as quantity from public.order_items
              where order_id = ${id} and product_id is not null group by product_id
           ),
           restock as (
             update public.products p set stock = p.stock + l.quantity from lines l
              where p.id = l.product_id
                and exists (select 1 from o where o.status = any(${STOCK_HOLDING_STATUSES}::public.order_status[]) and not o.stock_released)
             returning p.id
           ),
           d as (delete from public.orders where id = ${id} returning id)
      select (select count(*) from d)::int as deleted, (select count(*) from restock)::int as restocked`,
    'delete order',
  );
  if (!row.deleted) throw notFound(ORDER_MESSAGES.notFound);
  return { restocked: row.restocked > 0 };
}
