// The admin orders API tells the owner the money of an order in full, from its stored cents: a
// bank-transfer order with a promo code and shipping comes with its method, structured communication,
// amounts due and paid and the breakdown the invoice prints; each payment event says what became of
// it (received, late, another amount, declined) with its amount; each status change who made it. The
// shop's new-order e-mail gives the status and the country in words. (PGlite, or TEST_DATABASE_URL.)
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '../../../netlify/functions/admin-orders.mts';
import outbox from '../../../src/local/functions/outbox.mts';
import { mailDeliveryInFlight } from '../../../src/server/mail/queue/mail-delivery.ts';
import { orderStructuredCommunication } from '../../../src/domain/payments/structured-communication.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { changeOrderStatus } from '../../../src/server/orders/order-status.ts';
import { recordPaymentOutcome, recordProviderPayment } from '../../../src/server/payments/payment-events.ts';
import { testSessionId } from '../../../src/server/payments/providers/test-gateway.ts';
import { resetDatabase } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { createProduct, orderBody, postOrder } from '../orders/order-helpers.ts';
import { ADMIN, authed, jsonInit, signedInAdmin } from './helpers.ts';
import { formatMoney } from '../../../src/i18n/locale.ts';

interface MoneyOrder {
  id: number;
  status: string;
  payment_method: string;
  payment_provider: string | null;
  structured_communication: string | null;
  payment_reference: { kind: string; value: string } | null;
  amount_due_cents: number;
  amount_paid_cents: number;
  total_cents: number;
  breakdown: { key: string; cents: number; sign: number; code?: string; rate_bp?: number }[];
  status_history: { to_status: string; changed_by: string; actor: { kind: string; name?: string } }[];
  payment_events?: { outcome: string; kind: string; amount_cents: number | null; payment_method: string | null }[];
}

let token: string;
const sql = () => getSql();
const call = (url: string, init: RequestInit, params: Record<string, string> = {}) =>
  handler(new Request(`http://localhost${url}`, init), functionContext(params));
const getOrder = async (id: number): Promise<MoneyOrder> => {
  const res = await call(`/api/orders/${id}`, authed(token), { id: String(id) });
  expect(res.status).toBe(200);
  return (await res.json()) as MoneyOrder;
};

/** A placed order through POST /api/orders, as the checkout sends it: the server prices it. */
async function placeOrder(
  productId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; number: string; totalCents: number }> {
  const res = await postOrder(orderBody([{ product_id: productId, quantity: 1 }], overrides));
  expect(res.status).toBe(201);
  return ((await res.json()) as { order: { id: number; number: string; totalCents: number } }).order;
}

let productId: number;
beforeAll(async () => {
  await resetDatabase();
  await sql().unsafe(`insert into public.promo_codes (code, percent_off) values ('welcome10', 10)`);
  await sql().unsafe(
    `update public.shop_settings set bank_iban = 'BE68 5390 0754 7034', bank_bic = 'JVBABE22', bank_account_holder = 'Maison Test SRL'`,
  );
  token = await signedInAdmin();
  productId = await createProduct({ stock: 50, priceCents: 26500, name: 'Ambre Impérial' });
});

