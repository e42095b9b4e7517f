// The payment ledger, on the embedded database and on PostgreSQL (TEST_DATABASE_URL): money recorded
// by hand (partial, more than due), refunds through Stripe (partial, each with its own key, a credit
// note each) or paid back by hand, cancelling an order that holds money only once confirmed, and a
// transfer arriving after an unpaid order was shipped paying it where it stands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderDetailSchema } from '../../../src/contract/admin/orders.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { adminToken, createAccounts } from '../admin/helpers.ts';
import { overrideEnv } from '../orders/env-override.ts';
import { stockOf } from '../orders/order-helpers.ts';
import { admin, payByStripe, placeOrder } from './ledger-helpers.ts';
import { startStripeFake, STRIPE_KEY, STRIPE_WHSEC, type StripeFake } from './stripe-fake.ts';

let api: ReturnType<typeof admin>;
let stripe: StripeFake;
let restore: () => void;
const paidOf = new Map<string, number>();
const today = () => new Date().toISOString().slice(0, 10);

const invoicesOf = (id: number) => getSql()<{ number: string; kind: string; total_cents: number; vat_cents: number }[]>`
  select number, kind, total_cents, vat_cents from public.invoices where order_id = ${id} order by id`;
const emailsOf = async (id: number) =>
  Number(
    (await getSql()<{ n: number }[]>`select count(*)::int as n from public.outgoing_emails where order_id = ${id}`)[0]!
      .n,
  );

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
  api = admin(await adminToken());
});
afterAll(async () => {
  restore();
  await stripe.close();
});

