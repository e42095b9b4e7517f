// The back-office's returns: every withdrawal with its order, its deadlines and what was refunded since
// (read from the ledger, so "refunded" is true exactly when money went back).
import type { AdminWithdrawal, ReturnStatus } from '../../contract/admin/withdrawals.ts';
import { orderNumber } from '../../domain/orders/order-number.ts';
import { getSql } from '../db/client.ts';
import { notFound } from '../http/errors.ts';

interface Row {
  id: number;
  order_id: number;
  name: string;
  email: string;
  lines: AdminWithdrawal['lines'] | string;
  amount_cents: number;
  received_at: Date;
  received_brussels: string;
  period_ends_on: string | null;
  refund_due_on: string;
  goods_received_at: Date | null;
  refunded_cents: number | string;
  refused_at: Date | null;
  refusal_reason: string | null;
  past_due: boolean;
}

// a refusal is the owner's last word on the return; otherwise the money, then the parcel, say where it stands
const statusOf = (row: Row): ReturnStatus =>
  row.refused_at
    ? 'refused'
    : Number(row.refunded_cents) > 0
      ? 'refunded'
      : row.goods_received_at
        ? 'goods_received'
        : 'awaiting_goods';

/** Still to refund and past the law's 14 days. */
const overdue = (row: Row, status: ReturnStatus) =>
  row.past_due && (status === 'awaiting_goods' || status === 'goods_received');

function toAdmin(row: Row): AdminWithdrawal {
  const status = statusOf(row);
  return {
    id: Number(row.id),
    order_id: Number(row.order_id),
    order_number: orderNumber(Number(row.order_id)),
    name: row.name,
    email: row.email,
    lines: typeof row.lines === 'string' ? (JSON.parse(row.lines) as AdminWithdrawal['lines']) : row.lines,
    amount_cents: row.amount_cents,
    received_at: new Date(row.received_at).toISOString(),
    received_brussels: row.received_brussels,
    period_ends_on: row.period_ends_on,
    refund_due_on: row.refund_due_on,
    refund_overdue: overdue(row, status),
    goods_received_at: row.goods_received_at ? new Date(row.goods_received_at).toISOString() : null,
    refunded_cents: Number(row.refunded_cents),
    refused_at: row.refused_at ? new Date(row.refused_at).toISOString() : null,
    refusal_reason: row.refusal_reason,
    status,
  };
}

async function rows(filter: { id?: number; orderId?: number }): Promise<Row[]> {
  const sql = getSql();
  return sql<Row[]>`
    select w.id, w.order_id, w.name, w.email, w.lines, w.amount_cents, w.received_at, w.goods_received_at,
           w.refused_at, w.refusal_reason,
           to_char(w.received_brussels, 'YYYY-MM-DD HH24:MI') as received_brussels,
           to_char(w.period_ends_on, 'YYYY-MM-DD') as period_ends_on,
           -- the law's 14 days to refund, from the Brussels day of the withdrawal
           to_char(w.received_brussels::date + 14, 'YYYY-MM-DD') as refund_due_on,
           w.received_brussels::date + 14 < (now() at time zone 'Europe/Brussels')::date as past_due,
           coalesce((select sum(l.amount_cents) from public.order_ledger l
                      where l.order_id = w.order_id and l.direction = 'out' and l.created_at >= w.received_at), 0)
             as refunded_cents
      from public.withdrawals w
     where true
       ${filter.id === undefined ? sql`` : sql`and w.id = ${filter.id}`}
       ${filter.orderId === undefined ? sql`` : sql`and w.order_id = ${filter.orderId}`}
     order by w.received_at desc, w.id desc
     limit 500`;
}

export async function listWithdrawals(filter: { status?: ReturnStatus; orderId?: number }): Promise<AdminWithdrawal[]> {
  const all = (await rows(filter.orderId === undefined ? {} : { orderId: filter.orderId })).map(toAdmin);
  return filter.status ? all.filter((w) => w.status === filter.status) : all;
}

export async function markGoodsReceived(id: number, received: boolean): Promise<AdminWithdrawal> {
  const updated = await getSql()`
    update public.withdrawals set goods_received_at = ${received ? getSql()`now()` : null}
     where id = ${id} returning id`;
  if (updated.length === 0) throw notFound('No such withdrawal');
  return readWithdrawal(id);
}

export async function readWithdrawal(id: number): Promise<AdminWithdrawal> {
  const [row] = await rows({ id });
  if (!row) throw notFound('No such withdrawal');
  return toAdmin(row);
}
