// The quarters of the VAT figures: Brussels days, Q4 ending on 31 December, a malformed quarter named.
import type { VatReturn } from '../../../src/contract/admin/vat.ts';
import { describe, expect, it } from 'vitest';
import { quarterDays, quarterOf, vatReturnCsv } from '../../../src/server/tax/vat-return.ts';

describe('quarters', () => {
  it('gives each quarter its first day, the next quarter and its last day', () => {
    expect(quarterDays('2026-Q1')).toEqual({ from: '2026-01-01', next: '2026-04-01', to: '2026-03-31' });
    expect(quarterDays('2024-Q1').to).toBe('2024-03-31');
    expect(quarterDays('2026-Q3')).toEqual({ from: '2026-07-01', next: '2026-10-01', to: '2026-09-30' });
    expect(quarterDays('2026-Q4')).toEqual({ from: '2026-10-01', next: '2027-01-01', to: '2026-12-31' });
    expect(quarterOf('2026-03-31')).toBe('2026-Q1');
    expect(quarterOf('2026-04-01')).toBe('2026-Q2');
    expect(quarterOf('2026-12-31')).toBe('2026-Q4');
  });

  it('refuses a malformed quarter naming the field', () => {
    for (const bad of ['2026-Q5', '2026-Q0', '26-Q1', '2026Q1', ''])
      expect(() => quarterDays(bad), bad).toThrow(/Trimestre/);
  });

  it('writes a CSV for Belgian spreadsheets: BOM, semicolons, decimal commas, headers, countries and schemes in words of the admin language', () => {
    const report = {
      quarter: '2026-Q3',
      from: '2026-07-01',
      to: '2026-09-30',
      rows: [
        {
          country: 'FR',
          vat_scheme: 'oss',
          vat_rate_bp: 550,
          invoices: 2,
          credit_notes: 1,
          net_cents: 5,
          vat_cents: -105,
          total_cents: 100000,
        },
      ],
      totals: { invoices: 2, credit_notes: 1, net_cents: 5, vat_cents: -105, total_cents: 100000 },
    } satisfies VatReturn;
    expect(vatReturnCsv(report, 'fr')).toBe(
      '\uFEFFTrimestre;Pays;Régime;Taux de TVA (%);Factures;Notes de crédit;Base hors TVA (EUR);TVA (EUR);Total TVA comprise (EUR)\r\n' +
        '2026-Q3;France;OSS, TVA du pays de destination;5,5;2;1;0,05;-1,05;1000,00\r\n',
    );
    expect(vatReturnCsv(report, 'en')).toMatch(
      /^\uFEFFQuarter;Country;Scheme;VAT rate \(%\);Invoices;Credit notes;.*\r\n2026-Q3;France;/,
    );
    expect(vatReturnCsv(report, 'nl')).toMatch(
      /^\uFEFFKwartaal;Land;Regeling;Btw-tarief \(%\);Facturen;Creditnota's;.*\r\n2026-Q3;Frankrijk;/,
    );
  });
});