describe('POST /api/orders/{id}/payments', () => {
  it('records a partial payment, then the rest pays the order (invoice issued), each in the ledger', async () => {
    const order = await placeOrder('bank-transfer');
    const first = await api.pay(order.id, {
      amount_cents: 5000,
      method: 'bank_transfer',
      received_on: today(),
      note: 'first half',
    });
    expect(first.status).toBe(201);
    expect(adminOrderDetailSchema.safeParse(first.body).success).toBe(true);
    expect(first.body).toMatchObject({
      status: 'pending',
      balance_due_cents: order.totalCents - 5000,
      amount_paid_cents: 5000,
    });
    expect(first.body.ledger).toMatchObject([
      {
        direction: 'in',
        amount_cents: 5000,
        method: 'bank_transfer',
        source: 'hand',
        on_date: today(),
        actor: 'admin:admin@test.local',
        note: 'first half',
      },
    ]);
    expect(await invoicesOf(order.id)).toEqual([]);

    const rest = await api.pay(order.id, {
      amount_cents: order.totalCents - 5000,
      method: 'cash',
      received_on: today(),
    });
    expect(rest.body).toMatchObject({ status: 'paid', balance_due_cents: 0, amount_due_cents: 0 });
    expect((await invoicesOf(order.id)).map((i) => [i.kind, i.total_cents])).toEqual([['invoice', order.totalCents]]);
  });

  it('accepts more than due and shows it as to refund (a negative balance, the refund mark)', async () => {
    const order = await placeOrder('bank-transfer');
    const over = await api.pay(order.id, {
      amount_cents: order.totalCents + 1000,
      method: 'bank_transfer',
      received_on: today(),
    });
    expect(over.body).toMatchObject({ status: 'paid', balance_due_cents: -1000 });
    expect(over.body.refund_needed_at).not.toBeNull();
    expect(await api.listed('to_refund')).toContain(order.id);
    expect(await api.listed('due')).not.toContain(order.id);
    const back = await api.refund(order.id, { amount_cents: 1000, reason: 'over-payment' });
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({ balance_due_cents: 0, refund_needed_at: null });
    expect(await api.listed('to_refund')).not.toContain(order.id);
    expect(back.body.refunds).toEqual([
      { amount_cents: 1000, how: 'hand', result: 'refunded', credit_note: expect.any(String) },
    ]);
  });

  it('names the bad field (422) and an unknown order (404)', async () => {
    const order = await placeOrder('bank-transfer');
    const bad = await api.pay(order.id, { amount_cents: 0, method: 'cheque', received_on: '2026-13-01' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['amount_cents', 'method', 'received_on']);
    expect((await api.pay(999_999_999, { amount_cents: 100, method: 'cash', received_on: today() })).status).toBe(404);
  });

  it('pays a shipped unpaid order where it stands: still shipped, paid, invoiced, no extra e-mail', async () => {
    const order = await placeOrder('bank-transfer');
    expect((await api.status(order.id, { status: 'shipped', confirm_unpaid: true })).status).toBe(200);
    const emails = await emailsOf(order.id);
    const paid = await api.pay(order.id, {
      amount_cents: order.totalCents,
      method: 'bank_transfer',
      received_on: today(),
    });
    expect(paid.body).toMatchObject({ status: 'shipped', balance_due_cents: 0 });
    expect(paid.body.paid_at).not.toBeNull();
    expect(await invoicesOf(order.id)).toHaveLength(1);
    expect(await emailsOf(order.id)).toBe(emails);
  });
});

describe('cancelling an order that holds money', () => {
  it('is refused without confirm_refund (409 with the amount, to pay back by hand); confirmed, it joins the to-refund list', async () => {
    const order = await placeOrder('bank-transfer');
    await api.pay(order.id, { amount_cents: order.totalCents, method: 'bank_transfer', received_on: today() });
    const refused = await api.status(order.id, { status: 'cancelled' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'refund_confirmation_required',
      details: { amount_cents: order.totalCents, how: 'hand' },
    });
    expect((await api.detail(order.id)).status).toBe('paid');

    const cancelled = await api.status(order.id, { status: 'cancelled', confirm_refund: true });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', balance_due_cents: -order.totalCents });
    expect(cancelled.body.refund_needed_at).not.toBeNull();

    const paidBack = await api.refund(order.id, { amount_cents: order.totalCents, reason: 'cancelled' });
    expect(paidBack.body).toMatchObject({ balance_due_cents: 0, refund_needed_at: null, amount_paid_cents: 0 });
    const docs = await invoicesOf(order.id);
    expect(docs.map((d) => [d.kind, d.total_cents])).toEqual([
      ['invoice', order.totalCents],
      ['credit_note', order.totalCents],
    ]);
  });

  it('an order that holds nothing is cancelled without asking', async () => {
    const order = await placeOrder('bank-transfer');
    expect((await api.status(order.id, { status: 'cancelled' })).body.status).toBe('cancelled');
  });
});

describe('refunds through Stripe', () => {
  it('refunds part of a card payment twice, each with its own key and credit note, and 409 beyond what is left', async () => {
    const order = await placeOrder('credit-card', 20000, 5);
    paidOf.set(`pi_test_${order.id}`, order.totalCents);
    await payByStripe(order);
    const stock = await stockOf(order.productId);

    const first = await api.refund(order.id, { amount_cents: 3000, reason: 'one bottle damaged' });
    expect(first.status).toBe(201);
    expect(first.body.refunds).toMatchObject([{ amount_cents: 3000, how: 'provider', result: 'refunded' }]);
    const second = await api.refund(order.id, { amount_cents: 2000, reason: 'late delivery', restock: true });
    expect(second.body.refunds).toMatchObject([{ amount_cents: 2000, how: 'provider', result: 'refunded' }]);
    expect(second.body).toMatchObject({ balance_due_cents: 5000, amount_paid_cents: order.totalCents - 5000 });
    expect(await stockOf(order.productId)).toBe(stock + 1);

    const mine = stripe.refunds().filter((r) => r.paymentIntent === `pi_test_${order.id}`);
    expect(mine.map((r) => r.amount)).toEqual([3000, 2000]);
    expect(new Set(mine.map((r) => r.key)).size).toBe(2);
    const notes = (await invoicesOf(order.id)).filter((d) => d.kind === 'credit_note');
    expect(notes.map((d) => d.total_cents)).toEqual([3000, 2000]);
    expect(second.body.ledger.filter((g) => g.direction === 'out').map((g) => g.credit_note)).toEqual(
      notes.map((d) => d.number),
    );

    const tooMuch = await api.refund(order.id, { amount_cents: order.totalCents, reason: 'all' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({
      code: 'refund_too_large',
      details: { refundable_cents: order.totalCents - 5000 },
    });

    // cancelling asks first, naming the card refund; confirmed, the rest goes back through Stripe
    const refused = await api.status(order.id, { status: 'cancelled' });
    expect(refused.body).toMatchObject({
      code: 'refund_confirmation_required',
      details: { amount_cents: order.totalCents - 5000, how: 'provider' },
    });
    const cancelled = await api.status(order.id, { status: 'cancelled', confirm_refund: true });
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      balance_due_cents: 0,
      refund_needed_at: null,
      amount_paid_cents: 0,
    });
    expect(
      stripe
        .refunds()
        .filter((r) => r.paymentIntent === `pi_test_${order.id}`)
        .map((r) => r.amount),
    ).toEqual([3000, 2000, order.totalCents - 5000]);
  });
});

describe('bank statements', () => {
  it('a transfer arriving after an unpaid order was shipped pays it: no review, still shipped, the statement in the ledger', async () => {
    const order = await placeOrder('bank-transfer');
    await api.status(order.id, { status: 'shipped', confirm_unpaid: true });
    const emails = await emailsOf(order.id);
    const result = await api.statement(`SHIPPED-${order.id}`, [{ orderId: order.id, cents: order.totalCents }]);
    expect(result.import.entries.map((e) => [e.decision, e.reason])).toEqual([['paid', null]]);
    const detail = await api.detail(order.id);
    expect(detail).toMatchObject({ status: 'shipped', balance_due_cents: 0 });
    expect(detail.ledger).toMatchObject([
      { source: 'statement', statement_id: `STMT-SHIPPED-${order.id}`, method: 'bank_transfer' },
    ]);
    expect(await emailsOf(order.id)).toBe(emails);
  });

  it('a partial transfer leaves the rest due; a second transfer of the whole shows as to refund', async () => {
    const order = await placeOrder('bank-transfer');
    const partial = await api.statement(`PART-${order.id}`, [{ orderId: order.id, cents: 4000 }]);
    expect(partial.import.entries.map((e) => [e.decision, e.reason])).toEqual([['paid', 'amount_short']]);
    expect(await api.detail(order.id)).toMatchObject({ status: 'pending', balance_due_cents: order.totalCents - 4000 });
    const rest = await api.statement(`REST-${order.id}`, [{ orderId: order.id, cents: order.totalCents }]);
    expect(rest.import.entries.map((e) => [e.decision, e.reason])).toEqual([['paid', 'amount_over']]);
    const detail = await api.detail(order.id);
    expect(detail).toMatchObject({ status: 'paid', balance_due_cents: -4000 });
    expect(detail.refund_needed_at).not.toBeNull();
  });
});
