// POST/GET /api/admin/bank-statements: a CAMT.053 statement pays its exact credits' orders through
// the admin's "mark paid" path (history row, paid e-mail), leaves the rest to the owner, and changes
// nothing when imported again.
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '../../../netlify/functions/admin-bank-statements.mts';
import { orderNumber } from '../../../src/domain/orders/order-number.ts';
import { orderStructuredCommunication } from '../../../src/domain/payments/structured-communication.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { deliveredOutbox } from '../../support/delivered-outbox.ts';
import { camt053Statement, euros, type StatementEntry } from '../../support/camt053.ts';
import { resetDatabase, seedDemo } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { authed, file, nonAdminToken, placeTestOrder, signedInAdmin } from './helpers.ts';

interface EntryView {
  reference: string;
  amount_cents: number;
  communication: string | null;
  decision: string;
  reason: string | null;
  order_id: number | null;
  order_number: string | null;
  order_total_cents: number | null;
}
interface ImportView {
  id: number;
  entries_in_file: number;
  known_entries: number;
  counts: { paid: number; review: number; ignored: number };
  entries: EntryView[];
}
interface ImportResult {
  message: string;
  already_imported: boolean;
  new_entries: number;
  import: ImportView;
}

let token: string;
let productId: number;
const sql = () => getSql();
const call = (url: string, init: RequestInit, params: Record<string, string> = {}) =>
  handler(new Request(`http://localhost${url}`, init), functionContext(params));

function upload(xml: string, as: 'form' | 'xml' = 'form', who: string | null = token): Promise<Response> {
  if (as === 'xml')
    return call(
      '/api/admin/bank-statements',
      authed(who, { method: 'POST', headers: { 'content-type': 'application/xml' }, body: xml }),
    );
  const form = new FormData();
  form.set('file', file(xml, 'releve.xml', 'application/xml'));
  return call('/api/admin/bank-statements', authed(who, { method: 'POST', body: form }));
}

