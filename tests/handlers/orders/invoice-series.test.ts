// Invoices as the law wants them, on the embedded database and on PostgreSQL
// (TEST_DATABASE_URL): an order gets its invoice number when it is paid, in the statement that records
// the payment, from one continuous series per year (2026-000001, 2026-000002, ...); a refund issues a
// credit note in the same series; deleting orders never leaves a gap and no number is used twice.
// Checked on fixed cases and over random sequences of place / pay / refund / reopen / delete (fast-check).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteOrder } from '../../../src/server/orders/admin-orders.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { changeOrderStatus } from '../../../src/server/orders/order-status.ts';
import { recordProviderPayment } from '../../../src/server/payments/payment-events.ts';
import { refundCancelledOrder } from '../../../src/server/payments/refunds.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { createProduct, orderBody, postOrder } from './order-helpers.ts';

interface Invoice {
  number: string;
  year: number;
  seq: number;
  kind: 'invoice' | 'credit_note';
  order_id: number | null;
  credits: string | null;
}

let product: number;
let events = 0;
const invoices = () => getSql()<Invoice[]>`
  select i.number, i.year, i.seq, i.kind, i.order_id, c.number as credits
    from public.invoices i left join public.invoices c on c.id = i.credits_invoice_id order by i.year, i.seq`;
const orderInvoices = async (orderId: number) => (await invoices()).filter((i) => i.order_id === orderId);

async function place(
  method: 'bank-transfer' | 'credit-card',
): Promise<{ id: number; totalCents: number; sessionId: string | null }> {
  const res = await postOrder(orderBody([{ product_id: product, quantity: 1 }], { paymentMethod: method }));
  expect(res.status).toBe(201);
  const { order, payment } = (await res.json()) as {
    order: { id: number; totalCents: number };
    payment?: { url?: string };
  };
  return { ...order, sessionId: payment?.url ? payment.url.split('/').pop()! : null };
}

/** Paid as it happens: the owner marks a transfer paid, the test gateway reports a card payment. */
async function pay(order: { id: number; totalCents: number; sessionId: string | null }): Promise<void> {
  if (order.sessionId)
    await recordProviderPayment(
      'test',
      `evt_series_${++events}_${Date.now()}`,
      order.id,
      order.totalCents,
      order.sessionId,
    );
  else await changeOrderStatus(order.id, 'paid', 'admin:series@test');
}

/** Every year's numbers are 1..n with no gap, each used once, and each credit note cancels an invoice. */
async function expectSeriesWhole(): Promise<void> {
  const all = await invoices();
  const years = [...new Set(all.map((i) => i.year))];
  for (const year of years) {
    const seqs = all.filter((i) => i.year === year).map((i) => i.seq);
    expect(seqs).toEqual(seqs.map((_, k) => k + 1));
  }
  expect(new Set(all.map((i) => i.number)).size).toBe(all.length);
  for (const note of all.filter((i) => i.kind === 'credit_note'))
    expect(all.find((i) => i.number === note.credits)?.kind).toBe('invoice');
}

beforeAll(async () => {
  await resetDatabase();
  await giveShopBankAccount();
  product = await createProduct({ stock: 100_000, priceCents: 5000 });
});

describe('the invoice series', () => {
  it('numbers an order when it is paid (YYYY-NNNNNN), once; a refund issues a credit note; paid again, a new invoice', async () => {
    const year = Number(
      new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Brussels' }).format(new Date()),
    );
    const transfer = await place('bank-transfer');
    expect(await orderInvoices(transfer.id)).toEqual([]);
    await pay(transfer);
    const [first] = await orderInvoices(transfer.id);
    expect(first).toMatchObject({ kind: 'invoice', year });
    expect(first!.number).toMatch(new RegExp(`^${year}-\\d{6}$`));
    // back to pending and paid again, then shipped: still the one invoice
    await changeOrderStatus(transfer.id, 'pending', 'admin:series@test');
    await changeOrderStatus(transfer.id, 'paid', 'admin:series@test');
    await changeOrderStatus(transfer.id, 'shipped', 'admin:series@test');
    expect(await orderInvoices(transfer.id)).toHaveLength(1);

    const card = await place('credit-card');
    await pay(card);
    await changeOrderStatus(card.id, 'cancelled', 'admin:series@test');
    await refundCancelledOrder(card.id, 'admin:series@test');
    const [invoice, note] = await orderInvoices(card.id);
    expect(note).toMatchObject({ kind: 'credit_note', credits: invoice!.number, seq: invoice!.seq + 1 });
    await changeOrderStatus(card.id, 'paid', 'admin:series@test');
    expect((await orderInvoices(card.id)).map((i) => i.kind)).toEqual(['invoice', 'credit_note', 'invoice']);
    await expectSeriesWhole();
  });

  it('keeps the numbers of deleted orders: the invoice stays, without its order', async () => {
    const order = await place('bank-transfer');
    await pay(order);
    const [invoice] = await orderInvoices(order.id);
    await deleteOrder(order.id);
    expect((await invoices()).find((i) => i.number === invoice!.number)).toMatchObject({
      order_id: null,
      kind: 'invoice',
    });
    await expectSeriesWhole();
  });

  it('two payments at once get consecutive numbers', async () => {
    const [a, b] = await Promise.all([place('bank-transfer'), place('bank-transfer')]);
    const before = (await invoices()).length;
    await Promise.all([pay(a), pay(b)]);
    expect((await invoices()).length).toBe(before + 2);
    await expectSeriesWhole();
  });

  it('never leaves a gap over any sequence of place, pay, refund, reopen and delete', async () => {
    type Op = { op: 'place'; card: boolean } | { op: 'pay' | 'refund' | 'reopen' | 'delete'; at: number };
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ op: fc.constant('place' as const), card: fc.boolean() }),
      fc.record({
        op: fc.constantFrom('pay' as const, 'refund' as const, 'reopen' as const, 'delete' as const),
        at: fc.nat(20),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        const orders: { id: number; totalCents: number; sessionId: string | null }[] = [];
        for (const step of ops) {
          if (step.op === 'place') {
            orders.push(await place(step.card ? 'credit-card' : 'bank-transfer'));
            continue;
          }
          const order = orders[step.at % Math.max(orders.length, 1)];
          if (!order) continue;
          if (step.op === 'pay') await pay(order).catch(() => undefined);
          if (step.op === 'refund') {
            await changeOrderStatus(order.id, 'cancelled', 'admin:series@test').catch(() => undefined);
            await refundCancelledOrder(order.id, 'admin:series@test');
          }
          if (step.op === 'reopen')
            await changeOrderStatus(order.id, 'pending', 'admin:series@test').catch(() => undefined);
          if (step.op === 'delete') {
            await deleteOrder(order.id).catch(() => undefined);
            orders.splice(orders.indexOf(order), 1);
          }
        }
        await expectSeriesWhole();
      }),
      { numRuns: 12 },
    );
  });
});
