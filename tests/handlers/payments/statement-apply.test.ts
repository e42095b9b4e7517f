// Applying a bank statement line to an order by hand, on the embedded database and on PostgreSQL
// (TEST_DATABASE_URL): a line the import could not match becomes "applied" (paid, applied_by_hand, by
// whom), its money joins the order's ledger with the statement's number, the balance follows (partial,
// then whole: the order paid with its e-mail); a line applied twice, even at once, pays once (409);
// a bad order names the field (422), a debit cannot pay an order.
import { beforeAll, describe, expect, it } from 'vitest';
import adminBankStatements from '../../../netlify/functions/admin-bank-statements.mts';
import { statementApplyResultSchema, type StatementImport } from '../../../src/contract/admin/bank-statements.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { camt053Statement, euros } from '../../support/camt053.ts';
import { functionContext } from '../../support/function-context.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { adminToken, authed, createAccounts, file, jsonInit } from '../admin/helpers.ts';
import { admin, placeOrder } from './ledger-helpers.ts';

let token: string;
let api: ReturnType<typeof admin>;

async function importStatement(name: string, entries: Parameters<typeof camt053Statement>[0]['entries']) {
  const form = new FormData();
  const xml = camt053Statement({
    messageId: `MSG-${name}`,
    statementId: `STMT-${name}`,
    iban: 'BE68539007547034',
    entries,
  });
  form.set('file', file(xml, `${name}.xml`, 'application/xml'));
  const res = await adminBankStatements(
    new Request('http://localhost/api/admin/bank-statements', authed(token, { method: 'POST', body: form })),
    functionContext({}),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { import: StatementImport }).import;
}

async function apply(importId: number, entryId: number, body: unknown) {
  const res = await adminBankStatements(
    new Request(
      `http://localhost/api/admin/bank-statements/${importId}/entries/${entryId}/apply`,
      jsonInit(token, 'POST', body),
    ),
    functionContext({ id: String(importId), entryId: String(entryId) }),
  );
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { errors?: Record<string, string[]> },
  };
}

const emailKinds = async (id: number) =>
  (await getSql()<{ kind: string }[]>`select kind from public.outgoing_emails where order_id = ${id} order by id`).map(
    (r) => r.kind,
  );

beforeAll(async () => {
  await resetDatabase();
  await giveShopBankAccount();
  await createAccounts();
  token = await adminToken();
  api = admin(token);
});

describe('POST /api/admin/bank-statements/{id}/entries/{entry}/apply', () => {
  it('applies an unmatched line (partial), then a second one pays the whole order, each in the ledger', async () => {
    const order = await placeOrder('bank-transfer', 24000);
    const imported = await importStatement(`APPLY-${order.id}`, [
      { ref: 'NOCOMM-1', amount: euros(20000), debtor: 'Jan Peeters', debtorIban: 'BE71 0961 2345 6769' },
      { ref: 'NOCOMM-2', amount: euros(order.totalCents - 20000) },
    ]);
    expect(imported.entries.map((e) => [e.decision, e.reason])).toEqual([
      ['review', 'no_communication'],
      ['review', 'no_communication'],
    ]);
    const [first, second] = imported.entries;
    const before = await emailKinds(order.id);

    const partial = await apply(imported.id, first!.id, { order: `ML-${String(order.id).padStart(6, '0')}` });
    expect(partial.status).toBe(201);
    expect(statementApplyResultSchema.safeParse(partial.body).success).toBe(true);
    expect(partial.body.order).toEqual({
      id: order.id,
      number: `ML-${String(order.id).padStart(6, '0')}`,
      status: 'pending',
      balance_due_cents: order.totalCents - 20000,
    });
    const applied = (partial.body.import as StatementImport).entries.find((e) => e.id === first!.id)!;
    expect(applied).toMatchObject({
      decision: 'paid',
      reason: 'applied_by_hand',
      order_id: order.id,
      applied_by: 'admin:admin@test.local',
    });
    expect(applied.applied_at).not.toBeNull();
    const detail = await api.detail(order.id);
    expect(detail.ledger).toMatchObject([
      {
        direction: 'in',
        amount_cents: 20000,
        source: 'statement',
        method: 'bank_transfer',
        statement_id: `STMT-APPLY-${order.id}`,
        statement_import_id: imported.id,
        actor: 'admin:admin@test.local',
      },
    ]);
    expect(await emailKinds(order.id)).toEqual(before);

    const whole = await apply(imported.id, second!.id, { order: `#${order.id}` });
    expect(whole.body.order).toMatchObject({ status: 'paid', balance_due_cents: 0 });
    expect(await emailKinds(order.id)).toEqual([...before, 'order_paid']);
  });

  it('a line applied twice, even at once, pays once: the second answers 409 entry_already_applied', async () => {
    const order = await placeOrder('bank-transfer', 10000);
    const imported = await importStatement(`TWICE-${order.id}`, [{ ref: 'TWICE', amount: euros(5000) }]);
    const entry = imported.entries[0]!.id;
    const answers = await Promise.all([
      apply(imported.id, entry, { order: order.id }),
      apply(imported.id, entry, { order: order.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({
      code: 'entry_already_applied',
      details: { order_id: order.id },
    });
    const again = await apply(imported.id, entry, { order: order.id });
    expect(again.status).toBe(409);
    const detail = await api.detail(order.id);
    expect(detail.ledger).toHaveLength(1);
    expect(detail.balance_due_cents).toBe(order.totalCents - 5000);
  });

  it('names the order field (422) for a bad or unknown order; 404 for a line of another import; 409 for a debit', async () => {
    const imported = await importStatement('BAD', [
      { ref: 'BAD-1', amount: euros(1000) },
      { ref: 'DEBIT-1', amount: euros(1000), direction: 'DBIT' },
    ]);
    const entry = imported.entries[0]!.id;
    for (const body of [{}, { order: 'not an order' }, { order: 0 }, { order: 987654 }]) {
      const answer = await apply(imported.id, entry, body);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors ?? {})).toEqual(['order']);
    }
    expect((await apply(imported.id + 1000, entry, { order: 1 })).status).toBe(404);
    const [debit] = await getSql()<{ id: number }[]>`
      select id from public.bank_statement_entries where import_id = ${imported.id} and direction = 'debit'`;
    const order = await placeOrder('bank-transfer', 1000);
    const refused = await apply(imported.id, debit!.id, { order: order.id });
    expect(refused).toMatchObject({ status: 409, body: { code: 'entry_not_applicable' } });
  });
});
