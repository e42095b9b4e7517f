// Many orders at once, straight into public.orders (no stock taken, no e-mail): enough rows to page
// through a Kanban column, for the handler tests and for Playwright (through the shop's database).
import type postgres from 'postgres';

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
  options: { count: number; status: 'pending' | 'paid' | 'shipped' | 'completed' | 'cancelled'; label: string; newest: Date },
): Promise<SeededOrders> {
  const rows = await sql.unsafe<{ id: number }[]>(
    `insert into public.orders (status, first_name, last_name, email, address, city, postal_code, country, payment_method,
                                subtotal_cents, shipping_cents, total_cents, vat_cents, access_token_hash, idempotency_key,
                                request_hash, created_at)
     select $1::public.order_status, 'Seed', $2 || '-' || g, 'seed.' || g || '@example.be', 'Rue Haute ' || g, 'Bruxelles', '1000',
            'BE', 'bank-transfer', 9000, 1000, 10000, 1736, repeat('5', 64), $2 || '-' || g || '-' || gen_random_uuid(), 'seed',
            $3::timestamptz - make_interval(mins => g)
       from generate_series(1, $4::int) g
     returning id`,
    [options.status, options.label, options.newest.toISOString(), options.count],
  );
  // generate_series(1..n) goes back in time: the first row is the newest
  return { ids: rows.map((r) => Number(r.id)) };
}
