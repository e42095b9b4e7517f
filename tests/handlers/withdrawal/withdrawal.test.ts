// The withdrawal function (Directive 2011/83/EU art. 11a), on the embedded database and on PostgreSQL
// (TEST_DATABASE_URL): identify the order, then confirm in a second step; the withdrawal is recorded
// with its Brussels time and acknowledged by e-mail with its content, date and time; the period ends
// 14 days after delivery; a wrong number/e-mail pair answers like an unknown order; the owner sees the
// return and refunds it through the ledger (credit note), which makes it "refunded".
import { beforeEach, describe, expect, it } from 'vitest';
import adminWithdrawals from '../../../netlify/functions/admin-withdrawals.mts';
import { errorBodySchema } from '../../../src/contract/errors.ts';
import { withdrawalCheckSchema, withdrawalReceiptSchema } from '../../../src/contract/withdrawal.ts';
import { brusselsToday, periodEnd } from '../../../src/domain/withdrawal/withdrawal-window.ts';
import { formatDateTime } from '../../../src/i18n/locale.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { mailDeliveryInFlight } from '../../../src/server/mail/queue/mail-delivery.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { adminToken, authed, createAccounts, jsonInit } from '../admin/helpers.ts';
import { admin } from '../payments/ledger-helpers.ts';
import { orderNumber } from '../../../src/domain/orders/order-number.ts';
import { deliveredOrder, identity, listReturns, post } from './withdrawal-helpers.ts';

let token: string;

beforeEach(async () => {
  await resetDatabase();
  await giveShopBankAccount();
  await createAccounts();
  token = await adminToken();
});

