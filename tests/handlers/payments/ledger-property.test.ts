// The ledger's laws over random sequences of what an owner does (on both databases): orders placed
// (transfer or card), paid whole or in part by hand, by a bank statement or by card, shipped, cancelled
// (confirmed), refunded whole or in part, deleted. After every sequence: each order's balance due is
// its total (0 once cancelled) less what it received plus what went back, as counted here; the invoice
// series has no gap; no credit note exceeds its refund nor the invoice it credits (and equals its
// refund when the order was never paid more than its total); the dashboard's revenue is all money
// received less all money refunded; every quarter's VAT return is the invoices less the credit notes
// issued in it (by their Brussels issue day).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminStats from '../../../netlify/functions/admin-stats.mts';
import adminOrders from '../../../netlify/functions/admin-orders.mts';
import adminVatReturn from '../../../netlify/functions/admin-vat-return.mts';
import type { VatReturn } from '../../../src/contract/admin/vat.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { callFunction, functionContext } from '../../support/function-context.ts';
import { adminToken, authed, createAccounts } from '../admin/helpers.ts';
import { overrideEnv } from '../orders/env-override.ts';
import { admin, payByStripe, placeOrder } from './ledger-helpers.ts';
import { startStripeFake, STRIPE_KEY, STRIPE_WHSEC, type StripeFake } from './stripe-fake.ts';

interface Tracked {
  id: number;
  total: number;
  transfer: boolean;
  received: number;
  refunded: number;
  /** Card money not refunded yet (refunds go back through the card first). */
  cardHeld: number;
  everOverpaid: boolean;
}

type Op =
  | { op: 'place'; transfer: boolean }
  | {
      op: 'payWhole' | 'payPart' | 'statement' | 'card' | 'ship' | 'cancel' | 'refundWhole' | 'refundPart' | 'delete';
      at: number;
    };

let api: ReturnType<typeof admin>;
let token: string;
let stripe: StripeFake;
let restore: () => void;
const paidOf = new Map<string, number>();
const money = { received: 0, refunded: 0 };
let statements = 0;
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Brussels' });

beforeAll(async () => {
  stripe = await startStripeFake((intent) => paidOf.get(intent) ?? 0);
  restore = overrideEnv({
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_WHSEC,
    STRIPE_API_BASE: stripe.url,
  });
  await resetDatabase();
  await giveShopBankAccount();
  await createAccounts();
  token = await adminToken();
  api = admin(token);
});
afterAll(async () => {
  restore();
  await stripe.close();
});

const statusOf = async (id: number) => (await api.detail(id)).status;
const held = (o: Tracked) => o.received - o.refunded;
const received = (o: Tracked, cents: number) => {
  o.received += cents;
  money.received += cents;
  if (o.received - o.refunded > o.total) o.everOverpaid = true;
};
const refunded = (o: Tracked, cents: number) => {
  o.refunded += cents;
  money.refunded += cents;
};

async function place(orders: Tracked[], transfer: boolean) {
  const order = await placeOrder(transfer ? 'bank-transfer' : 'credit-card', 7000, 100_000);
  if (!transfer) {
    paidOf.set(`pi_test_${order.id}`, order.totalCents);
    await payByStripe(order);
  }
  const tracked: Tracked = {
    id: order.id,
    total: order.totalCents,
    transfer,
    received: 0,
    refunded: 0,
    cardHeld: 0,
    everOverpaid: false,
  };
  if (!transfer) {
    received(tracked, order.totalCents);
    tracked.cardHeld = order.totalCents;
  }
  orders.push(tracked);
}

async function payByStatement(o: Tracked) {
  const status = await statusOf(o.id);
  const cents = Math.max(1, Math.floor(o.total / 2));
  await api.statement(`PROP-${++statements}-${o.id}`, [{ orderId: o.id, cents }]);
  if (status !== 'cancelled') received(o, cents);
}

async function refund(o: Tracked, whole: boolean) {
  const amount = whole ? held(o) : Math.floor(held(o) / 2);
  if (amount <= 0) return;
  const answer = await api.refund(o.id, { amount_cents: amount, reason: whole ? 'whole' : 'part' });
  expect(answer.status).toBe(201);
  refunded(o, amount);
  o.cardHeld -= Math.min(o.cardHeld, amount);
}

async function cancel(o: Tracked) {
  const answer = await api.status(o.id, { status: 'cancelled', confirm_refund: true });
  expect(answer.status).toBe(200);
  // the card's money goes back through the provider at once; a transfer's waits on the "to refund" list
  if (o.cardHeld > 0) refunded(o, Math.min(o.cardHeld, held(o)));
  o.cardHeld = 0;
}

