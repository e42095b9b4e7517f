// Refunds, on the embedded database and on PostgreSQL (TEST_DATABASE_URL): the owner
// cancels a paid card order and its payment goes back through the provider: Stripe's POST /v1/refunds
// (a local fake of its API) with an Idempotency-Key per payment, or the embedded test gateway. Once
// only, however often it is asked; written in the payment events and the status history. A refund the
// provider refuses leaves the order cancelled and marked "refund needed", and a retry then refunds it.
// A transfer paid by a bank statement shows who paid it, with the IBAN, to pay it back.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import adminBankStatements from '../../../netlify/functions/admin-bank-statements.mts';
import adminOrderRefund from '../../../netlify/functions/admin-order-refund.mts';
import adminOrders from '../../../netlify/functions/admin-orders.mts';
import paymentsWebhook from '../../../netlify/functions/payments-webhook.mts';
import { refundNoteOf } from '../../../src/domain/orders/refund-note.ts';
import { orderStructuredCommunication } from '../../../src/domain/payments/structured-communication.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { refundCancelledOrder } from '../../../src/server/payments/refunds.ts';
import { signPayload } from '../../../src/server/payments/providers/signatures.ts';
import { makeTestEvent, TEST_SIGNATURE_HEADER } from '../../../src/server/payments/providers/test-gateway.ts';
import { camt053Statement, euros } from '../../support/camt053.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { callFunction, functionContext } from '../../support/function-context.ts';
import { authed, file, jsonInit, signedInAdmin } from '../admin/helpers.ts';
import { overrideEnv } from './env-override.ts';
import { startFakeServer, type FakeServer } from './http-fakes.ts';
import { createProduct, orderBody, postOrder, scalarRow } from './order-helpers.ts';

const WHSEC = 'whsec_refund_tests';
let fake: FakeServer;
let restore: () => void;
let token: string;
/** The fake Stripe refuses refunds while this is set (a card that can no longer take one, say). */
let refuseRefunds = false;
const refundsByKey = new Map<string, string>();

interface OrderAnswer {
  status: string;
  amount_paid_cents: number;
  refund_needed_at: string | null;
  payer?: { name: string | null; iban: string | null } | null;
  payment_events: { kind: string; amount_cents: number | null }[];
  status_history: { changed_by: string; note: string | null }[];
}

