// GET /api/admin/stats: real figures from the orders and the catalog (the spec's statistics were
// random placeholders). Revenue counts orders whose money arrived (paid, shipped, completed); order
// counts leave out cancelled orders. Months are Brussels calendar months, the last 12 with zeros.
import { getSql } from '../../db/client.ts';

export const LOW_STOCK_MAX = 10;

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

/**
 * The dashboard's statements, each run once per call (the bench EXPLAINs them). The orders are read in
 * one pass, grouped by status and by month of the last 12 (width_bucket over the months' starts: a
 * binary search per order, where converting every date to Brussels time cost more than the rest),
 * and the best sellers come from public.product_sales, which triggers keep (see its migration).
 */
export const STATS_STATEMENTS = {
  orders: {
    text: `with months as (
         select row_number() over (order by m) as bucket, to_char(m, 'YYYY-MM') as month, m at time zone 'Europe/Brussels' as starts
           from generate_series(date_trunc('month', now() at time zone 'Europe/Brussels') - interval '11 months',
                                date_trunc('month', now() at time zone 'Europe/Brussels'), interval '1 month') as m
       ), groups as (
         select o.status::text as status, width_bucket(o.created_at, b.starts) as bucket, count(*)::int as n,
                coalesce(sum(o.total_cents), 0)::bigint as cents
           from public.orders o, (select array_agg(starts order by bucket) as starts from months) b
          group by 1, 2
       )
       select (select json_agg(month order by bucket) from months) as months,
              (select coalesce(json_agg(groups), '[]') from groups) as groups`,
    params: [],
  },
  catalog: {
    text: `select (select count(*)::int from public.products) as products, (select count(*)::int from public.categories) as categories,
              count(*) filter (where stock > $1)::int as in_stock, count(*) filter (where stock between 1 and $1)::int as low,
              count(*) filter (where stock = 0)::int as out
         from public.products`,
    params: [LOW_STOCK_MAX],
  },
  bestSellers: {
    text: `select nullif(s.product_id, 0) as product_id, coalesce(p.name_fr, s.orphan_name) as name, s.quantity::int as quantity,
              s.revenue_cents
         from public.product_sales s
         left join public.products p on p.id = s.product_id
        where s.quantity > 0
        order by s.quantity desc, s.revenue_cents desc limit 5`,
    params: [],
  },
  lowProducts: { text: 'select id, name_fr as name, stock from public.products where stock <= $1 order by stock, name_fr limit 10', params: [LOW_STOCK_MAX] },
  recent: {
    text: 'select id, name, email, total_cents, status::text, created_at from public.orders order by created_at desc, id desc limit 5',
    params: [],
  },
} satisfies Record<string, { text: string; params: unknown[] }>;

const STATUSES = ['pending', 'paid', 'shipped', 'completed', 'cancelled'] as const;
const EARNING_STATUSES: readonly string[] = ['paid', 'shipped', 'completed'];

export async function getAdminStats(): Promise<AdminStats> {
  const sql = getSql();
  const run = <T>(s: { text: string; params: unknown[] }) => sql.unsafe<T[]>(s.text, s.params as never[]);
  const q = STATS_STATEMENTS;
  const [[orders], [catalog], best, lowProducts, recent] = await Promise.all([
    // bucket 0: before the last 12 months; 1..12: those months, oldest first
    run<{ months: string[]; groups: { status: string; bucket: number; n: number; cents: number }[] }>(q.orders),
    run<{ products: number; categories: number; in_stock: number; low: number; out: number }>(q.catalog),
    run<{ product_id: number | null; name: string; quantity: number; revenue_cents: number }>(q.bestSellers),
    run<{ id: number; name: string; stock: number }>(q.lowProducts),
    run<{ id: number; name: string; email: string; total_cents: number; status: string; created_at: Date }>(q.recent),
  ]);
  const groups = orders!.groups;
  const total = (keep: (g: (typeof groups)[number]) => boolean, pick: 'n' | 'cents') => groups.filter(keep).reduce((sum, g) => sum + Number(g[pick]), 0);
  const earning = (g: (typeof groups)[number]) => EARNING_STATUSES.includes(g.status);
  const ordersByStatus = Object.fromEntries(STATUSES.map((s) => [s, total((g) => g.status === s, 'n')]));
  const revenueCents = total(earning, 'cents');
  const earningOrders = total(earning, 'n');
  const averageCents = earningOrders ? Math.round(revenueCents / earningOrders) : 0;
  const { products, categories, ...stock } = catalog!;
  return {
    counts: { orders: total(() => true, 'n'), products, categories, pending_orders: ordersByStatus.pending ?? 0 },
    orders_by_status: ordersByStatus,
    by_month: orders!.months.map((month, i) => {
      const inMonth = (g: (typeof groups)[number]) => g.bucket === i + 1;
      const revenue_cents = total((g) => inMonth(g) && earning(g), 'cents');
      return { month, orders: total((g) => inMonth(g) && g.status !== 'cancelled', 'n'), revenue_cents, revenue: revenue_cents / 100 };
    }),
    revenue_cents: revenueCents,
    revenue: revenueCents / 100,
    average_basket_cents: averageCents,
    average_basket: averageCents / 100,
    best_sellers: best.map((b) => ({ ...b, revenue_cents: Number(b.revenue_cents), revenue: Number(b.revenue_cents) / 100 })),
    stock: { ...stock, low_threshold: LOW_STOCK_MAX, low_products: lowProducts },
    recent_orders: recent.map((r) => ({ ...r, total: r.total_cents / 100, created_at: new Date(r.created_at).toISOString() })),
  };
}
