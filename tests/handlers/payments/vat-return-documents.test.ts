// The VAT return is the invoices less the credit notes issued in its quarter (Brussels issue day), not
// the orders by status: an order shipped unpaid and never paid counts nothing, a refund lowers the
// quarter of its credit note (not the quarter of the sale), and the demo seed issues the invoices of
// its paid orders so the local shop's return is not empty. (PGlite, or PostgreSQL with TEST_DATABASE_URL.)
import { beforeAll, describe, expect, it } from 'vitest';
import adminVatReturn from '../../../netlify/functions/admin-vat-return.mts';
import type { VatReturn } from '../../../src/contract/admin/vat.ts';
import { brusselsDay } from '../../../src/domain/tax/vat-rates.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { quarterDays, quarterOf } from '../../../src/server/tax/vat-return.ts';
import { seedShop } from '../../../src/local/seed/seed-shop.ts';
import { getImageStorage } from '../../../src/server/storage/index.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { callFunction, functionContext } from '../../support/function-context.ts';
import { adminToken, authed, createAccounts } from '../admin/helpers.ts';
import { admin, placeOrder } from './ledger-helpers.ts';

let token: string;
let api: ReturnType<typeof admin>;
const sql = () => getSql();
const today = () => brusselsDay(new Date());
const thisQuarter = () => quarterOf(today());
const previousQuarter = () =>
  quarterOf(
    new Date(Date.parse(`${quarterDays(thisQuarter()).from}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
  );

async function vatReturn(quarter: string): Promise<VatReturn> {
  const res = await callFunction(
    adminVatReturn,
    new Request(`http://localhost/api/admin/vat-return?quarter=${quarter}`, authed(token)),
    functionContext({}),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as VatReturn;
}

/** Moves an order's documents (and its payment time) to the middle of the quarter before. */
async function backdateToPreviousQuarter(orderId: number) {
  const day = quarterDays(previousQuarter()).from;
  await sql()`update public.invoices set issued_at = (${day}::date + interval '40 days 12 hours') at time zone 'Europe/Brussels'
               where order_id = ${orderId}`;
  await sql()`update public.orders set paid_at = (${day}::date + interval '40 days 12 hours') at time zone 'Europe/Brussels'
               where id = ${orderId}`;
}

describe('the VAT return from invoices and credit notes', () => {
  beforeAll(async () => {
    await resetDatabase();
    await giveShopBankAccount();
    await createAccounts();
    token = await adminToken();
    api = admin(token);
  });

  it('counts nothing for an order shipped unpaid and never paid', async () => {
    const order = await placeOrder('bank-transfer', 12000);
    const shipped = await api.status(order.id, { status: 'shipped', confirm_unpaid: true });
    expect(shipped.status).toBe(200);
    const report = await vatReturn(thisQuarter());
    expect(report.rows).toEqual([]);
    expect(report.totals).toEqual({ invoices: 0, credit_notes: 0, net_cents: 0, vat_cents: 0, total_cents: 0 });
  });

  it('counts an invoice when paid, and a refund in the quarter of its credit note', async () => {
    const order = await placeOrder('bank-transfer', 12000);
    expect(
      (await api.pay(order.id, { amount_cents: order.totalCents, method: 'cash', received_on: today() })).status,
    ).toBe(201);
    const [invoice] = await sql()<{ total_cents: number; vat_cents: number }[]>`
      select total_cents, vat_cents from public.invoices where order_id = ${order.id} and kind = 'invoice'`;
    expect(invoice!.total_cents).toBe(order.totalCents);
    // sold in the quarter before, part refunded today
    await backdateToPreviousQuarter(order.id);
    const refund = 5000;
    expect((await api.refund(order.id, { amount_cents: refund, reason: 'one bottle back' })).status).toBe(201);
    const [note] = await sql()<{ total_cents: number; vat_cents: number }[]>`
      select total_cents, vat_cents from public.invoices where order_id = ${order.id} and kind = 'credit_note'`;
    expect(note!.total_cents).toBe(refund);

    const before = await vatReturn(previousQuarter());
    expect(before.rows).toEqual([
      {
        country: 'BE',
        vat_scheme: 'be',
        vat_rate_bp: 2100,
        invoices: 1,
        credit_notes: 0,
        net_cents: invoice!.total_cents - invoice!.vat_cents,
        vat_cents: invoice!.vat_cents,
        total_cents: invoice!.total_cents,
      },
    ]);
    const now = await vatReturn(thisQuarter());
    expect(now.rows).toEqual([
      {
        country: 'BE',
        vat_scheme: 'be',
        vat_rate_bp: 2100,
        invoices: 0,
        credit_notes: 1,
        net_cents: -(note!.total_cents - note!.vat_cents),
        vat_cents: -note!.vat_cents,
        total_cents: -note!.total_cents,
      },
    ]);
    // a deleted order's documents stay, and so do their figures
    await sql()`delete from public.orders where id = ${order.id}`;
    expect((await vatReturn(previousQuarter())).totals.total_cents).toBe(invoice!.total_cents);
    expect((await vatReturn(thisQuarter())).totals.total_cents).toBe(-note!.total_cents);
  });

  it('has the invoices of the demo seed, so the local shop has a VAT return', async () => {
    await resetDatabase();
    await seedShop(getSql(), getImageStorage(), { imageWidths: [400] });
    await createAccounts();
    token = await adminToken();
    const [paid] = await sql()<{ orders: number; invoices: number; unnumbered: number }[]>`
      select (select count(*)::int from public.orders where paid_at is not null) as orders,
             (select count(*)::int from public.invoices where kind = 'invoice') as invoices,
             (select count(*)::int from public.orders o where o.paid_at is not null
                 and not exists (select 1 from public.invoices i where i.order_id = o.id and i.issued_at = o.paid_at)) as unnumbered`;
    expect(paid!.orders).toBeGreaterThan(0);
    expect(paid).toEqual({ orders: paid!.orders, invoices: paid!.orders, unnumbered: 0 });
    // one gap-free series per year, numbered in the order of the payments
    const years = await sql()<{ year: number; n: number; last: number; ordered: boolean }[]>`
      select i.year, count(*)::int as n, max(i.seq)::int as last,
             bool_and(i.issued_at >= coalesce(p.issued_at, i.issued_at)) as ordered
        from public.invoices i
        left join public.invoices p on p.year = i.year and p.seq = i.seq - 1
       group by i.year`;
    for (const y of years) expect(y).toEqual({ year: y.year, n: y.n, last: y.n, ordered: true });
    const [series] = await sql()<{ ok: boolean }[]>`
      select bool_and(s.last_number = (select max(seq) from public.invoices i where i.year = s.year)) as ok from public.invoice_series s`;
    expect(series!.ok).toBe(true);
    // every quarter with a sale has a return equal to its invoices
    const quarters = await sql()<{ quarter: string; total: number }[]>`
      select to_char(issued_at at time zone 'Europe/Brussels', 'YYYY-"Q"Q') as quarter, sum(total_cents)::int as total
        from public.invoices group by 1 order by 1`;
    expect(quarters.length).toBeGreaterThan(0);
    for (const q of quarters) expect((await vatReturn(q.quarter)).totals.total_cents).toBe(q.total);
  });
});
