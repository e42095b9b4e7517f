// The owner's side of returns, on the embedded database and on PostgreSQL (TEST_DATABASE_URL): an order's
// withdrawal period extended (never shortened: 422 naming the field), a return refused with a reason the
// shopper receives in their language (and no longer refundable), and the refund deadline with overdue ones.
import { beforeEach, describe, expect, it } from 'vitest';
import adminWithdrawals from '../../../netlify/functions/admin-withdrawals.mts';
import withdrawalPeriod from '../../../netlify/functions/admin-order-withdrawal-period.mts';
import { addDays, brusselsToday, periodEnd } from '../../../src/domain/withdrawal/withdrawal-window.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { mailDeliveryInFlight } from '../../../src/server/mail/queue/mail-delivery.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { adminToken, authed, createAccounts, jsonInit } from '../admin/helpers.ts';
import { admin } from '../payments/ledger-helpers.ts';
import { deliveredOrder, identity, listReturns, post } from './withdrawal-helpers.ts';

let token: string;

beforeEach(async () => {
  await resetDatabase();
  await giveShopBankAccount();
  await createAccounts();
  token = await adminToken();
});

const period = (orderId: number, body?: unknown) =>
  withdrawalPeriod(
    new Request(
      `http://localhost/api/orders/${orderId}/withdrawal-period`,
      body === undefined ? authed(token) : jsonInit(token, 'PUT', body),
    ),
    functionContext({ id: String(orderId) }),
  );

const refuse = (id: number, reason: string) =>
  adminWithdrawals(
    new Request(`http://localhost/api/admin/withdrawals/${id}/refusal`, jsonInit(token, 'POST', { reason })),
    functionContext({ id: String(id) }),
  );

describe("the owner extends an order's withdrawal period", () => {
  it('reopens an ended period until the later day, refuses a day before the legal end, and can remove it', async () => {
    const order = await deliveredOrder(token, 30);
    const legalEnd = periodEnd(brusselsToday(new Date(Date.now() - 30 * 86_400_000)));
    expect(await (await period(order.id)).json()).toEqual({
      order_id: order.id,
      state: 'ended',
      legal_ends_on: legalEnd,
      open_until: null,
      ends_on: legalEnd,
    });

    // never shorter than the law: 422 naming the field
    const early = await period(order.id, { open_until: addDays(legalEnd, -1) });
    expect(early.status).toBe(422);
    expect(Object.keys(((await early.json()) as { errors: object }).errors)).toEqual(['open_until']);

    const until = addDays(brusselsToday(), 5);
    const extended = await period(order.id, { open_until: until });
    expect(extended.status).toBe(200);
    expect(await extended.json()).toMatchObject({
      state: 'open',
      legal_ends_on: legalEnd,
      open_until: until,
      ends_on: until,
    });
    // the storefront's function honours it
    const check = await post('/api/withdrawals/check', identity(order.id));
    expect(((await check.json()) as { period: unknown }).period).toEqual({ state: 'open', ends_on: until });
    expect((await post('/api/withdrawals', identity(order.id))).status).toBe(201);
    const [row] = await getSql()<{ period_ends_on: string }[]>`
      select to_char(period_ends_on, 'YYYY-MM-DD') as period_ends_on from public.withdrawals`;
    expect(row!.period_ends_on).toBe(until);

    const removed = await period(order.id, { open_until: null });
    expect(await removed.json()).toMatchObject({ state: 'ended', open_until: null, ends_on: legalEnd });
  });
});

describe('the owner refuses a return', () => {
  it('requires a reason, e-mails it to the shopper in their language, and the return can no longer be refunded', async () => {
    const order = await deliveredOrder(token, 1, 'nl');
    expect((await post('/api/withdrawals', identity(order.id, { language: 'nl' }))).status).toBe(201);
    const [item] = await listReturns(token);

    const blank = await refuse(item!.id, '  ');
    expect(blank.status).toBe(422);
    expect(Object.keys(((await blank.json()) as { errors: object }).errors)).toEqual(['reason']);

    const reason = 'Het hygiënezegel van de flacon werd geopend.';
    const refused = await refuse(item!.id, reason);
    expect(refused.status, await refused.clone().text()).toBe(200);
    expect(await refused.json()).toMatchObject({ status: 'refused', refusal_reason: reason, refund_overdue: false });
    expect(await listReturns(token, '?status=refused')).toEqual([expect.objectContaining({ id: item!.id })]);

    await mailDeliveryInFlight();
    const [mail] = await getSql()<{ recipient: string; subject: string; text_body: string }[]>`
      select recipient, subject, text_body from public.outgoing_emails where kind = 'withdrawal_refused'`;
    expect(mail!.recipient).toBe('camille@example.be');
    expect(mail!.subject).toBe(`Uw retour van bestelling ${identity(order.id).order_number} is geweigerd`);
    expect(mail!.text_body).toContain(`om de volgende reden: ${reason}`);

    const again = await refuse(item!.id, reason);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'return_refused' });
  });

  it('a return already refunded cannot be refused', async () => {
    const order = await deliveredOrder(token, 1);
    expect((await post('/api/withdrawals', identity(order.id))).status).toBe(201);
    const [item] = await listReturns(token);
    expect((await admin(token).refund(order.id, { amount_cents: item!.amount_cents, reason: 'retour' })).status).toBe(
      201,
    );
    const refused = await refuse(item!.id, 'Trop tard');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'return_refunded' });
    expect(await getSql()`select id from public.outgoing_emails where kind = 'withdrawal_refused'`).toEqual([]);
  });
});

describe('the refund deadline', () => {
  it('is 14 days from the Brussels day of the withdrawal; one past it and still to refund is overdue', async () => {
    const late = await deliveredOrder(token, 1);
    const fresh = await deliveredOrder(token, 1);
    expect((await post('/api/withdrawals', identity(late.id))).status).toBe(201);
    expect((await post('/api/withdrawals', identity(fresh.id))).status).toBe(201);
    await getSql()`update public.withdrawals set received_at = received_at - interval '20 days',
                     received_brussels = received_brussels - interval '20 days' where order_id = ${late.id}`;
    const byOrder = async () => Object.fromEntries((await listReturns(token)).map((w) => [w.order_id, w]));
    const returns = await byOrder();
    const receivedLate = brusselsToday(new Date(Date.now() - 20 * 86_400_000));
    expect(returns[late.id]).toMatchObject({ refund_due_on: addDays(receivedLate, 14), refund_overdue: true });
    expect(returns[fresh.id]).toMatchObject({ refund_due_on: addDays(brusselsToday(), 14), refund_overdue: false });
    // refunded: no longer overdue
    expect((await admin(token).refund(late.id, { amount_cents: late.totalCents, reason: 'retour' })).status).toBe(201);
    expect((await byOrder())[late.id]).toMatchObject({ refund_overdue: false });
  });
});
