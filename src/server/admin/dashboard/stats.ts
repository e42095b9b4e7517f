// GET /api/admin/stats: real figures from the orders and the catalog (the spec's statistics were
// random placeholders). Revenue counts orders whose money arrived (paid, shipped, completed); order
// counts leave out cancelled orders. Months are Brussels calendar months, the last 12 with zeros.
import { getSql } from '../../db/client.ts';

export const LOW_STOCK_MAX = 10;
const EARNING = `o.status in ('paid', 'shipped', 'completed')`;

export interface AdminStats {
  counts: { orders: number; products: number; categories: number; pending_orders: number };
  orders_by_status: Record<string, number>;
  by_month: { month: string; orders: number; revenue_cents: number; revenue: number }[];
  revenue_cents: number;
  revenue: number;
  average_basket_cents: number;
  average_basket: number;
  best_sellers: { product_id: number | null; name: string; quantity: number; revenue_cents: number; revenue: number }[];
  stock: {
    in_stock: number;
    low: number;
    out: number;
    low_threshold: number;
    low_products: { id: number; name: string; stock: number }[];
  };
  recent_orders: { id: number; name: string; email: string; total: number; total_cents: number; status: string; created_at: string }[];
}

export async function getAdminStats(): Promise<AdminStats> {
  const sql = getSql();
  const [counts, byStatus, months, earnings, best, stock, lowProducts, recent] = await Promise.all([
    sql.unsafe<{ orders: number; products: number; categories: number }[]>(
      `select (select count(*)::int from public.orders) as orders, (select count(*)::int from public.products) as products,
              (select count(*)::int from public.categories) as categories`,
    ),
    sql.unsafe<{ status: string; n: number }[]>('select status::text, count(*)::int as n from public.orders group by status'),
    sql.unsafe<{ month: string; orders: number; revenue_cents: number }[]>(
      `with months as (
         select to_char(m, 'YYYY-MM') as month
           from generate_series(date_trunc('month', now() at time zone 'Europe/Brussels') - interval '11 months',
                                date_trunc('month', now() at time zone 'Europe/Brussels'), interval '1 month') as m
       ), o as (
         select to_char(date_trunc('month', o.created_at at time zone 'Europe/Brussels'), 'YYYY-MM') as month,
                o.status, o.total_cents
           from public.orders o
          where o.created_at >= (date_trunc('month', now() at time zone 'Europe/Brussels') - interval '11 months') at time zone 'Europe/Brussels'
       )
       select m.month,
              (select count(*)::int from o where o.month = m.month and o.status <> 'cancelled') as orders,
              (select coalesce(sum(o.total_cents), 0)::int from o where o.month = m.month and ${EARNING}) as revenue_cents
         from months m order by m.month`,
    ),
    sql.unsafe<{ revenue_cents: number; average_cents: number }[]>(
      `select coalesce(sum(o.total_cents), 0)::bigint as revenue_cents, coalesce(round(avg(o.total_cents)), 0)::int as average_cents
         from public.orders o where ${EARNING}`,
    ),
    sql.unsafe<{ product_id: number | null; name: string; quantity: number; revenue_cents: number }[]>(
      `select i.product_id, coalesce(max(p.name_fr), max(i.product_name)) as name, sum(i.quantity)::int as quantity,
              sum(i.quantity * i.unit_price_cents)::bigint as revenue_cents
         from public.order_items i
         join public.orders o on o.id = i.order_id and o.status <> 'cancelled'
         left join public.products p on p.id = i.product_id
        group by i.product_id, case when i.product_id is null then i.product_name end
        order by quantity desc, revenue_cents desc limit 5`,
    ),
    sql.unsafe<{ in_stock: number; low: number; out: number }[]>(
      `select count(*) filter (where stock > $1)::int as in_stock,
              count(*) filter (where stock between 1 and $1)::int as low,
              count(*) filter (where stock = 0)::int as out
         from public.products`,
      [LOW_STOCK_MAX],
    ),
    sql.unsafe<{ id: number; name: string; stock: number }[]>(
      'select id, name_fr as name, stock from public.products where stock <= $1 order by stock, name_fr limit 10',
      [LOW_STOCK_MAX],
    ),
    sql.unsafe<{ id: number; name: string; email: string; total_cents: number; status: string; created_at: Date }[]>(
      'select id, name, email, total_cents, status::text, created_at from public.orders order by created_at desc, id desc limit 5',
    ),
  ]);
  const c = counts[0]!;
  const ordersByStatus = Object.fromEntries(['pending', 'paid', 'shipped', 'completed', 'cancelled'].map((s) => [s, byStatus.find((r) => r.status === s)?.n ?? 0]));
  const revenueCents = Number(earnings[0]?.revenue_cents ?? 0);
  const averageCents = earnings[0]?.average_cents ?? 0;
  return {
    counts: { orders: c.orders, products: c.products, categories: c.categories, pending_orders: ordersByStatus.pending ?? 0 },
    orders_by_status: ordersByStatus,
    by_month: months.map((m) => ({ ...m, revenue: m.revenue_cents / 100 })),
    revenue_cents: revenueCents,
    revenue: revenueCents / 100,
    average_basket_cents: averageCents,
    average_basket: averageCents / 100,
    best_sellers: best.map((b) => ({ ...b, revenue_cents: Number(b.revenue_cents), revenue: Number(b.revenue_cents) / 100 })),
    stock: { ...stock[0]!, low_threshold: LOW_STOCK_MAX, low_products: lowProducts },
    recent_orders: recent.map((r) => ({ ...r, total: r.total_cents / 100, created_at: new Date(r.created_at).toISOString() })),
  };
}
