// Many different orders changed at once in the same month (payments by hand, moves to paid, shipped
// and cancelled, refunds): on PostgreSQL (TEST_DATABASE_URL) their transactions run side by side and
// all update the month totals (public.order_month_totals, public.ledger_month_totals) and the invoice
// series from triggers. None may fail with "deadlock detected" (every call answers 2xx), and the totals
// kept by the triggers still equal a recount from the orders and the ledger. (On PGlite the calls run
// one after the other: the same checks, without the contention.)
import { beforeAll, describe, expect, it } from 'vitest';
import { getSql } from '../../../src/server/db/client.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { adminToken, createAccounts } from '../admin/helpers.ts';
import { admin, placeOrder, type Answer } from './ledger-helpers.ts';

let api: ReturnType<typeof admin>;
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Brussels' });

beforeAll(async () => {
  await resetDatabase();
  await giveShopBankAccount();
  await createAccounts();
  api = admin(await adminToken());
});

type Order = { id: number; totalCents: number };

/** Orders in the three states the moves start from: unpaid, paid, and paid then shipped. */
async function ordersToChange(count: number): Promise<{ unpaid: Order[]; paid: Order[]; shipped: Order[] }> {
  const all: Order[] = [];
  for (let i = 0; i < count * 3; i++) all.push(await placeOrder('bank-transfer', 5000 + i * 100, 100));
  const paid = all.slice(count, count * 2);
  const shipped = all.slice(count * 2);
  for (const o of [...paid, ...shipped]) {
    expect((await api.pay(o.id, { amount_cents: o.totalCents, method: 'cash', received_on: today() })).status).toBe(
      201,
    );
  }
  for (const o of shipped) expect((await api.status(o.id, { status: 'shipped' })).status).toBe(200);
  return { unpaid: all.slice(0, count), paid, shipped };
}

/** What the triggers kept, against a recount of the orders and the ledger. */
async function totalsMatchRecount() {
  const [check] = await getSql()<{ orders_ok: boolean; ledger_ok: boolean }[]>`
    select
      not exists (
        (select status, month, orders, total_cents from public.order_month_totals where orders <> 0 or total_cents <> 0)
        except all
        (select status, public.brussels_month(created_at), count(*)::bigint, sum(total_cents)::bigint
           from public.orders group by 1, 2)
      ) and (select count(*) from public.order_month_totals where orders <> 0)
            = (select count(*) from (select distinct status, public.brussels_month(created_at) from public.orders) d) as orders_ok,
      not exists (
        (select month, received_cents, refunded_cents from public.ledger_month_totals)
        except all
        (select date_trunc('month', on_date)::date,
                coalesce(sum(amount_cents) filter (where direction = 'in'), 0)::bigint,
                coalesce(sum(amount_cents) filter (where direction = 'out'), 0)::bigint
           from public.order_ledger group by 1)
      ) as ledger_ok`;
  expect(check).toEqual({ orders_ok: true, ledger_ok: true });
}

describe('the month totals under concurrent changes of different orders', () => {
  it('answers every payment, refund and status change without a deadlock, 4 rounds of 36 at once', async () => {
    for (let round = 1; round <= 4; round++) {
      const { unpaid, paid, shipped } = await ordersToChange(6);
      const calls: Promise<Answer>[] = [
        // pending -> paid through the ledger (ledger month, then the order's months, then the invoice)
        ...unpaid
          .slice(0, 3)
          .map((o) => api.pay(o.id, { amount_cents: o.totalCents, method: 'cash', received_on: today() })),
        // pending -> paid through the status (the order's months and the invoice, then the ledger month)
        ...unpaid.slice(3).map((o) => api.status(o.id, { status: 'paid' })),
        // paid -> back to pending, paid -> shipped
        ...paid.slice(0, 2).map((o) => api.status(o.id, { status: 'pending' })),
        ...paid.slice(2, 4).map((o) => api.status(o.id, { status: 'shipped' })),
        // paid -> cancelled with its refund to make, and a refund in part (a credit note each)
        ...paid.slice(4).map((o) => api.status(o.id, { status: 'cancelled', confirm_refund: true })),
        ...shipped.slice(0, 3).map((o) => api.refund(o.id, { amount_cents: 1000, reason: 'one bottle back' })),
        // shipped -> completed, and more money received on shipped orders
        ...shipped.slice(3, 5).map((o) => api.status(o.id, { status: 'completed' })),
        ...shipped.slice(5).map((o) => api.pay(o.id, { amount_cents: 500, method: 'other', received_on: today() })),
      ];
      const answers = await Promise.all(calls);
      const failed = answers
        .filter((a) => a.status >= 300)
        .map((a) => `${a.status} ${a.body.code ?? ''} ${a.body.message ?? ''}`);
      expect({ round, failed }).toEqual({ round, failed: [] });
      await totalsMatchRecount();
    }
  }, 300_000);
});