describe('a bank-transfer order with a promo code and shipping', () => {
  let order: { id: number; number: string; totalCents: number };
  beforeAll(async () => {
    order = await placeOrder(productId, { promoCode: 'WELCOME10', paymentMethod: 'bank-transfer' });
  });

  it('comes with its method, structured communication, amounts due and paid, and the breakdown that adds up', async () => {
    const got = await getOrder(order.id);
    const communication = orderStructuredCommunication(order.id);
    expect(communication).toMatch(/^\+{3}\d{3}\/\d{4}\/\d{5}\+{3}$/);
    expect(got).toMatchObject({
      status: 'pending',
      payment_method: 'bank-transfer',
      structured_communication: communication,
      payment_reference: { kind: 'communication', value: communication },
      total_cents: 24850,
      amount_due_cents: 24850,
      amount_paid_cents: 0,
    });
    // 1 x 265,00 €, 10 % off (26,50 €), 10,00 € shipping: 248,50 €, of which 43,13 € VAT
    expect(got.breakdown).toEqual([
      { key: 'subtotal', cents: 26500, sign: 1 },
      { key: 'discount', cents: 2650, sign: -1, code: 'welcome10' },
      { key: 'shipping', cents: 1000, sign: 1 },
      { key: 'totalExVat', cents: 20537, sign: 1 },
      { key: 'vat', cents: 4313, sign: 1, rate_bp: 2100 },
      { key: 'total', cents: 24850, sign: 1 },
    ]);
    const signed = Object.fromEntries(got.breakdown.map((l) => [l.key, l.cents * l.sign]));
    expect(signed.subtotal! + signed.discount! + signed.shipping!).toBe(signed.total);
    expect(signed.totalExVat! + signed.vat!).toBe(signed.total);
    expect(got.status_history).toEqual([expect.objectContaining({ to_status: 'pending', actor: { kind: 'shopper' } })]);
  });

  it('is listed with its method and communication, so a table row and a Kanban card can show them', async () => {
    for (const query of [`search=${order.id}`, 'status=pending&per_page=100']) {
      const res = await call(`/api/orders?${query}`, authed(token));
      expect(res.status).toBe(200);
      const row = ((await res.json()) as { data: MoneyOrder[] }).data.find((o) => o.id === order.id);
      expect(row).toMatchObject({
        payment_method: 'bank-transfer',
        payment_reference: { kind: 'communication', value: orderStructuredCommunication(order.id) },
        amount_due_cents: 24850,
        amount_paid_cents: 0,
      });
    }
  });

  it('is paid once the admin marks it paid, and the history says which admin did', async () => {
    const res = await call(`/api/orders/${order.id}/status`, jsonInit(token, 'PUT', { status: 'paid' }), {
      id: String(order.id),
      action: 'status',
    });
    expect(res.status).toBe(200);
    const got = (await res.json()) as MoneyOrder;
    expect(got).toMatchObject({ status: 'paid', amount_paid_cents: 24850, amount_due_cents: 0 });
    expect(got.status_history.at(-1)).toMatchObject({ to_status: 'paid', actor: { kind: 'admin', name: ADMIN.email } });
  });

  it("gives the invoice's totals lines: the same lines, the same amounts", async () => {
    const { breakdown } = await getOrder(order.id);
    const html = await (
      await call(`/api/orders/${order.id}/invoice`, authed(token), { id: String(order.id), action: 'invoice' })
    ).text();
    const rows = [...html.matchAll(/<tr(?: class="grand")?><td>([^<]+)<\/td><td class="n">([^<]+)<\/td><\/tr>/g)].map(
      (m) => [m[1]!.replace(/\s/g, ' '), m[2]!.replace(/\s/g, ' ')],
    );
    const labels = ['Sous-total', 'Remise (welcome10)', 'Livraison', 'Total HT', 'Dont TVA 21 %', 'Total TTC'];
    expect(rows).toEqual(
      breakdown.map((line, i) => [
        labels[i],
        `${line.sign < 0 ? '− ' : ''}${formatMoney(line.cents, 'fr').replace(/\s/g, ' ')}`,
      ]),
    );
    expect(rows.map(([, amount]) => amount)).toEqual([
      '265,00 €',
      '− 26,50 €',
      '10,00 €',
      '205,37 €',
      '43,13 €',
      '248,50 €',
    ]);
    expect(html).toContain('Mode de paiement : Virement bancaire');
    expect(html).toContain('Statut : Payée');
    expect(html).toContain('Belgique');
  });

  it("reaches the shop's new-order e-mail with the status, method and country in words, and the communication", async () => {
    const key = process.env.LOCAL_OUTBOX_KEY!;
    await mailDeliveryInFlight();
    const res = await outbox(new Request(`http://localhost/api/outbox/${key}`), functionContext({ key }));
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as { messages: { subject: string; text: string; html?: string }[] };
    const notice = messages.find((m) => m.subject.startsWith(`Nouvelle commande ${order.number}`));
    expect(notice, 'the new-order notice').toBeDefined();
    const text = notice!.text;
    expect(text).toContain('paiement par Virement bancaire, statut : En attente.');
    expect(text).not.toMatch(/\bpending\b|\bbank-transfer\b/);
    expect(text).toContain(`Communication structurée : ${orderStructuredCommunication(order.id)}`);
    expect(text).toContain('Réduction (welcome10)');
    expect(text).toMatch(/\nBelgique\n/);
  });
});

