// The admin's query paths made for scale (see supabase/migrations/20261125110000_admin_at_scale.sql and
// `npm run bench -- --only admin-scale`), on a small seeded shop: pages counted from the oldest end,
// search through the trigram indexes, Kanban columns, and the dashboard's best sellers kept by
// triggers, each checked against a plain query over the same rows. Correctness only, no timing.
import { beforeAll, describe, expect, it } from 'vitest';
import ordersHandler from '../../../netlify/functions/admin-orders.mts';
import statsHandler from '../../../netlify/functions/admin-stats.mts';
import { seedScale } from '../../../src/local/bench/seed-scale.ts';
import { isValidPostcode } from '../../../src/domain/orders/postcode.ts';
import type { ShippingCountry } from '../../../src/domain/vocabulary/country.ts';
import { orderStructuredCommunication } from '../../../src/domain/payments/structured-communication.ts';
import { ORDER_STATUSES, SETTLED_STATUSES } from '../../../src/domain/vocabulary/order-status.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { resetDatabase } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { authed, jsonInit, placeTestOrder, signedInAdmin } from './helpers.ts';

interface OrderPage {
  data: { id: number; name: string; email: string; status: string }[];
  total: number;
  last_page: number;
}
interface Stats {
  counts: { orders: number };
  orders_by_status: Record<string, number>;
  by_month: { month: string; orders: number; revenue_cents: number }[];
  revenue_cents: number;
  average_basket_cents: number;
  best_sellers: { product_id: number | null; name: string; quantity: number; revenue_cents: number }[];
}

const ORDERS = 600;
let token: string;

async function get<T>(handler: typeof ordersHandler, url: string): Promise<T> {
  const res = await handler(new Request(`http://localhost${url}`, authed(token)), functionContext());
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}
const list = (query: string) => get<OrderPage>(ordersHandler, `/api/orders?${query}`);
/** The ids a statement lists (its first column, named id). */
const ids = async (statement: PromiseLike<readonly { id: number }[]>) => (await statement).map((r) => r.id);
const sql = () => getSql();
const newestFirst = () => sql()`order by created_at desc, id desc`;

/**
 * Best sellers computed plainly: every line of every settled order (paid, shipped, completed), its
 * revenue its share of the order's goods after the promo discount, rounded down per line.
 */
async function salesFromOrders() {
  return getSql().unsafe<{ product_id: number | null; name: string; quantity: number; revenue_cents: number }[]>(
    `select i.product_id, coalesce(max(p.name_fr), max(i.product_name)) as name, sum(i.quantity)::int as quantity,
            sum(floor(i.quantity::numeric * i.unit_price_cents * (o.subtotal_cents - o.discount_cents) / o.subtotal_cents))::int as revenue_cents
       from public.order_items i
       join public.orders o on o.id = i.order_id and o.status::text = any(string_to_array('${SETTLED_STATUSES.join(',')}', ','))
       left join public.products p on p.id = i.product_id
      group by i.product_id, case when i.product_id is null then i.product_name end
      order by quantity desc, revenue_cents desc, name`,
  );
}

/** The dashboard's best sellers are the top of the plain computation, and the summary holds every product's. */
async function expectSalesMatchOrders(): Promise<void> {
  const expected = await salesFromOrders();
  const summary = await getSql().unsafe<
    { product_id: number | null; name: string; quantity: number; revenue_cents: number }[]
  >(
    `select nullif(s.product_id, 0) as product_id, coalesce(p.name_fr, s.orphan_name) as name, s.quantity::int as quantity,
            s.revenue_cents::int as revenue_cents
       from public.product_sales s left join public.products p on p.id = s.product_id
      where s.quantity <> 0 or s.revenue_cents <> 0
      order by quantity desc, revenue_cents desc, name`,
  );
  expect(summary).toEqual(expected);
  const stats = await get<Stats>(statsHandler, '/api/admin/stats');
  expect(stats.best_sellers.map((b) => [b.quantity, b.revenue_cents])).toEqual(
    expected.slice(0, 5).map((b) => [b.quantity, b.revenue_cents]),
  );
  for (const b of stats.best_sellers)
    expect(expected).toContainEqual({
      product_id: b.product_id,
      name: b.name,
      quantity: b.quantity,
      revenue_cents: b.revenue_cents,
    });
}

beforeAll(async () => {
  await resetDatabase();
  token = await signedInAdmin();
  await seedScale(getSql(), { orders: ORDERS, products: 40, customers: 60 });
});

