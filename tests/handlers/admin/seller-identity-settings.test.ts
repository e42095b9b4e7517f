// The seller identity in the admin settings: every field editable, the enterprise and VAT numbers
// checked (format, mod-97 check digits, the one matching the other) with errors naming the field,
// and everything that prints the identity (public settings API, invoice, legal pages) reading the same
// merged columns through the one settings reader.
import { beforeAll, describe, expect, it } from 'vitest';
import ordersHandler from '../../../netlify/functions/admin-orders.mts';
import settingsHandler from '../../../netlify/functions/admin-settings.mts';
import settingsRead from '../../../netlify/functions/settings-read.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { legalFacts } from '../../../src/server/storefront/legal-facts.ts';
import { resetDatabase, seedDemo } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { authed, jsonInit, signedInAdmin } from './helpers.ts';

let token = '';
const put = (body: unknown) =>
  settingsHandler(new Request('http://localhost/api/admin/settings', jsonInit(token, 'PUT', body)), functionContext());

async function errorsOf(body: unknown): Promise<Record<string, string[]>> {
  const res = await put(body);
  expect(res.status, JSON.stringify(body)).toBe(422);
  return ((await res.json()) as { errors: Record<string, string[]> }).errors;
}

beforeAll(async () => {
  await resetDatabase();
  await seedDemo();
  token = await signedInAdmin();
});

describe('seller identity validation', () => {
  it('refuses a wrong check digit, a malformed number and a VAT number that is not the enterprise number, naming the field', async () => {
    expect(await errorsOf({ enterprise_number: '0456.789.134' })).toEqual({
      enterprise_number: [
        "Numéro d'entreprise : les chiffres de contrôle ne correspondent pas (les deux derniers = 97 moins les huit premiers modulo 97).",
      ],
    });
    expect(await errorsOf({ enterprise_number: '2456.789.133' })).toEqual({
      enterprise_number: ["Numéro d'entreprise : 10 chiffres commençant par 0 ou 1 attendus (par ex. 0123.456.749)."],
    });
    expect((await errorsOf({ vat_number: 'BE0456789134' })).vat_number![0]).toMatch(
      /^Numéro de TVA : les chiffres de contrôle/,
    );
    expect((await errorsOf({ vat_number: 'FR0456789133' })).vat_number![0]).toMatch(/^Numéro de TVA : 10 chiffres/);
    expect(await errorsOf({ enterprise_number: '0456.789.133', vat_number: 'BE0791234542' })).toEqual({
      vat_number: ["Numéro de TVA : il doit reprendre le numéro d'entreprise (BE suivi de ses 10 chiffres)."],
    });
    expect((await errorsOf({ seller_name: 'x'.repeat(201) })).seller_name![0]).toMatch(/^Raison sociale : /);
    expect((await errorsOf({ seller_address: 'x'.repeat(501) })).seller_address![0]).toMatch(/^Adresse du siège : /);
    // nothing was written
    const [row] = await getSql().unsafe<{ enterprise_number: string }[]>(
      'select enterprise_number from public.shop_settings',
    );
    expect(row!.enterprise_number).toBe('0123.456.749');
  });

  it('stores the numbers however typed in their official form; a VAT number alone gives the enterprise number', async () => {
    const res = await put({
      seller_name: 'Parfums Verdier SRL',
      seller_address: 'Avenue Louise 54\n1050 Ixelles',
      enterprise_number: '0456 789 133',
      vat_number: 'be 0456.789.133',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      seller_name: 'Parfums Verdier SRL',
      enterprise_number: '0456.789.133',
      vat_number: 'BE0456789133',
    });
    // not VAT-registered: the VAT number may be empty
    expect((await put({ vat_number: '' })).status).toBe(200);
    // a VAT number typed with no enterprise number
    expect(await (await put({ enterprise_number: '', vat_number: 'BE0791234542' })).json()).toMatchObject({
      enterprise_number: '0791.234.542',
      vat_number: 'BE0791234542',
    });
    const answer = await put({ enterprise_number: '0456.789.133', vat_number: 'BE0456789133' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).not.toHaveProperty('legal_name');
  });
});

describe('one reader of the seller identity', () => {
  it('the public settings API, the invoice and the legal pages print the admin-edited identity', async () => {
    const publicSettings = await (await settingsRead()).json();
    expect(publicSettings).toMatchObject({
      seller: {
        legalName: 'Parfums Verdier SRL',
        legalAddress: 'Avenue Louise 54, 1050 Ixelles',
        enterpriseNumber: '0456.789.133',
        vatNumber: 'BE0456789133',
      },
    });

    const [order] = await getSql().unsafe<{ id: number }[]>('select id from public.orders order by id limit 1');
    const id = String(order!.id);
    const invoice = await ordersHandler(
      new Request(`http://localhost/api/orders/${id}/invoice?lang=fr`, authed(token)),
      functionContext({ id, action: 'invoice' }),
    );
    expect(invoice.status).toBe(200);
    const html = await invoice.text();
    for (const line of [
      'Parfums Verdier SRL',
      'Avenue Louise 54, 1050 Ixelles',
      'N° d’entreprise : 0456.789.133',
      'N° TVA : BE0456789133',
    ]) {
      expect(html).toContain(`<div>${line}</div>`);
    }
    expect(html).not.toContain('0123.456.749');

    expect(await legalFacts('fr')).toMatchObject({
      company: 'Parfums Verdier SRL',
      address: 'Avenue Louise 54, 1050 Ixelles',
      enterpriseNumber: '0456.789.133',
      vatNumber: 'BE0456789133',
    });
  });
});