describe('payment events', () => {
  it('a card payment a provider confirmed: its amount, paid in full, the provider in the history', async () => {
    const { id, totalCents } = await placeOrder(productId, { paymentMethod: 'credit-card' });
    await recordPaymentOutcome('test', `declined-${id}`, id, 'declined');
    expect(await recordProviderPayment('test', `evt-paid-${id}`, id, totalCents, testSessionId(id))).toBe('paid');
    const got = await getOrder(id);
    expect(got.payment_events?.map((e) => [e.kind, e.amount_cents])).toEqual([
      ['declined', null],
      ['succeeded', totalCents],
    ]);
    expect(got).toMatchObject({ amount_paid_cents: totalCents, amount_due_cents: 0 });
    expect(got.status_history.at(-1)).toMatchObject({ to_status: 'paid', actor: { kind: 'provider', name: 'test' } });
  });

  it('another amount than the total: kept as such, the rest still due', async () => {
    const { id, totalCents } = await placeOrder(productId, { paymentMethod: 'credit-card' });
    expect(await recordProviderPayment('test', `evt-short-${id}`, id, totalCents - 1000, testSessionId(id))).toBe(
      'amount_mismatch',
    );
    const got = await getOrder(id);
    expect(got.payment_events?.map((e) => [e.kind, e.amount_cents])).toEqual([['amount_mismatch', totalCents - 1000]]);
    expect(got).toMatchObject({ status: 'pending', amount_paid_cents: totalCents - 1000, amount_due_cents: 1000 });
  });

  it('a payment after the expiry: late, the order reopened; with the stock gone: late, to refund', async () => {
    const expire = (id: number) => changeOrderStatus(id, 'cancelled', 'system', 'unpaid: payment time expired');
    const reopened = await placeOrder(productId, { paymentMethod: 'credit-card' });
    await expire(reopened.id);
    expect(
      await recordProviderPayment(
        'test',
        `evt-late-${reopened.id}`,
        reopened.id,
        reopened.totalCents,
        testSessionId(reopened.id),
      ),
    ).toBe('paid');
    const late = await getOrder(reopened.id);
    expect(late.payment_events?.map((e) => e.kind)).toEqual(['late']);
    expect(late.status_history.map((h) => [h.to_status, h.actor.kind])).toEqual([
      ['pending', 'shopper'],
      ['cancelled', 'expiry'],
      ['paid', 'provider'],
    ]);
    expect(late).toMatchObject({ status: 'paid', amount_paid_cents: reopened.totalCents, amount_due_cents: 0 });

    const scarce = await createProduct({ stock: 1, priceCents: 9900 });
    const refused = await placeOrder(scarce, { paymentMethod: 'credit-card' });
    await expire(refused.id);
    await placeOrder(scarce, { paymentMethod: 'bank-transfer' }); // someone else takes the last unit
    expect(
      await recordProviderPayment(
        'test',
        `evt-late-${refused.id}`,
        refused.id,
        refused.totalCents,
        testSessionId(refused.id),
      ),
    ).toBe('not_pending');
    const toRefund = await getOrder(refused.id);
    expect(toRefund.payment_events?.map((e) => [e.kind, e.amount_cents])).toEqual([
      ['late_refund', refused.totalCents],
    ]);
    expect(toRefund).toMatchObject({ status: 'cancelled', amount_paid_cents: refused.totalCents, amount_due_cents: 0 });
  });
});
