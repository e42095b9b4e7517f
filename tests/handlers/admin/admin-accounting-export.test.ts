// The accountant's export (GET /api/admin/accounting-export), on the embedded database and on
// PostgreSQL (TEST_DATABASE_URL): the ZIP of a seeded quarter read back as an accountant's
// spreadsheet would: the invoice and credit note PDFs, documents.csv and payments.csv split on
// semicolons into columns (UTF-8 BOM, decimal commas, headers in the admin's language), nothing from
// outside the period; payments.csv is the order ledger: every movement in and out (provider, statement,
// by hand) with its method, source, day, order and document; 422 naming the field for a period backwards.
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import handler from '../../../netlify/functions/admin-accounting-export.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { changeOrderStatus } from '../../../src/server/orders/order-status.ts';
import { recordHandPayment } from '../../../src/server/payments/ledger-payments.ts';
import { resetDatabase, seedDemo } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { pdfText } from '../../support/pdf-text.ts';
import { adminToken, authed, createAccounts, placeTestOrder } from './helpers.ts';

let token: string;
let paid: number;
let refunded: number;
let outside: number;
let numbers: Record<string, string>;

const exportOf = (query: string) =>
  handler(new Request(`http://localhost/api/admin/accounting-export?${query}`, authed(token)), functionContext({}));

/** A CSV as a spreadsheet splits it: BOM checked and dropped, CRLF lines, semicolon columns (quotes honoured). */
function columns(bytes: Uint8Array): string[][] {
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = strFromU8(bytes.slice(3));
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => {
      // each cell up to its semicolon; the cell that ends the line (even empty) is the last
      const cells: string[] = [];
      for (const m of line.matchAll(/("(?:[^"]|"")*"|[^;]*)(;|$)/g)) {
        cells.push(m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));
        if (m[2] === '') break;
      }
      return cells;
    });
}

async function issuedOn(orderId: number, day: string) {
  await getSql()`update public.invoices set issued_at = (${day}::date + time '12:00') at time zone 'Europe/Brussels' where order_id = ${orderId}`;
}

beforeAll(async () => {
  await resetDatabase();
  await seedDemo();
  await createAccounts();
  token = await adminToken();
  const sql = getSql();
  const [product] = await sql<{ id: number }[]>`select id from public.products where stock >= 10 order by id limit 1`;
  paid = await placeTestOrder(product!.id, 2, { language: 'nl', last_name: 'Janssens; Peeters' });
  refunded = await placeTestOrder(product!.id, 1, { language: 'en' });
  outside = await placeTestOrder(product!.id, 1);
  for (const id of [paid, refunded, outside]) await changeOrderStatus(id, 'paid', 'admin:test');
  await sql`select public.issue_credit_note(${refunded})`;
  await issuedOn(paid, '2026-02-10');
  await issuedOn(refunded, '2026-03-31');
  await issuedOn(outside, '2026-04-01');
  await sql`insert into public.payment_events (provider, event_id, order_id, outcome, amount_cents, received_at, payment_method)
            values ('stripe', 'evt_export_1', ${paid}, 'succeeded', 12345, '2026-02-09T10:00:00Z', 'credit-card'),
                   ('stripe', 'evt_export_2', ${refunded}, 'refunded', 5000, '2026-03-30T10:00:00Z', 'credit-card'),
                   ('stripe', 'evt_export_3', ${outside}, 'succeeded', 100, '2026-04-02T10:00:00Z', 'credit-card')`;
  // money received by hand in the period: a line of its own, with who recorded it
  await recordHandPayment(
    paid,
    { amount_cents: 1000, method: 'cash', received_on: '2026-03-15', note: 'bij de afhaling' },
    'admin:owner@example.be',
  );
  numbers = Object.fromEntries(
    (
      await sql<
        { number: string; kind: string; order_id: number }[]
      >`select number, kind, order_id from public.invoices`
    ).map((r) => [`${r.order_id}-${r.kind}`, r.number]),
  );
});

