// The bank import's two checks, on the embedded database and on PostgreSQL
// (TEST_DATABASE_URL): a statement of another account than the shop's IBAN is refused (409
// statement_account_mismatch, naming both accounts) and writes nothing, unless the owner confirms it
// (?confirm_account=1), which the import records; a credit booked before the order was placed never
// pays it: it is left to the owner with the reason booked_before_order.
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '../../../netlify/functions/admin-bank-statements.mts';
import { errorBodySchema } from '../../../src/contract/errors.ts';
import { orderStructuredCommunication } from '../../../src/domain/payments/structured-communication.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { camt053Statement, euros } from '../../support/camt053.ts';
import { resetDatabase, seedDemo } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { authed, placeTestOrder, signedInAdmin } from './helpers.ts';

const SHOP_IBAN = 'BE83363012345615'; // the demo seed's
const FOREIGN_IBAN = 'NL77ABNA0555555553';
let token: string;
let productId: number;

const upload = (xml: string, query = '') =>
  handler(
    new Request(
      `http://localhost/api/admin/bank-statements${query}`,
      authed(token, { method: 'POST', headers: { 'content-type': 'application/xml' }, body: xml }),
    ),
    functionContext({}),
  );
const statusOf = async (id: number) =>
  (await getSql()<{ status: string }[]>`select status from public.orders where id = ${id}`)[0]!.status;
const imports = async () =>
  (await getSql()<{ n: number }[]>`select count(*)::int as n from public.bank_statement_imports`)[0]!.n;

async function order(): Promise<{ id: number; total: number; communication: string }> {
  const id = await placeTestOrder(productId, 1);
  const [row] = await getSql()<{ total_cents: number }[]>`select total_cents from public.orders where id = ${id}`;
  return { id, total: row!.total_cents, communication: orderStructuredCommunication(id) };
}

beforeAll(async () => {
  await resetDatabase();
  await seedDemo();
  token = await signedInAdmin();
  productId = (
    await getSql()<{ id: number }[]>`select id from public.products where stock >= 10 order by id limit 1`
  )[0]!.id;
});

describe("the statement's account", () => {
  it("refuses a statement of another account than the shop's IBAN, naming both, and writes nothing", async () => {
    const o = await order();
    const before = await imports();
    const xml = camt053Statement({
      messageId: 'MSG-FOREIGN',
      statementId: 'STMT-F',
      iban: FOREIGN_IBAN,
      entries: [{ ref: 'F-1', amount: euros(o.total), communication: o.communication }],
    });
    const res = await upload(xml);
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(await res.json())).toMatchObject({
      code: 'statement_account_mismatch',
      details: { statement_iban: FOREIGN_IBAN, shop_iban: SHOP_IBAN },
    });
    expect(await imports()).toBe(before);
    expect(await statusOf(o.id)).toBe('pending');

    // the owner confirms: imported, the order paid, the confirmation recorded
    const confirmed = await upload(xml, '?confirm_account=1');
    expect(confirmed.status).toBe(201);
    expect(await statusOf(o.id)).toBe('paid');
    const [row] = await getSql()<
      { account_confirmed_by: string | null }[]
    >`select account_confirmed_by from public.bank_statement_imports where message_id = 'MSG-FOREIGN'`;
    expect(row!.account_confirmed_by).toBe('admin:admin@test.local');
  });

  it("imports the shop's own account (written with spaces or not) without a question", async () => {
    const o = await order();
    const res = await upload(
      camt053Statement({
        messageId: 'MSG-OWN',
        statementId: 'STMT-O',
        iban: SHOP_IBAN,
        entries: [{ ref: 'O-1', amount: euros(o.total), communication: o.communication }],
      }),
    );
    expect(res.status).toBe(201);
    expect(await statusOf(o.id)).toBe('paid');
  });
});

describe('the booking date', () => {
  it('never pays an order with a credit booked before it was placed; the same credit booked today pays it', async () => {
    const o = await order();
    const old = await upload(
      camt053Statement({
        messageId: 'MSG-2014',
        statementId: 'STMT-2014',
        entries: [{ ref: 'OLD-1', amount: euros(o.total), communication: o.communication, bookingDate: '2014-03-01' }],
      }),
    );
    expect(old.status).toBe(201);
    const body = (await old.json()) as {
      import: { entries: { decision: string; reason: string | null; order_id: number | null }[] };
    };
    expect(body.import.entries).toEqual([
      expect.objectContaining({ decision: 'review', reason: 'booked_before_order', order_id: o.id }),
    ]);
    expect(await statusOf(o.id)).toBe('pending');

    const today = await upload(
      camt053Statement({
        messageId: 'MSG-TODAY',
        statementId: 'STMT-TODAY',
        entries: [{ ref: 'NEW-1', amount: euros(o.total), communication: o.communication }],
      }),
    );
    expect(today.status).toBe(201);
    expect(await statusOf(o.id)).toBe('paid');
  });
});
