// The admin side of VAT by destination: the VAT settings and the rate table (dates from
// today on, withdrawing a rate not yet in force), the quarterly figures per country, scheme and rate
// (invoices less credit notes, JSON and CSV), and the invoice's rate per line, destination and export
// wording. (PGlite, or PostgreSQL with TEST_DATABASE_URL.)
import { beforeAll, describe, expect, it } from 'vitest';
import orders from '../../../netlify/functions/admin-orders.mts';
import settingsHandler from '../../../netlify/functions/admin-settings.mts';
import orderLedger from '../../../netlify/functions/admin-order-ledger.mts';
import vatRates from '../../../netlify/functions/admin-vat-rates.mts';
import vatReturn from '../../../netlify/functions/admin-vat-return.mts';
import { SAMPLE_POSTCODES } from '../../../src/domain/orders/postcode.ts';
import {
  BELGIUM_NEIGHBOURS_AND_UK,
  SHIPPING_COUNTRIES,
  type ShippingCountry,
} from '../../../src/domain/vocabulary/country.ts';
import { brusselsDay } from '../../../src/domain/tax/vat-rates.ts';
import { quarterDays, quarterOf } from '../../../src/server/tax/vat-return.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { functionContext, type FunctionHandler } from '../../support/function-context.ts';
import { createProduct, orderBody, postOrder } from '../orders/order-helpers.ts';
import { authed, jsonInit, signedInAdmin } from './helpers.ts';

let token: string;
const sql = () => getSql();
const call = (handler: FunctionHandler, url: string, init: RequestInit = {}, params: Record<string, string> = {}) =>
  handler(new Request(`http://localhost${url}`, authed(token, init)), functionContext(params));
const putSettings = (body: unknown) =>
  settingsHandler(new Request('http://localhost/api/admin/settings', jsonInit(token, 'PUT', body)), functionContext());
const today = () => brusselsDay(new Date());
const dayAfter = (day: string, days = 1) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  await resetDatabase();
  // bank-transfer orders are taken only with the shop's account in the settings
  await giveShopBankAccount();
  token = await signedInAdmin();
});