describe('the withdrawal function', () => {
  it('two steps: the check shows the lines and the period, the confirmation records it and e-mails the acknowledgement', async () => {
    const order = await deliveredOrder(token, 0);
    const check = await post('/api/withdrawals/check', identity(order.id, { order_number: ` ml ${order.id} ` }));
    expect(check.status, await check.clone().text()).toBe(200);
    const checked = withdrawalCheckSchema.strict().parse(await check.json());
    expect(checked.period).toEqual({ state: 'open', ends_on: periodEnd(brusselsToday()) });
    expect(checked.lines.map((l) => l.product_name)).toEqual(['Ambre Nocturne', 'Iris Poudré']);
    // the check alone records nothing
    expect(await getSql()`select id from public.withdrawals`).toEqual([]);

    const iris = checked.lines[1]!;
    const res = await post('/api/withdrawals', {
      ...identity(order.id),
      email: 'Camille@Example.be',
      lines: [{ id: iris.id, quantity: 2 }],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const receipt = withdrawalReceiptSchema.strict().parse(await res.json());
    expect(receipt.lines).toEqual([
      { id: iris.id, product_name: 'Iris Poudré', size_ml: expect.anything(), quantity: 2 },
    ]);
    const [row] = await getSql()<{ order_id: number; received_brussels: string; amount_cents: number }[]>`
      select order_id, to_char(received_brussels, 'YYYY-MM-DD HH24:MI') as received_brussels, amount_cents from public.withdrawals`;
    expect(row).toEqual({ order_id: order.id, received_brussels: receipt.received_brussels, amount_cents: 12000 });
    const wall = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Brussels',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    expect(receipt.received_brussels).toBe(wall.format(new Date(receipt.received_at)));

    await mailDeliveryInFlight();
    const mails = await getSql()<{ kind: string; recipient: string; subject: string; text_body: string }[]>`
      select kind, recipient, subject, text_body from public.outgoing_emails
       where order_id = ${order.id} and kind like 'withdrawal%' order by id`;
    expect(mails.map((m) => m.kind)).toEqual(['withdrawal_acknowledgement', 'withdrawal_notice']);
    const ack = mails[0]!;
    expect(ack.recipient).toBe('Camille@Example.be');
    expect(ack.subject).toContain(orderNumber(order.id));
    // the content, the date and the time (Brussels) of the withdrawal
    const when = formatDateTime(receipt.received_at, 'fr');
    expect(when).toMatch(/\d{1,2}:\d{2}/);
    expect(ack.text_body).toContain(`le ${when} (heure de Bruxelles)`);
    expect(ack.text_body).toContain('2 × Iris Poudré');
    expect(ack.text_body).not.toContain('Ambre Nocturne');
    expect(ack.text_body).toContain('Camille Dupont');
  });

  it('the window: open before delivery, closed 30 days after it, with the day it ended (409 on confirming)', async () => {
    const undelivered = await deliveredOrder(token, null);
    const open = await post('/api/withdrawals/check', identity(undelivered.id));
    expect(((await open.json()) as { period: unknown }).period).toEqual({ state: 'open', ends_on: null });

    const late = await deliveredOrder(token, 30);
    const deliveredOn = new Date(Date.now() - 30 * 86_400_000);
    const endsOn = periodEnd(brusselsToday(deliveredOn));
    const check = await post('/api/withdrawals/check', identity(late.id));
    expect(((await check.json()) as { period: unknown }).period).toEqual({ state: 'ended', ends_on: endsOn });
    const refused = await post('/api/withdrawals', identity(late.id));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'withdrawal_period_ended', details: { ended_on: endsOn } });
    expect(await getSql()`select id from public.withdrawals`).toEqual([]);
  });

  it('no probing: a wrong e-mail answers exactly like an unknown number, and guessing is rate-limited', async () => {
    const order = await deliveredOrder(token, 1);
    const wrongEmail = await post(
      '/api/withdrawals/check',
      identity(order.id, { email: 'someone@else.be' }),
      '10.9.9.1',
    );
    const unknown = await post('/api/withdrawals/check', identity(order.id + 1000), '10.9.9.2');
    expect(wrongEmail.status).toBe(404);
    expect(unknown.status).toBe(404);
    const body = await wrongEmail.text();
    expect(body).toBe(await unknown.text());
    expect(errorBodySchema.parse(JSON.parse(body))).toMatchObject({ code: 'not_found' });
    const confirmWrong = await post('/api/withdrawals', identity(order.id, { email: 'someone@else.be' }), '10.9.9.3');
    expect(confirmWrong.status).toBe(404);

    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await post('/api/withdrawals/check', identity(order.id + 2000 + i), '10.9.9.4')).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('422 naming the field: a malformed order number, a line of another order, a quantity above the ordered one', async () => {
    const order = await deliveredOrder(token, 1);
    const bad = await post('/api/withdrawals', identity(order.id, { order_number: 'abc', name: ' ' }));
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual(['name', 'order_number']);
    const [line] = await getSql()<
      { id: number }[]
    >`select id from public.order_items where order_id = ${order.id} order by id`;
    const lines = await post('/api/withdrawals', {
      ...identity(order.id),
      lines: [
        { id: 999_999, quantity: 1 },
        { id: Number(line!.id), quantity: 3 },
      ],
    });
    expect(lines.status).toBe(422);
    expect(Object.keys(((await lines.json()) as { errors: object }).errors).sort()).toEqual([
      'lines.0.id',
      'lines.1.quantity',
    ]);
  });
});

describe('returns in the back-office', () => {
  it('lists the return awaiting its parcel, then received, then refunded through the ledger with a credit note', async () => {
    const order = await deliveredOrder(token, 2);
    expect((await post('/api/withdrawals', identity(order.id))).status).toBe(201);
    const [item] = await listReturns(token);
    expect(item).toMatchObject({ status: 'awaiting_goods', amount_cents: order.totalCents });
    const patch = await adminWithdrawals(
      new Request(
        `http://localhost/api/admin/withdrawals/${item!.id}`,
        jsonInit(token, 'PATCH', { goods_received: true }),
      ),
      functionContext({ id: String(item!.id) }),
    );
    expect(patch.status).toBe(200);
    expect(await patch.json()).toMatchObject({ status: 'goods_received' });
    expect(await listReturns(token, '?status=awaiting_goods')).toEqual([]);

    const refund = await admin(token).refund(order.id, { amount_cents: item!.amount_cents, reason: 'withdrawal' });
    expect(refund.status).toBe(201);
    expect(refund.body.refunds).toEqual([expect.objectContaining({ credit_note: expect.any(String) })]);
    expect(await listReturns(token, `?order_id=${order.id}`)).toEqual([
      expect.objectContaining({ status: 'refunded', refunded_cents: order.totalCents }),
    ]);
    const bogus = await adminWithdrawals(
      new Request('http://localhost/api/admin/withdrawals?status=bogus', authed(token)),
      functionContext({}),
    );
    expect(bogus.status).toBe(422);
  });
});