describe('the scale orders', () => {
  it('ship to Belgium, France and the Netherlands, each to a town and postcode of its country', async () => {
    const rows = await sql()<{ country: ShippingCountry; city: string; postal_code: string }[]>`
      select distinct country, city, postal_code from public.orders order by country, postal_code`;
    // Belgium, France and the Netherlands: no other country
    const countries = [...new Set(rows.map((r) => r.country))].sort().join(' ');
    expect(countries).toBe('BE FR NL');
    for (const r of rows)
      expect(isValidPostcode(r.country, r.postal_code), `${r.country} ${r.city} ${r.postal_code}`).toBe(true);
  });
});

describe('the orders list at any depth', () => {
  it('gives every page, the older half counted from the oldest end, exactly as the newest-first order', async () => {
    const all = await ids(sql()<{ id: number }[]>`select id from public.orders ${newestFirst()}`);
    expect(all).toHaveLength(ORDERS);
    const first = await list('page=1&per_page=7');
    expect(first.last_page).toBe(Math.ceil(ORDERS / 7));
    const walked: number[] = [];
    for (let page = 1; page <= first.last_page; page++)
      walked.push(...(await list(`page=${page}&per_page=7`)).data.map((o) => o.id));
    expect(walked).toEqual(all);
    // the last page is partial (600 = 85 x 7 + 5), and past it there is nothing
    expect((await list(`page=${first.last_page}&per_page=7`)).data.map((o) => o.id)).toEqual(all.slice(-5));
    expect((await list(`page=${first.last_page + 1}&per_page=7`)).data).toEqual([]);
  });

  it('pages a filtered list (one status) from either end the same way', async () => {
    const paid = await ids(
      sql()<{ id: number }[]>`select id from public.orders where status = 'completed' ${newestFirst()}`,
    );
    const perPage = 9;
    const pages = Math.ceil(paid.length / perPage);
    const walked: number[] = [];
    for (let page = 1; page <= pages; page++)
      walked.push(...(await list(`status=completed&page=${page}&per_page=${perPage}`)).data.map((o) => o.id));
    expect(walked).toEqual(paid);
  });
});

describe('search on the trigram indexes', () => {
  it('finds a customer by last name, full name and part of a name, in any case', async () => {
    const [o] = await getSql().unsafe<{ id: number; name: string; last_name: string; email: string }[]>(
      'select id, name, last_name, email from public.orders where id = 300',
    );
    for (const term of [o!.last_name, o!.name, o!.last_name.slice(0, 4).toUpperCase()]) {
      const pattern = `%${term}%`;
      const expected = await ids(
        sql()<
          { id: number }[]
        >`select id from public.orders where name ilike ${pattern} or email ilike ${pattern} ${newestFirst()}`,
      );
      const page = await list(`search=${encodeURIComponent(term)}&per_page=100`);
      expect(page.total, term).toBe(expected.length);
      expect(
        page.data.map((r) => r.id),
        term,
      ).toEqual(expected.slice(0, 100));
      expect(expected).toContain(300);
      expect(expected.length).toBeLessThan(ORDERS);
    }
  });

  it('finds an order by e-mail (whole or the part before @) and by number', async () => {
    const [o] = await getSql().unsafe<{ email: string }[]>('select email from public.orders where id = 123');
    const byEmail = await ids(
      sql()<{ id: number }[]>`select id from public.orders where email = ${o!.email} ${newestFirst()}`,
    );
    expect((await list(`search=${encodeURIComponent(o!.email)}&per_page=100`)).data.map((r) => r.id)).toEqual(byEmail);
    expect(
      (await list(`search=${encodeURIComponent(o!.email.split('@')[0]!)}&per_page=100`)).data.map((r) => r.id),
    ).toEqual(byEmail);
    for (const term of ['ML-000123', '#123']) {
      const page = await list(`search=${encodeURIComponent(term)}`);
      expect(
        page.data.map((r) => r.id),
        term,
      ).toEqual([123]);
    }
  });

  it('finds an order by its structured communication, whole, without the +++ or by its last group', async () => {
    for (const id of [51, 300, 599]) {
      const communication = orderStructuredCommunication(id);
      for (const term of [communication, communication.slice(3, -3), communication.slice(-8, -3)]) {
        const page = await list(`search=${encodeURIComponent(term)}&per_page=100`);
        expect(
          page.data.map((r) => r.id),
          term,
        ).toContain(id);
        // every other order found holds the term in its name or e-mail, its number, or a communication that ends the same
        for (const other of page.data.filter((r) => r.id !== id)) {
          const digits = term.replace(/\D/g, '');
          const why =
            orderStructuredCommunication(other.id).replace(/\D/g, '').endsWith(digits) ||
            String(other.id) === digits.replace(/^0+/, '') ||
            `${other.name} ${other.email}`.includes(term);
          expect(why, `${term} found ${other.id}`).toBe(true);
        }
      }
      expect((await list(`search=${encodeURIComponent(communication)}`)).data.map((r) => r.id)).toEqual([id]);
    }
  });

  it('has trigram indexes that serve name and e-mail ilike searches', async () => {
    // The planner would scan 600 rows rather than use an index: forbid the scan, inside one transaction.
    const plan = await getSql().begin(async (tx) => {
      await tx.unsafe('set local enable_seqscan = off');
      return tx.unsafe<{ 'QUERY PLAN': string }[]>(
        `explain select id from public.orders where name ilike '%enar%' or email ilike '%enar%'`,
      );
    });
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('orders_name_trgm_idx');
    expect(text).toContain('orders_email_trgm_idx');
  });
});