describe('VAT settings', () => {
  it('saves the rules, each refusal naming its field', async () => {
    const ok = await putSettings({
      oss_registered: true,
      vat_pricing: 'same-net',
      uk_vat_mode: 'registered',
      uk_vat_number: 'gb 123 4567 82',
      uk_low_value_limit_cents: 15800,
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      oss_registered: true,
      vat_pricing: 'same-net',
      uk_vat_mode: 'registered',
      uk_vat_number: 'GB123456782',
      uk_low_value_limit_cents: 15800,
    });

    const bad = await putSettings({
      vat_pricing: 'cheapest',
      uk_vat_mode: 'maybe',
      uk_vat_number: 'FR123',
      uk_low_value_limit_cents: -1,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual([
      'uk_low_value_limit_cents',
      'uk_vat_mode',
      'uk_vat_number',
      'vat_pricing',
    ]);

    // charging UK VAT needs the UK VAT number the invoices print
    const noNumber = await putSettings({ uk_vat_mode: 'registered', uk_vat_number: '' });
    expect(noNumber.status).toBe(422);
    expect(Object.keys((await noNumber.json()).errors)).toEqual(['uk_vat_number']);
    expect(
      await putSettings({ uk_vat_mode: 'not-registered', uk_vat_number: '', vat_pricing: 'same-gross' }),
    ).toHaveProperty('status', 200);
  });
});

describe('the rate table', () => {
  it('lists the rates with the one in force per country', async () => {
    const res = await call(vatRates, '/api/admin/vat-rates');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      today: string;
      rates: { country: string; rate_bp: number; valid_from: string; in_force: boolean; scheduled: boolean }[];
    };
    expect(body.today).toBe(today());
    const inForce = body.rates.filter((r) => r.in_force).map((r) => [r.country, r.rate_bp]);
    // one rate in force for each country the shop ships to (the rest of the EU included)
    expect(inForce).toHaveLength(SHIPPING_COUNTRIES.length);
    expect(
      inForce.filter(([country]) => (BELGIUM_NEIGHBOURS_AND_UK as readonly string[]).includes(String(country))),
    ).toEqual([
      ['BE', 2100],
      ['DE', 1900],
      ['FR', 2000],
      ['NL', 2100],
      ['UK', 2000],
    ]);
    // Germany's 16 % of 2020 is history
    expect(body.rates.find((r) => r.country === 'DE' && r.valid_from === '2020-07-01')).toMatchObject({
      rate_bp: 1600,
      in_force: false,
      scheduled: false,
    });
  });

  it('schedules a rate from a later day, refuses a past day, withdraws only what is not in force yet', async () => {
    const past = await call(
      vatRates,
      '/api/admin/vat-rates',
      jsonInit(token, 'POST', { country: 'FR', rate_bp: 1000, valid_from: '2020-01-01' }),
    );
    expect(past.status).toBe(422);
    expect(Object.keys((await past.json()).errors)).toEqual(['valid_from']);
    const badInput = await call(
      vatRates,
      '/api/admin/vat-rates',
      jsonInit(token, 'POST', { country: 'US', rate_bp: 20.5, valid_from: '2030-02-30' }),
    );
    expect(badInput.status).toBe(422);
    expect(Object.keys((await badInput.json()).errors).sort()).toEqual(['country', 'rate_bp', 'valid_from']);

    const later = dayAfter(today(), 10);
    const added = await call(
      vatRates,
      '/api/admin/vat-rates',
      jsonInit(token, 'POST', { country: 'FR', rate_bp: 2150, valid_from: later }),
    );
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({
      country: 'FR',
      rate_bp: 2150,
      valid_from: later,
      in_force: false,
      scheduled: true,
    });
    // replaced on the same day
    expect(
      (
        await (
          await call(
            vatRates,
            '/api/admin/vat-rates',
            jsonInit(token, 'POST', { country: 'FR', rate_bp: 2200, valid_from: later }),
          )
        ).json()
      ).rate_bp,
    ).toBe(2200);

    const inForce = await call(
      vatRates,
      '/api/admin/vat-rates/FR/2014-01-01',
      { method: 'DELETE' },
      { country: 'FR', validFrom: '2014-01-01' },
    );
    expect(inForce.status).toBe(409);
    const withdrawn = await call(
      vatRates,
      `/api/admin/vat-rates/FR/${later}`,
      { method: 'DELETE' },
      { country: 'FR', validFrom: later },
    );
    expect(withdrawn.status).toBe(200);
    const again = await call(
      vatRates,
      `/api/admin/vat-rates/FR/${later}`,
      { method: 'DELETE' },
      { country: 'FR', validFrom: later },
    );
    expect(again.status).toBe(404);
    const [{ n }] = (await sql().unsafe(
      `select count(*)::int as n from public.vat_rates where country = 'FR'`,
    )) as unknown as [{ n: number }];
    expect(n).toBe(1);
  });

  it('answers 401 without a session', async () => {
    const res = await vatRates(new Request('http://localhost/api/admin/vat-rates'), functionContext());
    expect(res.status).toBe(401);
  });
});

describe('the quarterly VAT figures and the invoice', () => {
  const ids: Record<string, number> = {};
  const quarter = () => quarterOf(today());
  const previousQuarter = () => quarterOf(dayAfter(quarterDays(quarter()).from, -1));

  const place = async (name: string, country: ShippingCountry, quantity: number, paid: boolean) => {
    const res = await postOrder(
      orderBody([{ product_id: ids.product!, quantity }], {
        customer: {
          firstName: 'A',
          lastName: name,
          email: `${name}@example.eu`,
          address: 'Rue 1',
          city: 'Ville',
          postalCode: SAMPLE_POSTCODES[country],
          country,
        },
      }),
    );
    expect(res.status).toBe(201);
    const id = (await res.json()).order.id as number;
    if (paid) await sql()`select public.set_order_status(${id}, 'paid', 'test')`;
    ids[name] = id;
    return id;
  };

  beforeAll(async () => {
    await sql().unsafe(
      `update public.shop_settings set oss_registered = true, uk_vat_mode = 'registered', uk_vat_number = 'GB123456782', vat_pricing = 'same-gross'`,
    );
    ids.product = await createProduct({ stock: 100, priceCents: 9000 });
    // 1 x 90,00 + 10,00 shipping = 100,00 (UK: goods 9000 less 1500 UK VAT = 75,00 <= 155,00: UK VAT)
    // 2 x 90,00 + 10,00 = 190,00; 3 x 90,00 + 10,00 = 280,00 (UK: goods 27000 less 4500 = 225,00 > 155,00: export)
    await place('be1', 'BE', 1, true); // 10000, VAT 10000 x 21/121 = 1735.54 -> 1736
    await place('be2', 'BE', 2, true); // 19000, VAT 19000 x 21/121 = 3297.52 -> 3298
    await place('fr1', 'FR', 1, true); // 10000, VAT 10000/6 = 1666.67 -> 1667
    await place('fr2', 'FR', 2, true); // 19000, VAT 19000/6 = 3166.67 -> 3167
    await place('de1', 'DE', 1, true); // 10000, VAT 10000 x 19/119 = 1596.64 -> 1597
    await place('nl1', 'NL', 1, true); // 10000, NL 21 % -> 1736
    await place('uk1', 'UK', 1, true); // 10000, UK VAT 1667
    await place('uk3', 'UK', 3, true); // 28000, export, no VAT
    await place('frPending', 'FR', 1, false); // not sold: left out
    // cancelled and refunded whole: its invoice and its credit note cancel out
    await place('frCancelled', 'FR', 1, false);
    await sql()`select public.record_hand_payment(${ids.frCancelled!}, 10000, 'cash', current_date, 'test', null)`;
    await sql()`select public.set_order_status(${ids.frCancelled!}, 'cancelled', 'test')`;
    const refunded = await call(
      orderLedger,
      `/api/orders/${ids.frCancelled!}/refunds`,
      jsonInit(token, 'POST', { amount_cents: 10000, reason: 'cancelled' }),
      { id: String(ids.frCancelled!) },
    );
    expect(refunded.status).toBe(201);
    await place('frLastQuarter', 'FR', 1, true); // invoiced in the quarter before: counts there
    await sql()`update public.invoices set issued_at = (${dayAfter(quarterDays(quarter()).from, -1)}::date + time '12:00') at time zone 'Europe/Brussels' where order_id = ${ids.frLastQuarter!}`;
  });

  it('gives net and VAT per country, scheme and rate, worked out by hand, from invoices less credit notes', async () => {
    const res = await call(vatReturn, `/api/admin/vat-return?quarter=${quarter()}`);
    expect(res.status).toBe(200);
    const report = await res.json();
    expect(report).toMatchObject({ quarter: quarter(), ...(({ from, to }) => ({ from, to }))(quarterDays(quarter())) });
    expect(report.rows).toEqual([
      {
        country: 'BE',
        vat_scheme: 'be',
        vat_rate_bp: 2100,
        invoices: 2,
        credit_notes: 0,
        net_cents: 29000 - 5034,
        vat_cents: 1736 + 3298,
        total_cents: 29000,
      },
      {
        country: 'FR',
        vat_scheme: 'oss',
        vat_rate_bp: 2000,
        invoices: 3,
        credit_notes: 1,
        net_cents: 29000 - 4834,
        vat_cents: 1667 + 3167,
        total_cents: 29000,
      },
      {
        country: 'DE',
        vat_scheme: 'oss',
        vat_rate_bp: 1900,
        invoices: 1,
        credit_notes: 0,
        net_cents: 10000 - 1597,
        vat_cents: 1597,
        total_cents: 10000,
      },
      {
        country: 'NL',
        vat_scheme: 'oss',
        vat_rate_bp: 2100,
        invoices: 1,
        credit_notes: 0,
        net_cents: 10000 - 1736,
        vat_cents: 1736,
        total_cents: 10000,
      },
      {
        country: 'UK',
        vat_scheme: 'uk',
        vat_rate_bp: 2000,
        invoices: 1,
        credit_notes: 0,
        net_cents: 10000 - 1667,
        vat_cents: 1667,
        total_cents: 10000,
      },
      {
        country: 'UK',
        vat_scheme: 'export',
        vat_rate_bp: 0,
        invoices: 1,
        credit_notes: 0,
        net_cents: 28000,
        vat_cents: 0,
        total_cents: 28000,
      },
    ]);
    // the same sums straight from the documents issued this quarter
    const [fromDocuments] = await sql()<{ invoices: number; notes: number; vat: number; total: number }[]>`
      select count(*) filter (where kind = 'invoice')::int as invoices, count(*) filter (where kind = 'credit_note')::int as notes,
             sum(case when kind = 'invoice' then vat_cents else -vat_cents end)::int as vat,
             sum(case when kind = 'invoice' then total_cents else -total_cents end)::int as total
        from public.invoices where order_id <> ${ids.frLastQuarter ?? 0}`;
    expect(report.totals).toEqual({
      invoices: fromDocuments!.invoices,
      credit_notes: fromDocuments!.notes,
      vat_cents: fromDocuments!.vat,
      total_cents: fromDocuments!.total,
      net_cents: fromDocuments!.total - fromDocuments!.vat,
    });
    expect(report.totals).toMatchObject({ invoices: 9, credit_notes: 1, total_cents: 116000 });

    const before = await (await call(vatReturn, `/api/admin/vat-return?quarter=${previousQuarter()}`)).json();
    expect(before.rows).toEqual([
      {
        country: 'FR',
        vat_scheme: 'oss',
        vat_rate_bp: 2000,
        invoices: 1,
        credit_notes: 0,
        net_cents: 8333,
        vat_cents: 1667,
        total_cents: 10000,
      },
    ]);
  });

  it('exports the same figures as CSV, and names a malformed quarter', async () => {
    const res = await call(vatReturn, `/api/admin/vat-return?quarter=${quarter()}&format=csv&lang=fr`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="vat-${quarter()}.csv"`);
    // the bytes as sent: a UTF-8 byte order mark first (Response.text() would drop it)
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFTrimestre;Pays;Régime;Taux de TVA (%);Factures;Notes de crédit;Base hors TVA (EUR);TVA (EUR);Total TVA comprise (EUR)',
    );
    expect(lines.slice(1)).toEqual([
      `${quarter()};Belgique;TVA belge;21;2;0;239,66;50,34;290,00`,
      `${quarter()};France;OSS, TVA du pays de destination;20;3;1;241,66;48,34;290,00`,
      `${quarter()};Allemagne;OSS, TVA du pays de destination;19;1;0;84,03;15,97;100,00`,
      `${quarter()};Pays-Bas;OSS, TVA du pays de destination;21;1;0;82,64;17,36;100,00`,
      `${quarter()};Royaume-Uni;TVA britannique;20;1;0;83,33;16,67;100,00`,
      `${quarter()};Royaume-Uni;Exportation sans TVA;0;1;0;280,00;0,00;280,00`,
    ]);
    const bad = await call(vatReturn, '/api/admin/vat-return?quarter=2026-5');
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toEqual(['quarter']);
  });

  it('prints the rate on each line, the destination and the export wording on the invoice', async () => {
    const invoice = async (id: number, lang: string) =>
      (await call(orders, `/api/orders/${id}/invoice?lang=${lang}`, {}, { id: String(id), action: 'invoice' })).text();
    const fr = await invoice(ids.fr2!, 'fr');
    expect(fr).toContain('<th class="n">TVA</th>');
    expect(fr).toMatch(/<td class="n">2<\/td><td class="n">90,00\s€<\/td><td class="n">20\u202f%<\/td>/);
    expect(fr).toContain('Pays de destination : France');
    expect(fr).toContain(
      'Prix TVA de l’État membre de destination comprise (France), déclarée via le guichet unique (OSS).',
    );
    const uk = await invoice(ids.uk3!, 'en');
    expect(uk).toMatch(/<td class="n">3<\/td><td class="n">€90\.00<\/td><td class="n">0%<\/td>/);
    expect(uk).toContain('Destination country: United Kingdom');
    expect(uk).toContain(
      'Export outside the European Union: supply exempt from VAT (Article 39, § 1, 1° of the Belgian VAT Code',
    );
    expect(uk).not.toContain('UK VAT no.');
    const ukVat = await invoice(ids.uk1!, 'nl');
    expect(ukVat).toContain('Britse btw-nr.: GB123456782');
    expect(ukVat).toContain('Prijzen inclusief Britse btw (zending van ten hoogste 135 GBP).');
    const be = await invoice(ids.be1!, 'fr');
    expect(be).toContain('Prix TVA belge comprise.');
    expect(be).toContain('<td class="n">21\u202f%</td>');
  });
});
