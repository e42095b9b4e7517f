// Shared steps of the ledger's handler tests: orders placed, paid by card through the Stripe fake,
// and the admin's calls (status, payments, refunds, details, statements) as the back-office makes them.
import { expect } from 'vitest';
import adminBankStatements from '../../../netlify/functions/admin-bank-statements.mts';
import adminOrderLedger from '../../../netlify/functions/admin-order-ledger.mts';
import adminOrders from '../../../netlify/functions/admin-orders.mts';
import paymentsWebhook from '../../../netlify/functions/payments-webhook.mts';
import type { AdminOrderDetail } from '../../../src/contract/admin/orders.ts';
import type { RefundOutcome } from '../../../src/contract/admin/ledger.ts';
import { orderStructuredCommunication } from '../../../src/domain/payments/structured-communication.ts';
import { camt053Statement, euros } from '../../support/camt053.ts';
import { callFunction, functionContext } from '../../support/function-context.ts';
import { authed, file, jsonInit } from '../admin/helpers.ts';
import { createProduct, orderBody, postOrder } from '../orders/order-helpers.ts';
import { stripePaidEvent } from './stripe-fake.ts';

export type Detail = AdminOrderDetail & { message?: string; refunds?: RefundOutcome[] };
export type Answer = {
  status: number;
  body: Detail & { code?: string; details?: Record<string, unknown>; errors?: Record<string, string[]> };
};

export async function placeOrder(
  method: 'bank-transfer' | 'credit-card',
  priceCents = 12000,
  stock = 10,
): Promise<{ id: number; totalCents: number; productId: number; sessionId: string | null }> {
  const productId = await createProduct({ stock, priceCents });
  const res = await postOrder(orderBody([{ product_id: productId, quantity: 1 }], { paymentMethod: method }));
  expect(res.status).toBe(201);
  const { order, payment } = (await res.json()) as {
    order: { id: number; totalCents: number };
    payment?: { url?: string } | null;
  };
  return { ...order, productId, sessionId: payment?.url?.split('/').pop() ?? null };
}

export async function payByStripe(order: { id: number; totalCents: number; sessionId: string | null }) {
  const { body, headers } = stripePaidEvent(order.id, order.sessionId!, order.totalCents);
  const res = await callFunction(
    paymentsWebhook,
    new Request('http://localhost/api/payments/webhook/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }),
    functionContext({ provider: 'stripe' }),
  );
  expect(await res.json()).toEqual({ received: true, result: 'paid' });
}

const answer = async (res: Response): Promise<Answer> => ({
  status: res.status,
  body: (await res.json()) as Answer['body'],
});

export const admin = (token: string) => ({
  status: async (id: number, body: Record<string, unknown>) =>
    answer(
      await adminOrders(
        new Request(`http://localhost/api/orders/${id}/status`, jsonInit(token, 'PUT', body)),
        functionContext({ id: String(id), action: 'status' }),
      ),
    ),
  pay: async (id: number, body: Record<string, unknown>) =>
    answer(
      await adminOrderLedger(
        new Request(`http://localhost/api/orders/${id}/payments`, jsonInit(token, 'POST', body)),
        functionContext({ id: String(id) }),
      ),
    ),
  refund: async (id: number, body: Record<string, unknown>) =>
    answer(
      await adminOrderLedger(
        new Request(`http://localhost/api/orders/${id}/refunds`, jsonInit(token, 'POST', body)),
        functionContext({ id: String(id) }),
      ),
    ),
  /** The ids GET /api/orders lists for a money filter (due, to_refund). */
  listed: async (money: string) => {
    const res = await adminOrders(
      new Request(`http://localhost/api/orders?per_page=100&money=${money}`, authed(token)),
      functionContext({}),
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { id: number }[] }).data.map((o) => o.id);
  },
  detail: async (id: number) =>
    (
      await answer(
        await adminOrders(
          new Request(`http://localhost/api/orders/${id}`, authed(token)),
          functionContext({ id: String(id) }),
        ),
      )
    ).body,
  statement: async (name: string, entries: { orderId: number; cents: number }[]) => {
    const xml = camt053Statement({
      messageId: `MSG-${name}`,
      statementId: `STMT-${name}`,
      iban: 'BE68539007547034',
      entries: entries.map((e, i) => ({
        ref: `REF-${name}-${i}`,
        amount: euros(e.cents),
        communication: orderStructuredCommunication(e.orderId),
        debtor: 'Jan Peeters',
        debtorIban: 'BE71 0961 2345 6769',
      })),
    });
    const form = new FormData();
    form.set('file', file(xml, `${name}.xml`, 'application/xml'));
    const res = await adminBankStatements(
      new Request('http://localhost/api/admin/bank-statements', authed(token, { method: 'POST', body: form })),
      functionContext({}),
    );
    expect(res.status).toBe(201);
    return res.json() as Promise<{ import: { entries: { decision: string; reason: string | null }[] } }>;
  },
});