async function imported(xml: string, status = 201): Promise<ImportResult> {
  const res = await upload(xml);
  const body = (await res.json()) as ImportResult;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

const orderOf = async (id: number) =>
  (
    await sql()<
      { status: string; total_cents: number; email: string }[]
    >`select status, total_cents, email from public.orders where id = ${id}`
  )[0]!;
const historyOf = (id: number) =>
  sql()<
    { from_status: string | null; to_status: string; changed_by: string; note: string | null }[]
  >`select from_status, to_status, changed_by, note from public.order_status_history where order_id = ${id} order by id`;
const mailsTo = async (email: string) =>
  (await deliveredOutbox(process.env.LOCAL_OUTBOX_DIR!)).filter((m) => m.to === email).map((m) => m.subject);
const counts = async () =>
  (
    await sql().unsafe<{ imports: number; entries: number; history: number; paid: number }[]>(
      `select (select count(*)::int from public.bank_statement_imports) as imports,
              (select count(*)::int from public.bank_statement_entries) as entries,
              (select count(*)::int from public.order_status_history) as history,
              (select count(*)::int from public.orders where status = 'paid') as paid`,
    )
  )[0]!;

async function bankOrder(email: string): Promise<{ id: number; total: number; communication: string; email: string }> {
  const id = await placeTestOrder(productId, 1, { email });
  // placed through the checkout, a bank-transfer order has its confirmation at once (the contract is made)
  await sql()`update public.orders set confirmation_sent_at = now() where id = ${id}`;
  return { id, total: (await orderOf(id)).total_cents, communication: orderStructuredCommunication(id), email };
}

beforeAll(async () => {
  await resetDatabase();
  await seedDemo();
  token = await signedInAdmin();
  productId = (
    await sql().unsafe<{ id: number }[]>('select id from public.products where stock >= 20 order by id limit 1')
  )[0]!.id;
});

describe('importing a statement', () => {
  let first: { id: number; total: number; communication: string; email: string };
  let second: typeof first;
  let short: typeof first;
  let statement: string;

  it('pays the two orders whose credit matches, with history and the paid e-mail; a short credit is a partial payment; lists the others', async () => {
    first = await bankOrder('first.payer@example.be');
    second = await bankOrder('second.payer@example.be');
    short = await bankOrder('short.payer@example.be');
    const entries: StatementEntry[] = [
      { ref: 'A-1', amount: euros(first.total), communication: first.communication },
      { ref: 'A-2', amount: euros(short.total - 1000), communication: short.communication },
      { ref: 'A-3', amount: '45.00', communication: orderStructuredCommunication(987654) },
      { ref: 'A-4', amount: '12.34', direction: 'DBIT' },
      { ref: 'A-5', amount: euros(second.total), communication: second.communication },
    ];
    statement = camt053Statement({ messageId: 'MSG-A', statementId: 'STMT-A', entries });

    const body = await imported(statement);
    expect(body.already_imported).toBe(false);
    expect(body.new_entries).toBe(5);
    expect(body.import).toMatchObject({
      entries_in_file: 5,
      known_entries: 0,
      counts: { paid: 3, review: 1, ignored: 1 },
    });
    expect(
      body.import.entries.map(({ reference, decision, reason, order_id }) => ({
        reference,
        decision,
        reason,
        order_id,
      })),
    ).toEqual([
      { reference: 'A-1', decision: 'paid', reason: null, order_id: first.id },
      { reference: 'A-2', decision: 'paid', reason: 'amount_short', order_id: short.id },
      { reference: 'A-3', decision: 'review', reason: 'unknown_communication', order_id: null },
      { reference: 'A-5', decision: 'paid', reason: null, order_id: second.id },
    ]);
    expect(body.import.entries[0]).toMatchObject({
      order_number: orderNumber(first.id),
      communication: first.communication,
      amount_cents: first.total,
    });
    expect(body.import.entries[1]).toMatchObject({ amount_cents: short.total - 1000, order_total_cents: short.total });

    for (const order of [first, second]) {
      expect((await orderOf(order.id)).status).toBe('paid');
      expect((await historyOf(order.id)).at(-1)).toEqual({
        from_status: 'pending',
        to_status: 'paid',
        // the statement paid it, by its number (not the admin who imported it)
        changed_by: 'statement:STMT-A',
        note: expect.stringContaining('bank statement STMT-A'),
      });
      // the admin's mark-paid e-mail for a bank transfer confirmed at placement
      expect(await mailsTo(order.email)).toContain(`Paiement reçu pour la commande ${orderNumber(order.id)}`);
    }
    expect((await orderOf(short.id)).status).toBe('pending');
    expect(await mailsTo(short.email)).not.toContain(`Paiement reçu pour la commande ${orderNumber(short.id)}`);
  });

  it('changes nothing when the same statement comes again, as the same file or inside another one', async () => {
    const before = await counts();
    const mailsBefore = (await deliveredOutbox(process.env.LOCAL_OUTBOX_DIR!)).length;
    const again = await imported(statement, 200);
    expect(again).toMatchObject({
      already_imported: true,
      new_entries: 0,
      import: { counts: { paid: 3, review: 1, ignored: 1 } },
    });
    // another export (new message id) repeating the same entries: a new import, every entry already known
    const reexport = await imported(statement.replace('MSG-A', 'MSG-A-BIS'));
    expect(reexport).toMatchObject({
      already_imported: false,
      new_entries: 0,
      import: { entries_in_file: 5, known_entries: 5, counts: { paid: 0, review: 0, ignored: 0 } },
    });
    expect(await counts()).toEqual({ ...before, imports: before.imports + 1 });
    expect((await deliveredOutbox(process.env.LOCAL_OUTBOX_DIR!)).length).toBe(mailsBefore);
  });

  it('applies a second credit for a paid order as a duplicate (to refund), an over-payment, and leaves cancelled orders to the owner', async () => {
    const cancelled = await bankOrder('cancelled.payer@example.be');
    await sql()`select public.set_order_status(${cancelled.id}, 'cancelled', 'test', null)`;
    const manual = await bankOrder('manual.payer@example.be');
    await sql()`select public.record_hand_payment(${manual.id}, ${manual.total}, 'cash', current_date, 'test', null)`;
    const fresh = await bankOrder('twice.payer@example.be');
    const body = await imported(
      camt053Statement({
        messageId: 'MSG-B',
        statementId: 'STMT-B',
        entries: [
          { ref: 'B-1', amount: euros(first.total), communication: first.communication },
          { ref: 'B-2', amount: euros(cancelled.total), communication: cancelled.communication },
          { ref: 'B-3', amount: euros(manual.total), communication: manual.communication },
          { ref: 'B-4', amount: euros(fresh.total), communication: fresh.communication },
          { ref: 'B-5', amount: euros(fresh.total), communication: fresh.communication },
          { ref: 'B-6', amount: euros(short.total + 1), communication: orderStructuredCommunication(short.id) },
          { ref: 'B-7', amount: euros(short.total), communication: short.communication, currency: 'USD' },
        ],
      }),
    );
    expect(body.import.entries.map((e) => [e.reference, e.reason])).toEqual([
      ['B-1', 'duplicate'],
      ['B-2', 'order_cancelled'],
      ['B-3', 'already_paid'],
      ['B-4', null],
      ['B-5', 'duplicate'],
      ['B-6', 'amount_over'],
      ['B-7', 'not_eur'],
    ]);
    expect((await orderOf(cancelled.id)).status).toBe('cancelled');
    expect((await orderOf(fresh.id)).status).toBe('paid');
    // the rest of the short order came, and more: paid, the extra to refund
    expect((await orderOf(short.id)).status).toBe('paid');
    expect((await historyOf(fresh.id)).filter((h) => h.to_status === 'paid')).toHaveLength(1);
  });

  it('takes the XML as the body too', async () => {
    const order = await bankOrder('raw.payer@example.be');
    const res = await upload(
      camt053Statement({
        messageId: 'MSG-C',
        statementId: 'STMT-C',
        entries: [{ ref: 'C-1', amount: euros(order.total), communication: order.communication }],
      }),
      'xml',
    );
    expect(res.status).toBe(201);
    expect((await orderOf(order.id)).status).toBe('paid');
  });

  it('lists the imports with their entries, newest first, and shows one', async () => {
    const res = await call('/api/admin/bank-statements?page=1&per_page=2', authed(token));
    expect(res.status).toBe(200);
    const page = (await res.json()) as { data: ImportView[]; total: number; last_page: number };
    expect(page.total).toBe(4);
    expect(page.last_page).toBe(2);
    expect(page.data).toHaveLength(2);
    expect(page.data[0]!.entries.map((e) => e.reference)).toEqual(['C-1']);
    const oldest = (await (await call('/api/admin/bank-statements?page=2&per_page=2', authed(token))).json()) as {
      data: ImportView[];
    };
    const first = oldest.data.at(-1)!;
    expect(first.entries.map((e) => e.reference)).toEqual(['A-1', 'A-2', 'A-3', 'A-5']);
    const one = await call(`/api/admin/bank-statements/${first.id}`, authed(token), { id: String(first.id) });
    expect(((await one.json()) as ImportView).counts).toEqual({ paid: 3, review: 1, ignored: 1 });
    expect((await call('/api/admin/bank-statements/999999', authed(token), { id: '999999' })).status).toBe(404);
  });
});

describe('refusals', () => {
  const refused = async (res: Response, code: string, details?: Record<string, unknown>) => {
    expect(res.status).toBe(422);
    const body = (await res.json()) as {
      code: string;
      error: string;
      errors: Record<string, string[]>;
      details?: Record<string, unknown>;
    };
    expect(body.code).toBe(code);
    expect(body.errors.file?.[0]).toBe(body.error);
    // what is wrong, as a code and values the admin words in its language (never the parser's sentence)
    if (details) expect(body.details).toEqual(details);
  };

  it('refuses malformed XML, another message, a DTD, an oversized or missing file with 422 naming file; nothing stored', async () => {
    const before = await counts();
    await refused(await upload('<Document><BkToCstmrStmt><GrpHdr></Document>'), 'not_xml');
    await refused(
      await upload(
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><BkToCstmrDbtCdtNtfctn/></Document>',
      ),
      'not_camt053',
    );
    const statement = camt053Statement({
      messageId: 'MSG-X',
      statementId: 'STMT-X',
      entries: [{ ref: 'X-1', amount: '1.00' }],
    });
    await refused(
      await upload(
        statement
          .replace('<Document', '<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document')
          .replace('MSG-X', '&x;'),
      ),
      'not_camt053',
    );
    await refused(await upload(statement.replace('<Amt Ccy="EUR">1.00', '<Amt Ccy="EUR">1.005')), 'invalid_camt053', {
      problem: 'amount_decimals',
      value: '1.005',
      statement: 'STMT-X',
      entry: 1,
    });
    await refused(await upload(statement.replace('<Amt Ccy="EUR">1.00', '<Amt Ccy="EUR">12,50')), 'invalid_camt053', {
      problem: 'amount_unreadable',
      value: '12,50',
      statement: 'STMT-X',
      entry: 1,
    });
    await refused(await upload(statement + ' '.repeat(5 * 1024 * 1024)), 'file_too_large');
    await refused(await upload(statement + ' '.repeat(5 * 1024 * 1024), 'xml'), 'file_too_large');
    await refused(
      await call('/api/admin/bank-statements', authed(token, { method: 'POST', body: new FormData() })),
      'file_missing',
    );
    await refused(
      await call(
        '/api/admin/bank-statements',
        authed(token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      ),
      'file_missing',
    );
    expect(await counts()).toEqual(before);
  });

  it('is for admins only: 401 without a session, 403 for an account that is not an admin', async () => {
    const statement = camt053Statement({ messageId: 'MSG-Y', statementId: 'STMT-Y', entries: [] });
    expect((await upload(statement, 'form', null)).status).toBe(401);
    expect((await call('/api/admin/bank-statements', authed(null))).status).toBe(401);
    const visitor = await nonAdminToken();
    expect((await upload(statement, 'form', visitor)).status).toBe(403);
    expect((await call('/api/admin/bank-statements', authed(visitor))).status).toBe(403);
    expect((await call('/api/admin/bank-statements', authed(token, { method: 'DELETE' }))).status).toBe(405);
  });
});