describe('Kanban columns', () => {
  it('count each status and walk it after= a card, as the board does', async () => {
    for (const status of ORDER_STATUSES) {
      const expected = await ids(
        sql()<
          { id: number }[]
        >`select id from public.orders where status = ${status}::public.order_status ${newestFirst()}`,
      );
      let page = await list(`status=${status}&per_page=20`);
      expect(page.total, status).toBe(expected.length);
      const seen: number[] = [];
      while (page.data.length > 0) {
        seen.push(...page.data.map((o) => o.id));
        page = await list(`status=${status}&per_page=20&after=${seen.at(-1)}`);
      }
      expect(seen, status).toEqual(expected);
    }
  });
});

describe('dashboard statistics', () => {
  it('match the orders and the money: statuses, revenue (received less refunded), average basket and the last 12 months', async () => {
    const stats = await get<Stats>(statsHandler, '/api/admin/stats');
    const sql = getSql();
    const byStatus = await sql.unsafe<{ status: string; n: number }[]>(
      'select status::text, count(*)::int as n from public.orders group by 1',
    );
    expect(stats.counts.orders).toBe(ORDERS);
    for (const s of ORDER_STATUSES)
      expect(stats.orders_by_status[s], s).toBe(byStatus.find((r) => r.status === s)?.n ?? 0);
    const [earning] = await sql<{ revenue: number; settled: number }[]>`
      select (select coalesce(sum(case when direction = 'in' then amount_cents else -amount_cents end), 0)::int from public.order_ledger) as revenue,
             (select count(*)::int from public.orders where status = any(${SETTLED_STATUSES}::public.order_status[])) as settled`;
    expect(stats.revenue_cents).toBe(earning!.revenue);
    expect(stats.average_basket_cents).toBe(Math.round(earning!.revenue / earning!.settled));
    const months = await sql<{ month: string; orders: number; revenue_cents: number }[]>`
      select to_char(m, 'YYYY-MM') as month,
              (select count(*)::int from public.orders o where to_char(o.created_at at time zone 'Europe/Brussels', 'YYYY-MM') = to_char(m, 'YYYY-MM')
                 and o.status = any(${SETTLED_STATUSES}::public.order_status[])) as orders,
              -- money by the month it moved: received less refunded
              (select coalesce(sum(case when g.direction = 'in' then g.amount_cents else -g.amount_cents end), 0)::int
                 from public.order_ledger g where to_char(g.on_date, 'YYYY-MM') = to_char(m, 'YYYY-MM')) as revenue_cents
         from generate_series(date_trunc('month', now() at time zone 'Europe/Brussels') - interval '11 months',
                              date_trunc('month', now() at time zone 'Europe/Brussels'), interval '1 month') m
        order by 1`;
    expect(stats.by_month.map(({ month, orders, revenue_cents }) => ({ month, orders, revenue_cents }))).toEqual(
      months,
    );
    expect(months.some((m) => m.orders > 0)).toBe(true);
  });

  it('reconcile: months sum to the settled orders of those months, best sellers stay within the revenue', async () => {
    const stats = await get<Stats>(statsHandler, '/api/admin/stats');
    const first = stats.by_month[0]!.month;
    const [settled] = await getSql()<{ n: number }[]>`
      select count(*)::int as n from public.orders
       where status = any(${SETTLED_STATUSES}::public.order_status[])
         and to_char(created_at at time zone 'Europe/Brussels', 'YYYY-MM') >= ${first}`;
    expect(stats.by_month.reduce((s, m) => s + m.orders, 0)).toBe(settled!.n);
    const [all] = await getSql()<
      { cents: number }[]
    >`select coalesce(sum(revenue_cents), 0)::int as cents from public.product_sales`;
    expect(all!.cents).toBeLessThanOrEqual(stats.revenue_cents);
    expect(stats.best_sellers.reduce((s, b) => s + b.revenue_cents, 0)).toBeLessThanOrEqual(stats.revenue_cents);
  });

  it('keep the best sellers right through orders placed, paid, cancelled, restored, deleted and products deleted', async () => {
    const setStatus = async (id: number, status: string) => {
      const res = await ordersHandler(
        new Request(
          `http://localhost/api/orders/${id}/status`,
          jsonInit(token, 'PUT', { status, ...(status === 'cancelled' ? { confirm_refund: true } : {}) }),
        ),
        functionContext({ id: String(id), action: 'status' }),
      );
      expect(res.status, await res.clone().text()).toBe(200);
    };
    await expectSalesMatchOrders();
    const [top] = await salesFromOrders();
    const before = (await get<Stats>(statsHandler, '/api/admin/stats')).best_sellers;
    // a pending order is not a sale: the best sellers do not move until it is paid
    const placed = await placeTestOrder(top!.product_id!, 3);
    await expectSalesMatchOrders();
    expect((await get<Stats>(statsHandler, '/api/admin/stats')).best_sellers).toEqual(before);
    await setStatus(placed, 'paid');
    await expectSalesMatchOrders();
    expect((await get<Stats>(statsHandler, '/api/admin/stats')).best_sellers[0]!.quantity).toBe(
      before[0]!.quantity + 3,
    );

    const [victim] = await ids(
      sql()<
        { id: number }[]
      >`select o.id from public.orders o where o.status = 'completed' and exists (select 1 from public.order_items i where i.order_id = o.id) order by id limit 1`,
    );
    await setStatus(victim!, 'cancelled');
    await expectSalesMatchOrders();
    await setStatus(victim!, 'shipped');
    await expectSalesMatchOrders();

    const res = await ordersHandler(
      new Request(`http://localhost/api/orders/${victim}`, authed(token, { method: 'DELETE' })),
      functionContext({ id: String(victim) }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    await expectSalesMatchOrders();

    // a deleted product's lines keep their name (product_id set to null), counted apart
    const [sold] = await ids(
      sql()<
        { id: number }[]
      >`select product_id as id from public.order_items where product_id is not null group by 1 order by count(*) desc limit 1`,
    );
    await getSql()`delete from public.products where id = ${sold!}`;
    await expectSalesMatchOrders();
    const stats = await get<Stats>(statsHandler, '/api/admin/stats');
    expect(stats.best_sellers.some((b) => b.product_id === null)).toBe(true);
  });

  it("keep the months' totals (public.order_month_totals) equal to the orders through placing, status changes, a date moved, a total changed and deletes", async () => {
    const matchOrders = async () => {
      const plain = await sql()<{ status: string; month: string; orders: number; total_cents: number }[]>`
        select status::text, to_char(created_at at time zone 'Europe/Brussels', 'YYYY-MM') as month, count(*)::int as orders, sum(total_cents)::int as total_cents
          from public.orders group by 1, 2 order by 1, 2`;
      const kept = await sql()<{ status: string; month: string; orders: number; total_cents: number }[]>`
        select status::text, to_char(month, 'YYYY-MM') as month, orders::int, total_cents::int
          from public.order_month_totals where orders <> 0 or total_cents <> 0 order by 1, 2`;
      expect(kept).toEqual(plain);
    };
    const setStatus = async (id: number, status: string) => {
      const res = await ordersHandler(
        new Request(
          `http://localhost/api/orders/${id}/status`,
          jsonInit(token, 'PUT', { status, ...(status === 'cancelled' ? { confirm_refund: true } : {}) }),
        ),
        functionContext({ id: String(id), action: 'status' }),
      );
      expect(res.status, await res.clone().text()).toBe(200);
    };
    await matchOrders();
    const [product] = await ids(
      sql()<{ id: number }[]>`select id from public.products where stock > 10 order by id limit 1`,
    );
    const placed = await placeTestOrder(product!, 2);
    await matchOrders();
    await setStatus(placed, 'paid');
    await setStatus(placed, 'cancelled');
    await matchOrders();
    // placed in another month (a Brussels month boundary: 23:30 UTC on the last day is the next month there)
    await sql()`update public.orders set created_at = date_trunc('month', now()) - interval '30 minutes' where id = ${placed}`;
    await matchOrders();
    await sql()`update public.orders set shipping_cents = shipping_cents + 500, total_cents = total_cents + 500 where id = ${placed}`;
    await matchOrders();
    const res = await ordersHandler(
      new Request(`http://localhost/api/orders/${placed}`, authed(token, { method: 'DELETE' })),
      functionContext({ id: String(placed) }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    await matchOrders();
    const stats = await get<Stats>(statsHandler, '/api/admin/stats');
    const [counted] = await sql()<{ n: number }[]>`select count(*)::int as n from public.orders`;
    expect(stats.counts.orders).toBe(counted!.n);
  });
});