async function run(orders: Tracked[], step: Op) {
  if (step.op === 'place') return place(orders, step.transfer);
  const o = orders[step.at % Math.max(1, orders.length)];
  if (!o) return;
  switch (step.op) {
    case 'payWhole':
    case 'payPart': {
      const cents = step.op === 'payWhole' ? o.total : Math.max(1, Math.floor(o.total / 3));
      expect((await api.pay(o.id, { amount_cents: cents, method: 'cash', received_on: today() })).status).toBe(201);
      return received(o, cents);
    }
    case 'statement':
      return o.transfer ? payByStatement(o) : undefined;
    case 'card':
      return undefined;
    case 'ship': {
      const answer = await api.status(o.id, { status: 'shipped', confirm_unpaid: true });
      return expect(answer.status).toBe(200);
    }
    case 'cancel':
      return cancel(o);
    case 'refundWhole':
    case 'refundPart':
      return refund(o, step.op === 'refundWhole');
    case 'delete': {
      const res = await adminOrders(
        new Request(`http://localhost/api/orders/${o.id}`, authed(token, { method: 'DELETE' })),
        functionContext({ id: String(o.id) }),
      );
      expect(res.status).toBe(200);
      orders.splice(orders.indexOf(o), 1);
    }
  }
}

async function expectLaws(orders: Tracked[]) {
  for (const o of orders) {
    const detail = await api.detail(o.id);
    const owed = detail.status === 'cancelled' ? 0 : o.total;
    expect({ id: o.id, paid: detail.amount_paid_cents, balance: detail.balance_due_cents }).toEqual({
      id: o.id,
      paid: o.received - o.refunded,
      balance: owed - o.received + o.refunded,
    });
  }
  const docs = await getSql()<
    {
      year: number;
      seq: number;
      kind: string;
      id: number;
      credits_invoice_id: number | null;
      total_cents: number;
      refund_cents: number | null;
      order_id: number | null;
    }[]
  >`
    select i.year, i.seq, i.kind, i.id::int as id, i.credits_invoice_id::int as credits_invoice_id, i.total_cents, g.amount_cents as refund_cents, i.order_id::int as order_id
      from public.invoices i left join public.order_ledger g on g.id = i.ledger_entry_id order by i.year, i.seq`;
  for (const year of new Set(docs.map((d) => d.year))) {
    const seqs = docs.filter((d) => d.year === year).map((d) => d.seq);
    expect(seqs).toEqual(seqs.map((_, k) => k + 1));
  }
  for (const note of docs.filter((d) => d.kind === 'credit_note' && d.refund_cents !== null)) {
    expect(note.total_cents).toBeLessThanOrEqual(note.refund_cents!);
    const order = orders.find((o) => o.id === note.order_id);
    if (order && !order.everOverpaid) expect(note.total_cents).toBe(note.refund_cents);
  }
  for (const invoice of docs.filter((d) => d.kind === 'invoice')) {
    const credited = docs.filter((d) => d.credits_invoice_id === invoice.id).reduce((s, d) => s + d.total_cents, 0);
    expect(credited).toBeLessThanOrEqual(invoice.total_cents);
  }
  const stats = (await (
    await callFunction(adminStats, new Request('http://localhost/api/admin/stats', authed(token)), functionContext({}))
  ).json()) as {
    revenue_cents: number;
  };
  expect(stats.revenue_cents).toBe(money.received - money.refunded);
  await expectVatReturnsFromDocuments();
}

/** Each quarter that has a document: its VAT return's totals are its invoices less its credit notes. */
async function expectVatReturnsFromDocuments() {
  const quarters = await getSql()<
    { quarter: string; invoices: number; credit_notes: number; total: number; vat: number }[]
  >`
    select to_char(issued_at at time zone 'Europe/Brussels', 'YYYY-"Q"Q') as quarter,
           count(*) filter (where kind = 'invoice')::int as invoices,
           count(*) filter (where kind = 'credit_note')::int as credit_notes,
           sum(case when kind = 'invoice' then total_cents else -total_cents end)::int as total,
           sum(case when kind = 'invoice' then vat_cents else -vat_cents end)::int as vat
      from public.invoices group by 1 order by 1`;
  for (const q of quarters) {
    const res = await callFunction(
      adminVatReturn,
      new Request(`http://localhost/api/admin/vat-return?quarter=${q.quarter}`, authed(token)),
      functionContext({}),
    );
    const report = (await res.json()) as VatReturn;
    expect({ quarter: q.quarter, ...report.totals }).toEqual({
      quarter: q.quarter,
      invoices: q.invoices,
      credit_notes: q.credit_notes,
      total_cents: q.total,
      vat_cents: q.vat,
      net_cents: q.total - q.vat,
    });
  }
}

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ op: fc.constant('place' as const), transfer: fc.boolean() }) },
  {
    weight: 8,
    arbitrary: fc.record({
      op: fc.constantFrom(
        'payWhole' as const,
        'payPart' as const,
        'statement' as const,
        'ship' as const,
        'cancel' as const,
        'refundWhole' as const,
        'refundPart' as const,
        'delete' as const,
      ),
      at: fc.nat(10),
    }),
  },
);

describe('the payment ledger', () => {
  it('keeps balance = total - received + refunded, a whole invoice series, credit notes within their refunds, revenue = received - refunded and VAT return = invoices - credit notes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 10 }), async (ops) => {
        const orders: Tracked[] = [];
        for (const step of ops) await run(orders, step);
        await expectLaws(orders);
      }),
      { numRuns: 25 },
    );
  }, 600_000);
});
