// Export prices stated honestly. The admin chooses how a VAT-free parcel outside the EU is
// priced ("same price everywhere" or "price without Belgian VAT"), apart from the EU's pricing; the
// server prices it, the quote says which, and the e-mail and the invoice never print "incl. VAT" beside
// 0 % VAT but say the price contains no VAT and that import VAT and duties fall due on delivery.
// (PGlite, or PostgreSQL with TEST_DATABASE_URL.)
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import checkoutQuote from '../../../netlify/functions/checkout-quote.mts';
import orders from '../../../netlify/functions/admin-orders.mts';
import settingsHandler from '../../../netlify/functions/admin-settings.mts';
import type { Language } from '../../../src/domain/vocabulary/language.ts';
import { getSql } from '../../../src/server/db/client.ts';
import { renderOrderConfirmation } from '../../../src/server/orders/order-email-templates.ts';
import { getOrderDetails } from '../../../src/server/orders/order-repository.ts';
import { getShopSettings } from '../../../src/server/settings/settings-repository.ts';
import { giveShopBankAccount, resetDatabase } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { authed, jsonInit, signedInAdmin } from '../admin/helpers.ts';
import { createProduct, orderBody, postOrder } from './order-helpers.ts';

let token: string;
let a: number;
let b: number;
const LONDON = {
  firstName: 'Oliver',
  lastName: 'Smith',
  email: 'oliver@example.co.uk',
  address: '221B Baker Street',
  city: 'London',
  postalCode: 'NW1 6XE',
  country: 'UK',
};
// 2 x 120,00 + 1 x 85,50, shipping 10,00: above GBP 135 whatever the rate, so a VAT-free export
const basket = () => [
  { product_id: a, quantity: 2 },
  { product_id: b, quantity: 1 },
];
const putSettings = (body: unknown) =>
  settingsHandler(new Request('http://localhost/api/admin/settings', jsonInit(token, 'PUT', body)), functionContext());

async function quote(country: string) {
  const res = await checkoutQuote(
    new Request('http://localhost/api/checkout/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: basket(), country }),
    }),
    functionContext(),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as {
    vatScheme: string;
    totalCents: number;
    exportPricing: string | null;
    lines: { unitPriceCents: number }[];
  };
}

async function placeUk(): Promise<{ id: number; totalCents: number }> {
  const res = await postOrder(orderBody(basket(), { customer: LONDON }), { key: randomUUID() });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { order: { id: number; totalCents: number } }).order;
}

beforeAll(async () => {
  await resetDatabase();
  token = await signedInAdmin();
  await getSql().unsafe(
    `update public.shop_settings set bank_iban = 'BE68539007547034', bank_bic = 'JVBABE22', seller_name = 'Maison Lumière SRL'`,
  );
  // a transfer needs the holder too: a shop without its full bank account does not offer it
  await giveShopBankAccount();
  a = await createProduct({ stock: 100, priceCents: 12000 });
  b = await createProduct({ stock: 100, priceCents: 8550 });
});

beforeEach(async () => {
  await getSql().unsafe(
    `update public.shop_settings set uk_vat_mode = 'not-registered', vat_pricing = 'same-gross', export_pricing = 'same-price'`,
  );
});

describe('the export price setting', () => {
  it('is saved by the admin, and a value outside the two is refused naming the field', async () => {
    const ok = await putSettings({ export_pricing: 'without-vat' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ export_pricing: 'without-vat', vat_pricing: 'same-gross' });
    const bad = await putSettings({ export_pricing: 'cheapest' });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toEqual(['export_pricing']);
  });

  it('"same price everywhere": the UK pays the page\'s price, the quote says so', async () => {
    // 2 x 12000 + 8550 + 1000 = 33550, as in Belgium, no VAT in it
    const q = await quote('UK');
    expect(q).toMatchObject({ vatScheme: 'export', totalCents: 33550, exportPricing: 'same-price' });
    expect((await placeUk()).totalCents).toBe(33550);
    expect((await quote('BE')).exportPricing).toBeNull();
  });

  it('"price without Belgian VAT": the UK pays the price less Belgian VAT, the EU keeps its price', async () => {
    await getSql().unsafe(`update public.shop_settings set export_pricing = 'without-vat'`);
    // x 100/121: 12000 -> 9917.36 -> 9917; 8550 -> 7066.12 -> 7066; 1000 -> 826.45 -> 826; 2 x 9917 + 7066 + 826 = 27726
    const q = await quote('UK');
    expect(q).toMatchObject({ vatScheme: 'export', totalCents: 27726, exportPricing: 'without-vat' });
    expect(q.lines.map((l) => l.unitPriceCents)).toEqual([9917, 7066]);
    expect((await placeUk()).totalCents).toBe(27726);
    expect((await quote('FR')).totalCents).toBe(33550);
  });
});

describe('what the e-mail and the invoice say of an export', () => {
  it('never "incl. VAT" beside 0 % VAT: no VAT in the price, import charges due on delivery, in the shopper\'s language', async () => {
    const order = await placeUk();
    const details = await getOrderDetails(order.id);
    const settings = await getShopSettings();
    const mail = (language: Language) =>
      renderOrderConfirmation({
        order: { ...details!, language },
        settings,
        siteUrl: 'http://localhost',
        orderUrl: 'http://localhost/thank-you',
      }).text;
    expect(mail('en')).toContain('Total (no VAT)');
    expect(mail('en')).toContain('This price contains no VAT (export outside the EU).');
    expect(mail('en')).toContain('import VAT');
    expect(mail('en')).not.toMatch(/incl\. VAT/i);
    expect(mail('fr')).toContain('Total (sans TVA)');
    expect(mail('fr')).not.toMatch(/TVA comprise|TTC/);
    expect(mail('nl')).toContain('Totaal (zonder btw)');
    expect(mail('nl')).not.toMatch(/incl\. btw/i);

    const invoice = async (lang: string) =>
      (
        await orders(
          new Request(`http://localhost/api/orders/${order.id}/invoice?lang=${lang}`, authed(token)),
          functionContext({ id: String(order.id), action: 'invoice' }),
        )
      ).text();
    const en = await invoice('en');
    expect(en).toContain('Unit price (no VAT)');
    expect(en).toContain('VAT: exempt (export)');
    expect(en).toContain('import VAT and duties are payable by the recipient on delivery');
    expect(en).not.toMatch(/incl\. VAT|Of which VAT/);
    const fr = await invoice('fr');
    expect(fr).not.toMatch(/TTC|Dont TVA/);
    // the UK address the British way (town, then the postcode on its own line), the IBAN in groups of four
    expect(en).toContain('<div>221B Baker Street</div><div>London</div><div>NW1 6XE</div>');
    expect(en).toContain('IBAN BE68 5390 0754 7034');
  });
});
