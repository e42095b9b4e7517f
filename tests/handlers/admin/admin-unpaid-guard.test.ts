// No unpaid parcel, on the embedded database and on PostgreSQL (TEST_DATABASE_URL):
// PUT /api/orders/{id}/status to shipped or completed of an order with money still due is refused with
// 409 order_not_paid naming the amount, changing nothing (status, history, outbox); with confirm_unpaid
// it goes through and the history records who and how much. A paid order ships without a question.
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '../../../netlify/functions/admin-orders.mts';
import { errorBodySchema } from '../../../src/contract/errors.ts';
import { unpaidOverrideCents } from '../../../src/domain/orders/unpaid-move.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { resetDatabase, seedDemo } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { jsonInit, placeTestOrder, signedInAdmin } from './helpers.ts';

interface OrderAnswer {
  status: string;
  amount_due_cents: number;
  total_cents: number;
  status_history: { from_status: string | null; to_status: string; changed_by: string; note: string | null }[];
}

let token: string;
let productId: number;
const put = (id: number, body: object) =>
  handler(
    new Request(`http://localhost/api/orders/${id}/status`, jsonInit(token, 'PUT', body)),
    functionContext({ id: String(id), action: 'status' }),
  );
const row = async (id: number) =>
  (
    await getSql()<{ status: string; history: number; mails: number }[]>`
    select o.status, (select count(*)::int from public.order_status_history h where h.order_id = o.id) as history,
           (select count(*)::int from public.outgoing_emails m where m.order_id = o.id) as mails
      from public.orders o where o.id = ${id}`
  )[0]!;

beforeAll(async () => {
  await resetDatabase();
  await seedDemo();
  token = await signedInAdmin();
  productId = (
    await getSql()<{ id: number }[]>`select id from public.products where stock >= 10 order by id limit 1`
  )[0]!.id;
});

describe('PUT /api/orders/{id}/status: no unpaid parcel', () => {
  for (const to of ['shipped', 'completed'] as const) {
    it(`refuses ${to} for an unpaid transfer with 409 order_not_paid and the amount due, changing nothing`, async () => {
      const id = await placeTestOrder(productId, 1);
      const before = await row(id);
      const res = await put(id, { status: to });
      expect(res.status).toBe(409);
      const body = errorBodySchema.parse(await res.json());
      const { total_cents } = (
        await getSql()<{ total_cents: number }[]>`select total_cents from public.orders where id = ${id}`
      )[0]!;
      expect(body).toMatchObject({ code: 'order_not_paid', details: { amount_due_cents: total_cents } });
      expect(await row(id)).toEqual(before);
    });
  }

  it('ships it when the owner confirms, recording who and the amount due in the history', async () => {
    const id = await placeTestOrder(productId, 1);
    const res = await put(id, { status: 'shipped', confirm_unpaid: true });
    expect(res.status).toBe(200);
    const order = (await res.json()) as OrderAnswer;
    expect(order.status).toBe('shipped');
    const last = order.status_history.at(-1)!;
    expect(last).toMatchObject({ from_status: 'pending', to_status: 'shipped', changed_by: 'admin:admin@test.local' });
    expect(unpaidOverrideCents(last.note)).toBe(order.total_cents);
    // still unpaid once shipped: completing it asks again
    expect((await put(id, { status: 'completed' })).status).toBe(409);
    expect((await put(id, { status: 'completed', confirm_unpaid: true })).status).toBe(200);
  });

  it('ships a paid order without any confirmation and writes no override note', async () => {
    const id = await placeTestOrder(productId, 1);
    expect((await put(id, { status: 'paid' })).status).toBe(200);
    const res = await put(id, { status: 'shipped' });
    expect(res.status).toBe(200);
    const order = (await res.json()) as OrderAnswer;
    expect(order.amount_due_cents).toBe(0);
    expect(unpaidOverrideCents(order.status_history.at(-1)!.note)).toBeNull();
  });

  it('judges a cancelled unpaid order on what it was paid, not on the nothing a cancelled order owes', async () => {
    const id = await placeTestOrder(productId, 1);
    expect((await put(id, { status: 'cancelled' })).status).toBe(200);
    const res = await put(id, { status: 'shipped' });
    expect(res.status).toBe(409);
    expect(await row(id)).toMatchObject({ status: 'cancelled' });
  });

  it('refuses a confirm_unpaid that is not a boolean, naming the field', async () => {
    const id = await placeTestOrder(productId, 1);
    const res = await put(id, { status: 'shipped', confirm_unpaid: 'yes' });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: object }).errors).toHaveProperty('confirm_unpaid');
  });
});
