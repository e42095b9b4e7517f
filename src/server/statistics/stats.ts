// GET /api/admin/stats: real figures from the orders, the money and the catalog. Revenue is money:
// payments received less refunds, by the Brussels month the money moved (public.ledger_month_totals,
// kept by a trigger on the payment ledger), never the orders' statuses. The order counts per month and
// the best sellers (public.product_sales, kept by triggers) count settled orders (paid, shipped,
// completed) by month of placing; counts.orders and orders_by_status show every status. The last 12
// Brussels calendar months, with zeros. Shape: src/contract/admin/stats.ts.
import { LOW_STOCK_MAX, type AdminStats } from '../../contract/admin/stats.ts';
import { isSettled, ORDER_STATUSES, type OrderStatus } from '../../domain/vocabulary/order-status.ts';
import { getSql } from '../db/client.ts';
import { onlyRow, type Statement } from '../db/rows.ts';

/**
 * The dashboard's statements, each run once per call (the bench EXPLAINs them). The orders come from
 * public.order_month_totals (per status and Brussels month of placing: orders and their total, kept by
 * a trigger on public.orders, migration 20261128160000): a few rows per month whatever the number of
 * orders, where reading every order cost 395 ms p95 at 100,000 on PGlite. Each row goes to its month
 * of the last 12 (bucket 1..12; 0: before them), and the best sellers come from public.product_sales,
 * which triggers keep too (see its migration).
 */
export function statsStatements() {
  const sql = getSql();
  return {
    orders: sql<{ months: string[]; groups: OrderGroup[] }[]>`
      with months as (
        select row_number() over (order by m) as bucket, to_char(m, 'YYYY-MM') as month, m::date as starts
          from generate_series(date_trunc('month', now() at time zone 'Europe/Brussels') - interval '11 months',
                               date_trunc('month', now() at time zone 'Europe/Brussels'), interval '1 month') as m
      ), placed as (
        select t.status::text as status, (select count(*) from months where months.starts <= t.month)::int as bucket, t.orders, t.total_cents
          from public.order_month_totals t
         where t.orders <> 0
      ), groups as (
        select status, bucket, sum(orders)::int as n, coalesce(sum(total_cents), 0)::bigint as cents from placed group by 1, 2
      )
      select (select json_agg(month order by bucket) from months) as months,
             (select coalesce(json_agg(groups), '[]') from groups) as groups`,
    // the money: each month's received less refunded (a few rows, kept by a trigger on the ledger)
    money: sql<{ month: string; cents: number | string }[]>`
      select to_char(month, 'YYYY-MM') as month, (received_cents - refunded_cents)::bigint as cents from public.ledger_month_totals`,
    catalog: sql<{ products: number; categories: number; in_stock: number; low: number; out: number }[]>`
      select (select count(*)::int from public.products) as products, (select count(*)::int from public.categories) as categories,
             count(*) filter (where stock > ${LOW_STOCK_MAX})::int as in_stock, count(*) filter (where stock between 1 and ${LOW_STOCK_MAX})::int as low,
             count(*) filter (where stock = 0)::int as out
        from public.products`,
    bestSellers: sql<{ product_id: number | null; name: string; quantity: number; revenue_cents: number | string }[]>`
      select nullif(s.product_id, 0) as product_id, coalesce(p.name_fr, s.orphan_name) as name, s.quantity::int as quantity,
             s.revenue_cents
        from public.product_sales s
        left join public.products p on p.id = s.product_id
       where s.quantity > 0
       order by s.quantity desc, s.revenue_cents desc limit 5`,
    lowProducts: sql<
      { id: number; name: string; stock: number }[]
    >`select id, name_fr as name, stock from public.products where stock <= ${LOW_STOCK_MAX} order by stock, name_fr limit 10`,
    recent: sql<
      { id: number; name: string; email: string; total_cents: number; status: OrderStatus; created_at: Date }[]
    >`select id, name, email, total_cents, status::text, created_at from public.orders order by created_at desc, id desc limit 5`,
  } satisfies Record<string, Statement>;
}

/** One group of orders: a status in a month (bucket 0: before the last 12 months; 1..12: those months, oldest first). */
interface OrderGroup {
  status: OrderStatus;
  bucket: number;
  n: number;
  cents: number | string;
}

/** The orders' figures: counts by status and settled orders by month; revenue from money, in all and by month. */
function orderFigures(months: string[], groups: OrderGroup[], money: { month: string; cents: number | string }[]) {
  const total = (keep: (g: OrderGroup) => boolean, pick: 'n' | 'cents') =>
    groups.filter(keep).reduce((sum, g) => sum + Number(g[pick]), 0);
  const settled = (g: OrderGroup) => isSettled(g.status);
  const moneyOf = (month: string) => money.filter((m) => m.month === month).reduce((s, m) => s + Number(m.cents), 0);
  const revenueCents = money.reduce((s, m) => s + Number(m.cents), 0);
  const settledOrders = total(settled, 'n');
  const averageCents = settledOrders ? Math.round(revenueCents / settledOrders) : 0;
  return {
    orders: total(() => true, 'n'),
    orders_by_status: Object.fromEntries(ORDER_STATUSES.map((s) => [s, total((g) => g.status === s, 'n')])) as Record<
      OrderStatus,
      number
    >,
    by_month: months.map((month, i) => {
      const inMonth = (g: OrderGroup) => g.bucket === i + 1;
      const revenue_cents = moneyOf(month);
      return {
        month,
        orders: total((g) => inMonth(g) && settled(g), 'n'),
        revenue_cents,
        revenue: revenue_cents / 100,
      };
    }),
    revenue_cents: revenueCents,
    revenue: revenueCents / 100,
    average_basket_cents: averageCents,
    average_basket: averageCents / 100,
  };
}

export async function getAdminStats(): Promise<AdminStats> {
  const q = statsStatements();
  const [ordersRows, money, catalogRows, best, lowProducts, recent] = await Promise.all([
    q.orders,
    q.money,
    q.catalog,
    q.bestSellers,
    q.lowProducts,
    q.recent,
  ]);
  const { months, groups } = onlyRow(ordersRows, 'order figures');
  const { products, categories, ...stock } = onlyRow(catalogRows, 'catalog figures');
  const { orders, ...figures } = orderFigures(months, groups, money);
  return {
    counts: { orders, products, categories, pending_orders: figures.orders_by_status.pending },
    ...figures,
    best_sellers: best.map((b) => ({
      ...b,
      revenue_cents: Number(b.revenue_cents),
      revenue: Number(b.revenue_cents) / 100,
    })),
    stock: { ...stock, low_threshold: LOW_STOCK_MAX, low_products: lowProducts },
    recent_orders: recent.map((r) => ({
      ...r,
      total: r.total_cents / 100,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}
