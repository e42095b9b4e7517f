// One refund per form submission, on the embedded database and on PostgreSQL (TEST_DATABASE_URL): the
// same request sent twice with its Idempotency-Key, one after the other or at the same time, makes one
// refund (one provider refund, one ledger row, one credit note, one e-mail) and both answers carry the
// first one's outcome; the key with another body is refused (422); without a key each request refunds.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminOrderLedger from '../../../netlify/functions/admin-order-ledger.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { functionContext } from '../../support/function-context.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { adminToken, createAccounts } from '../admin/helpers.ts';
import { overrideEnv } from '../orders/env-override.ts';
import { admin, payByStripe, placeOrder, type Answer } from './ledger-helpers.ts';
import { startStripeFake, STRIPE_KEY, STRIPE_WHSEC, type StripeFake } from './stripe-fake.ts';

let token: string;
let stripe: StripeFake;
let restore: () => void;
const paidOf = new Map<string, number>();
const today = () => new Date().toISOString().slice(0, 10);

async function refund(id: number, body: Record<string, unknown>, key?: string): Promise<Answer> {
  const res = await adminOrderLedger(
    new Request(`http://localhost/api/orders/${id}/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    }),
    functionContext({ id: String(id) }),
  );
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const counts = async (id: number) => {
  const [row] = await getSql()<{ outs: number; notes: number; mails: number }[]>`
    select (select count(*)::int from public.order_ledger where order_id = ${id} and direction = 'out') as outs,
           (select count(*)::int from public.invoices where order_id = ${id} and kind = 'credit_note') as notes,
           (select count(*)::int from public.outgoing_emails where order_id = ${id} and kind = 'order_refunded') as mails`;
  return row;
};

async function paidByCard() {
  const order = await placeOrder('credit-card', 20000, 5);
  paidOf.set(`pi_test_${order.id}`, order.totalCents);
  await payByStripe(order);
  return order;
}

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
});
afterAll(async () => {
  restore();
  await stripe.close();
});

const providerRefunds = (id: number) => stripe.refunds().filter((r) => r.paymentIntent === `pi_test_${id}`);

describe('POST /api/orders/{id}/refunds with an Idempotency-Key', () => {
  it('the same submission twice, one after the other: one refund, the second answer is the first outcome', async () => {
    const order = await paidByCard();
    const key = randomUUID();
    const body = { amount_cents: 3000, reason: 'one bottle damaged' };
    const first = await refund(order.id, body, key);
    const second = await refund(order.id, body, key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.refunds).toEqual(first.body.refunds);
    expect(second.body.balance_due_cents).toBe(first.body.balance_due_cents);
    expect(providerRefunds(order.id).map((r) => r.amount)).toEqual([3000]);
    expect(await counts(order.id)).toEqual({ outs: 1, notes: 1, mails: 1 });
    expect(first.body.ledger.filter((g) => g.direction === 'out')).toHaveLength(1);

    const reused = await refund(order.id, { ...body, amount_cents: 4000 }, key);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 'idempotency_key_reused' });
    expect(Object.keys(reused.body.errors ?? {})).toEqual(['Idempotency-Key']);
  });

  it('the same submission twice at the same time (the key in the body): one refund, both answers alike', async () => {
    const order = await placeOrder('bank-transfer', 20000, 5);
    await admin(token).pay(order.id, { amount_cents: order.totalCents, method: 'bank_transfer', received_on: today() });
    const body = { amount_cents: 2500, reason: 'late delivery', idempotency_key: randomUUID() };
    const answers = await Promise.all([refund(order.id, body), refund(order.id, body), refund(order.id, body)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    for (const answer of answers.slice(1)) expect(answer.body.refunds).toEqual(answers[0]!.body.refunds);
    expect(await counts(order.id)).toEqual({ outs: 1, notes: 1, mails: 1 });
  });

  it('card refunds at the same time with one key: one provider refund', async () => {
    const order = await paidByCard();
    const key = randomUUID();
    const body = { amount_cents: 1500, reason: 'sample missing' };
    const answers = await Promise.all([refund(order.id, body, key), refund(order.id, body, key)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(providerRefunds(order.id).map((r) => r.amount)).toEqual([1500]);
    expect(await counts(order.id)).toEqual({ outs: 1, notes: 1, mails: 1 });
  });

  it('without a key, each request is a refund of its own; a malformed header is refused (400)', async () => {
    const order = await paidByCard();
    const body = { amount_cents: 1000, reason: 'goodwill' };
    await refund(order.id, body);
    await refund(order.id, body);
    expect(providerRefunds(order.id).map((r) => r.amount)).toEqual([1000, 1000]);
    const bad = await refund(order.id, body, 'short');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['Idempotency-Key']);
  });
});