function fakeStripe(): Promise<FakeServer> {
  return startFakeServer((req) => {
    if (req.headers.authorization !== 'Bearer sk_test_refunds')
      return { status: 401, body: { error: { message: 'Invalid API Key provided' } } };
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const id = `cs_test_${new URLSearchParams(req.body).get('client_reference_id')}`;
      return { status: 200, body: { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` } };
    }
    const session = /^\/v1\/checkout\/sessions\/(cs_test_\d+)$/.exec(req.path)?.[1];
    if (req.method === 'GET' && session)
      return {
        status: 200,
        body: { id: session, object: 'checkout.session', payment_intent: `pi_${session.slice(3)}` },
      };
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      if (refuseRefunds)
        return { status: 402, body: { error: { type: 'invalid_request_error', message: 'Charge has been disputed' } } };
      // Stripe's idempotency: the same key gives the same refund
      const key = String(req.headers['idempotency-key']);
      const id = refundsByKey.get(key) ?? `re_${refundsByKey.size + 1}`;
      refundsByKey.set(key, id);
      const form = new URLSearchParams(req.body);
      return {
        status: 200,
        body: {
          id,
          object: 'refund',
          status: 'succeeded',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
        },
      };
    }
    return { status: 404, body: { error: { message: 'no such route' } } };
  });
}

const refundRequests = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

async function paidCardOrder(provider: 'stripe' | 'test'): Promise<{ id: number; totalCents: number }> {
  const product = await createProduct({ stock: 10, priceCents: 12000 });
  const res = await postOrder(orderBody([{ product_id: product, quantity: 1 }], { paymentMethod: 'credit-card' }));
  expect(res.status).toBe(201);
  const { order, payment } = (await res.json()) as {
    order: { id: number; totalCents: number };
    payment: { url: string };
  };
  const sessionId = payment.url.split('/').pop()!;
  const body =
    provider === 'stripe'
      ? JSON.stringify({
          id: `evt_paid_${order.id}`,
          type: 'checkout.session.completed',
          data: {
            object: {
              id: sessionId,
              object: 'checkout.session',
              payment_status: 'paid',
              amount_total: order.totalCents,
              currency: 'eur',
              metadata: { order_id: String(order.id) },
            },
          },
        })
      : JSON.stringify(makeTestEvent('payment.succeeded', sessionId, order.id, order.totalCents));
  const headers: Record<string, string> =
    provider === 'stripe'
      ? { 'stripe-signature': signPayload(WHSEC, body) }
      : { [TEST_SIGNATURE_HEADER]: signPayload(process.env.LOCAL_PAYMENT_WEBHOOK_SECRET!, body) };
  const paid = await callFunction(
    paymentsWebhook,
    new Request(`http://localhost/api/payments/webhook/${provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }),
    functionContext({ provider }),
  );
  expect(await paid.json()).toEqual({ received: true, result: 'paid' });
  return order;
}

const setStatus = async (id: number, status: string) => {
  const res = await adminOrders(
    // cancelling an order that holds money asks for the owner's yes (the ledger's tests check the refusal)
    new Request(
      `http://localhost/api/orders/${id}/status`,
      jsonInit(token, 'PUT', { status, ...(status === 'cancelled' ? { confirm_refund: true } : {}) }),
    ),
    functionContext({ id: String(id), action: 'status' }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as OrderAnswer;
};
/** POST /api/orders/{id}/refund: the owner's "retry the refund". */
const retry = async (id: number) => {
  const res = await adminOrderRefund(
    new Request(`http://localhost/api/orders/${id}/refund`, authed(token, { method: 'POST' })),
    functionContext({ id: String(id) }),
  );
  return {
    status: res.status,
    body: (await res.json()) as OrderAnswer & {
      refunds?: { provider: string; amount_cents: number; result: string }[];
      code?: string;
    },
  };
};
const events = (id: number) => getSql()<{ outcome: string; event_id: string; amount_cents: number | null }[]>`
  select outcome, event_id, amount_cents from public.payment_events where order_id = ${id} order by received_at, event_id`;

beforeAll(async () => {
  fake = await fakeStripe();
  await resetDatabase();
  await giveShopBankAccount();
  token = await signedInAdmin();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  refuseRefunds = false;
});

describe('a cancelled paid Stripe order is refunded through POST /v1/refunds', () => {
  beforeAll(() => {
    restore = overrideEnv({
      STRIPE_SECRET_KEY: 'sk_test_refunds',
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(() => restore());

  it('refunds the whole payment once, with an Idempotency-Key per payment, into the payment and status histories', async () => {
    const order = await paidCardOrder('stripe');
    const answer = await setStatus(order.id, 'cancelled');
    const [refund] = refundRequests().filter(
      (r) => new URLSearchParams(r.body).get('metadata[order_id]') === String(order.id),
    );
    expect(refund!.headers['idempotency-key']).toBe(`refund-stripe-evt_paid_${order.id}`);
    expect(Object.fromEntries(new URLSearchParams(refund!.body))).toMatchObject({
      payment_intent: `pi_test_${order.id}`,
      amount: String(order.totalCents),
    });
    expect(answer).toMatchObject({ status: 'cancelled', refund_needed_at: null, amount_paid_cents: 0 });
    expect(answer.payment_events.map((e) => [e.kind, e.amount_cents])).toEqual([
      ['succeeded', order.totalCents],
      ['refunded', order.totalCents],
    ]);
    const note = answer.status_history.at(-1)!;
    expect(note.changed_by).toBe('admin:admin@test.local');
    expect(refundNoteOf(note.note)).toEqual({ kind: 'refunded', amountCents: order.totalCents, provider: 'stripe' });

    // cancelled again, reopened and cancelled again, or asked twice at once: no second refund
    const before = refundRequests().length;
    await setStatus(order.id, 'cancelled');
    await setStatus(order.id, 'pending');
    await setStatus(order.id, 'cancelled');
    expect(refundRequests().length).toBe(before);
    expect((await events(order.id)).filter((e) => e.outcome === 'refunded')).toHaveLength(1);
  });

  it('two refunds asked at once reach Stripe with the same key and are recorded once', async () => {
    const order = await paidCardOrder('stripe');
    await getSql()`update public.orders set status = 'cancelled' where id = ${order.id}`;
    const outcomes = await Promise.all([
      refundCancelledOrder(order.id, 'admin:a'),
      refundCancelledOrder(order.id, 'admin:b'),
    ]);
    // the second either finds it refunded already or reaches Stripe with the same key and records nothing
    expect(outcomes.flat().filter((o) => o.result === 'refunded')).toHaveLength(1);
    const mine = refundRequests().filter(
      (r) => new URLSearchParams(r.body).get('metadata[order_id]') === String(order.id),
    );
    expect(new Set(mine.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([`refund-stripe-evt_paid_${order.id}`]),
    );
    expect((await events(order.id)).filter((e) => e.outcome === 'refunded')).toHaveLength(1);
  });

  it('a refund Stripe refuses leaves the order cancelled and marked "refund needed"; a retry refunds it and clears the mark', async () => {
    const order = await paidCardOrder('stripe');
    refuseRefunds = true;
    const answer = await setStatus(order.id, 'cancelled');
    expect(answer.status).toBe('cancelled');
    expect(answer.refund_needed_at).not.toBeNull();
    expect(answer.payment_events.map((e) => e.kind)).toEqual(['succeeded', 'refund_failed']);
    expect(refundNoteOf(answer.status_history.at(-1)!.note)).toMatchObject({
      kind: 'refund_failed',
      amountCents: order.totalCents,
    });

    refuseRefunds = false;
    expect(await refundCancelledOrder(order.id, 'admin:admin@test.local')).toEqual([
      {
        provider: 'stripe',
        amountCents: order.totalCents,
        result: 'refunded',
        creditNote: expect.stringMatching(/^\d{4}-\d{6}$/) as unknown,
      },
    ]);
    const { refund_needed_at } = await scalarRow<{ refund_needed_at: Date | null }>(
      'select refund_needed_at from public.orders where id = $1',
      [order.id],
    );
    expect(refund_needed_at).toBeNull();
  });
});

describe('"retry the refund" (POST /api/orders/{id}/refund)', () => {
  beforeAll(() => {
    restore = overrideEnv({
      STRIPE_SECRET_KEY: 'sk_test_refunds',
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(() => restore());
  const keysOf = (id: number) =>
    refundRequests()
      .filter((r) => new URLSearchParams(r.body).get('metadata[order_id]') === String(id))
      .map((r) => r.headers['idempotency-key']);

  it('asks Stripe again with the same Idempotency-Key; a refusal is recorded and keeps the mark, a success clears it; then nothing is owed', async () => {
    const order = await paidCardOrder('stripe');
    refuseRefunds = true;
    expect((await setStatus(order.id, 'cancelled')).refund_needed_at).not.toBeNull();

    // still refused: a second attempt in both histories, the order still marked
    const refused = await retry(order.id);
    expect(refused.status).toBe(200);
    expect(refused.body.refunds).toEqual([
      { provider: 'stripe', amount_cents: order.totalCents, result: 'refund_failed' },
    ]);
    expect(refused.body.refund_needed_at).not.toBeNull();
    expect(refused.body.payment_events.map((e) => e.kind)).toEqual(['succeeded', 'refund_failed', 'refund_failed']);
    expect(refused.body.status_history.filter((h) => refundNoteOf(h.note)?.kind === 'refund_failed')).toHaveLength(2);

    refuseRefunds = false;
    const done = await retry(order.id);
    expect(done.status).toBe(200);
    expect(done.body.refunds).toEqual([{ provider: 'stripe', amount_cents: order.totalCents, result: 'refunded' }]);
    expect(done.body).toMatchObject({ status: 'cancelled', refund_needed_at: null, amount_paid_cents: 0 });
    expect(done.body.payment_events.map((e) => [e.kind, e.amount_cents])).toEqual([
      ['succeeded', order.totalCents],
      ['refund_failed', order.totalCents],
      ['refund_failed', order.totalCents],
      ['refunded', order.totalCents],
    ]);
    const last = done.body.status_history.at(-1)!;
    expect(last.changed_by).toBe('admin:admin@test.local');
    expect(refundNoteOf(last.note)).toEqual({ kind: 'refunded', amountCents: order.totalCents, provider: 'stripe' });
    // every attempt, the first one included, carried the payment's one key
    expect(keysOf(order.id)).toEqual(Array(3).fill(`refund-stripe-evt_paid_${order.id}`));

    // refunded: nothing is owed any more, Stripe is not asked again
    const again = await retry(order.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('refund_not_needed');
    expect(keysOf(order.id)).toHaveLength(3);
    expect((await events(order.id)).filter((e) => e.outcome === 'refunded')).toHaveLength(1);
  });

  it('two retries at once refund once', async () => {
    const order = await paidCardOrder('stripe');
    refuseRefunds = true;
    await setStatus(order.id, 'cancelled');
    refuseRefunds = false;
    const answers = await Promise.all([retry(order.id), retry(order.id)]);
    expect(answers.some((a) => a.status === 200 && a.body.refunds?.[0]?.result === 'refunded')).toBe(true);
    expect((await events(order.id)).filter((e) => e.outcome === 'refunded')).toHaveLength(1);
    expect(new Set(keysOf(order.id))).toEqual(new Set([`refund-stripe-evt_paid_${order.id}`]));
  });

  it('refuses an order that owes nothing back (409 refund_not_needed) and an unknown one (404), asking Stripe nothing', async () => {
    const order = await paidCardOrder('stripe');
    const before = refundRequests().length;
    const paid = await retry(order.id);
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('refund_not_needed');
    expect((await retry(999_999_999)).status).toBe(404);
    expect(refundRequests().length).toBe(before);
  });
});

describe('the embedded test gateway', () => {
  it('refunds a cancelled paid order the same way, with its own refund id', async () => {
    const order = await paidCardOrder('test');
    const answer = await setStatus(order.id, 'cancelled');
    expect(answer.refund_needed_at).toBeNull();
    const refunded = (await events(order.id)).filter((e) => e.outcome === 'refunded');
    expect(refunded).toHaveLength(1);
    expect(refunded[0]!.event_id).toMatch(/^re_test_[0-9a-f]{24}$/);
    expect(refunded[0]!.amount_cents).toBe(order.totalCents);
  });
});

describe('a transfer paid by a bank statement', () => {
  it('shows who paid it, name and IBAN, from the statement entry', async () => {
    const product = await createProduct({ stock: 10, priceCents: 9000 });
    const res = await postOrder(orderBody([{ product_id: product, quantity: 1 }], { paymentMethod: 'bank-transfer' }));
    const { order } = (await res.json()) as { order: { id: number; totalCents: number } };
    const xml = camt053Statement({
      messageId: `MSG-REFUND-${order.id}`,
      statementId: `STMT-REFUND-${order.id}`,
      iban: 'BE68539007547034',
      entries: [
        {
          ref: `REF-${order.id}`,
          amount: euros(order.totalCents),
          communication: orderStructuredCommunication(order.id),
          debtor: 'Jan Peeters',
          debtorIban: 'BE71 0961 2345 6769',
        },
      ],
    });
    const form = new FormData();
    form.set('file', file(xml, 'releve.xml', 'application/xml'));
    const imported = await adminBankStatements(
      new Request('http://localhost/api/admin/bank-statements', authed(token, { method: 'POST', body: form })),
      functionContext({}),
    );
    expect(imported.status).toBe(201);
    const detail = await adminOrders(
      new Request(`http://localhost/api/orders/${order.id}`, authed(token)),
      functionContext({ id: String(order.id) }),
    );
    const body = (await detail.json()) as OrderAnswer;
    expect(body.status).toBe('paid');
    expect(body.payer).toEqual({ name: 'Jan Peeters', iban: 'BE71096123456769' });
  });
});
