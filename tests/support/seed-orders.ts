// Many orders at once, straight into public.orders (no stock taken, no e-mail): enough rows to page
// through a Kanban column, for the handler tests and for Playwright (through the shop's database).
import type postgres from 'postgres';
import { isSettled, type OrderStatus } from '../../src/domain/vocabulary/order-status.ts';

export interface SeededOrders {
  /** Newest first, as the admin lists them. */
  ids: number[];
}

/**
 * `count` orders of one status, created one minute apart going back from `newest` (so they sort
 * below anything placed meanwhile when `newest` is in the past), customers named `${label}-${n}`.
 */
export async function seedOrders(
  sql: postgres.Sql<Record<string, never>>,
  options: { count: number; status: OrderStatus; label: string; newest: Date },
): Promise<SeededOrders> {
  const { status, label, newest, count } = options;
  const rows = await sql<{ id: number }[]>`
    insert into public.orders (status, first_name, last_name, email, address, city, postal_code, country, payment_method,
                               subtotal_cents, shipping_cents, total_cents, vat_cents, access_token_hash, idempotency_key,
                               request_hash, created_at, paid_at)
    select ${status}::public.order_status, 'Seed', ${label} || '-' || g, 'seed.' || g || '@example.be', 'Rue Haute ' || g, 'Bruxelles', '1000',
           'BE', 'bank-transfer', 9000, 1000, 10000, 1736, repeat('5', 64), ${label} || '-' || g || '-' || gen_random_uuid(), 'seed',
           ${newest.toISOString()}::timestamptz - make_interval(mins => g),
           -- a settled order was paid (when it was placed): moving it to shipped or completed asks nothing
           case when ${isSettled(status)} then ${newest.toISOString()}::timestamptz - make_interval(mins => g) end
      from generate_series(1, ${count}::int) g
    returning id`;
  // a settled order's money in its ledger, as the payment that settled it would have written it
  await sql`select public.record_unrecorded_payments()`;
  // generate_series(1..n) goes back in time: the first row is the newest
  return { ids: rows.map((r) => Number(r.id)) };
}