describe('GET /api/admin/accounting-export', () => {
  it("gives a quarter's PDFs and its documents and payments as spreadsheet columns, in the admin's language", async () => {
    const res = await exportOf('from=2026-01-01&to=2026-03-31&lang=nl');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="accounting-2026-01-01-2026-03-31.zip"');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const invoice = numbers[`${paid}-invoice`]!;
    const credited = numbers[`${refunded}-invoice`]!;
    const note = numbers[`${refunded}-credit_note`]!;
    expect(Object.keys(files).sort()).toEqual(
      [
        `credit-notes/credit-note-${note}.pdf`,
        'documents.csv',
        `invoices/factuur-${invoice}.pdf`,
        `invoices/invoice-${credited}.pdf`,
        'payments.csv',
      ].sort(),
    );
    expect(await pdfText(files[`invoices/factuur-${invoice}.pdf`]!)).toContain(`Factuur nr. ${invoice}`);
    expect(await pdfText(files[`credit-notes/credit-note-${note}.pdf`]!)).toContain('CREDIT NOTE');

    const documents = columns(files['documents.csv']!);
    expect(documents[0]).toEqual([
      'Nummer',
      'Soort',
      'Datum',
      'Geannuleerde factuur',
      'Bestelling',
      'Klant',
      'Land',
      'Btw-regeling',
      'Btw-tarief (%)',
      'Maatstaf excl. btw (EUR)',
      'Btw (EUR)',
      'Totaal incl. btw (EUR)',
      'Pdf-bestand',
    ]);
    const [order] = await getSql()<
      { total_cents: number; vat_cents: number }[]
    >`select total_cents, vat_cents from public.orders where id = ${refunded}`;
    const euros = (c: number) =>
      `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)},${String(Math.abs(c) % 100).padStart(2, '0')}`;
    expect(documents.slice(1).map((row) => row.length)).toEqual([13, 13, 13]);
    expect(documents.slice(1).map((row) => [row[0], row[1], row[2], row[3]])).toEqual([
      [invoice, 'Factuur', '2026-02-10', ''],
      [credited, 'Factuur', '2026-03-31', ''],
      [note, 'Creditnota', '2026-03-31', credited],
    ]);
    expect(documents[1]![5]).toBe('Test Janssens; Peeters');
    expect(documents[3]!.slice(6, 12)).toEqual([
      'België',
      'Belgische btw',
      '21',
      euros(-(order!.total_cents - order!.vat_cents)),
      euros(-order!.vat_cents),
      euros(-order!.total_cents),
    ]);
    expect(documents[3]![12]).toBe(`credit-notes/credit-note-${note}.pdf`);

    const payments = columns(files['payments.csv']!);
    expect(payments[0]).toEqual([
      'Datum',
      'Bestelling',
      'Richting',
      'Bedrag (EUR)',
      'Betaalwijze',
      'Bron',
      'Referentie',
      'Stuk (factuur of creditnota)',
      'Notitie',
    ]);
    const ml = (id: number) => `ML-${String(id).padStart(6, '0')}`;
    // the ledger's lines of the period, by day: the status moves' own lines (today) are outside it
    expect(payments.slice(1)).toEqual([
      ['2026-02-09', ml(paid), 'Ontvangen', '123,45', 'Kaart', 'Betaalprovider', 'stripe evt_export_1', invoice, ''],
      [
        '2026-03-15',
        ml(paid),
        'Ontvangen',
        '10,00',
        'Contant',
        'Met de hand ingevoerd',
        'owner@example.be',
        invoice,
        'bij de afhaling',
      ],
      ['2026-03-30', ml(refunded), 'Terugbetaald', '-50,00', 'Kaart', 'Betaalprovider', 'stripe evt_export_2', '', ''],
    ]);
  });

  it('names the field of a period given backwards or longer than a year', async () => {
    for (const query of [
      'from=2026-03-31&to=2026-01-01',
      'from=2024-01-01&to=2026-01-01',
      'from=2026-13-01&to=2026-12-31',
    ]) {
      const res = await exportOf(query);
      expect(res.status, query).toBe(422);
      const fields = Object.keys((await res.json()).errors);
      expect(fields.length, query).toBe(1);
    }
  });
});
