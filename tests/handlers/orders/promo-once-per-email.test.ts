// A first-order promo code (once_per_email, as the seed's WELCOME10) is good for one order per e-mail
// address, the address trimmed and compared in any case: the order and the cart's preview refuse it
// with 422 promo_code_used naming promoCode; the checkout's quote prices without it and names it in
// unavailablePromoCode ("not available for this address", never why), so the shopper knows before the
// last click; checks of addresses by quote are rate-limited per client. An order cancelled before it was
// paid gives the code back; a retried order (same Idempotency-Key) is not refused by itself; two
// orders of one address at once: one gets the code. (PGlite, or PostgreSQL with TEST_DATABASE_URL.)
import { beforeEach, describe, expect, it } from 'vitest';
import adminPromoCodes from '../../../netlify/functions/admin-promo-codes.mts';
import checkoutQuote from '../../../netlify/functions/checkout-quote.mts';
import promoCodesRead from '../../../netlify/functions/promo-codes-read.mts';
import { getSql } from '../../../src/server/db/client.ts';
import { setOrderStatus } from '../../../src/server/orders/order-status.ts';
import { messages } from '../../../src/i18n/messages/index.ts';
import { outcomeMessage } from '../../../src/islands/checkout/outcome-messages.ts';
import type { CheckoutMessages } from '../../../src/islands/checkout/messages.ts';
import { resetDatabase } from '../../support/database.ts';
import { freshIp, functionContext } from '../../support/function-context.ts';
import { QUOTE_EMAIL_CHECKS } from '../../../src/server/orders/checkout-quote.ts';
import { createProduct, orderBody, postOrder } from './order-helpers.ts';
import { adminToken, authed, createAccounts, jsonInit } from '../admin/helpers.ts';
import { LANGUAGES } from '../../../src/domain/vocabulary/language.ts';

beforeEach(async () => {
  await resetDatabase();
  await getSql().unsafe(
    `update public.shop_settings set bank_iban = 'BE68539007547034', bank_bic = 'JVBABE22', bank_name = 'Banque Test', bank_account_holder = 'Maison Lumière SRL'`,
  );
  await getSql().unsafe(
    `insert into public.promo_codes (code, display_code, percent_off, once_per_email) values ('welcome10', 'WELCOME10', 10, true), ('ete15', null, 15, false)`,
  );
});

const customer = (email: string) => ({
  firstName: 'Camille',
  lastName: 'Dupont',
  email,
  address: 'Rue Haute 1',
  city: 'Bruxelles',
  postalCode: '1000',
  country: 'BE',
});

async function order(product: number, email: string, promoCode = 'WELCOME10', key?: string) {
  const res = await postOrder(
    orderBody([{ product_id: product, quantity: 1 }], { promoCode, customer: customer(email) }),
    {
      ...(key ? { key } : {}),
    },
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const preview = (email: string) =>
  promoCodesRead(
    new Request(`http://localhost/api/promo-codes/welcome10?email=${encodeURIComponent(email)}`),
    functionContext({ code: 'welcome10' }),
  );

const quote = (product: number, email: string | undefined, ip?: string) =>
  checkoutQuote(
    new Request('http://localhost/api/checkout/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ product_id: product, quantity: 1 }],
        country: 'BE',
        promoCode: 'welcome10',
        ...(email === undefined ? {} : { email }),
      }),
    }),
    functionContext({}, ip),
  );

async function quoted(product: number, email: string | undefined, ip?: string) {
  const res = await quote(product, email, ip);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

describe('a first-order promo code, once per e-mail address', () => {
  it('is refused on a second order of the same address (any case, spaces around), naming promoCode', async () => {
    const product = await createProduct({ stock: 10, priceCents: 10000 });
    expect((await preview('lea@example.be')).status).toBe(200);
    const first = await order(product, 'Lea@Example.be');
    expect(first.status).toBe(201);
    for (const again of ['lea@example.be', '  LEA@EXAMPLE.BE ']) {
      const second = await order(product, again);
      expect(second.status, again).toBe(422);
      expect(second.body).toMatchObject({ code: 'promo_code_used', errors: { promoCode: [expect.any(String)] } });
    }
    // the preview and the quote say so too once the address is known; another address is welcome
    const refusedPreview = await preview(' lea@EXAMPLE.be');
    expect(refusedPreview.status).toBe(422);
    expect((await refusedPreview.json()).code).toBe('promo_code_used');
    // the quote: the figures without the code, the code named as not available (no reason given)
    const usedUp = await quoted(product, ' LEA@example.be');
    expect(usedUp).toMatchObject({
      promoCode: null,
      unavailablePromoCode: 'WELCOME10',
      discountCents: 0,
      subtotalCents: 10000,
    });
    expect(JSON.stringify(usedUp)).not.toMatch(/used|order/i);
    const welcome = await quoted(product, 'sam@example.com');
    expect(welcome).toMatchObject({ promoCode: 'WELCOME10', unavailablePromoCode: null, discountCents: 1000 });
    expect(usedUp.totalCents).toBe((welcome.totalCents as number) + 1000);
    // without the address (not typed yet), the quote shows the discount: the order decides
    expect(await quoted(product, undefined)).toMatchObject({ promoCode: 'WELCOME10', discountCents: 1000 });
    expect((await order(product, 'sam@example.com')).status).toBe(201);
    // an ordinary code stays usable as often as the shopper likes; the same address without a code too
    expect((await order(product, 'lea@example.be', 'ete15')).status).toBe(201);
    expect((await order(product, 'lea@example.be', 'ete15')).status).toBe(201);
    // the shopper reads why, in the page's language
    for (const lang of LANGUAGES) {
      const m = messages[lang].checkout as unknown as CheckoutMessages;
      const text = outcomeMessage(m, {
        kind: 'refused',
        code: 'promo_code_used',
        fields: { promoCode: [] },
        product: null,
      });
      expect(text).toBe(m.errors.promoUsed);
      expect(text).toMatch(/WELCOME10|code/i);
    }
  });

  it('the quote checks addresses a limited number of times per client; past it the order decides', async () => {
    const product = await createProduct({ stock: 10, priceCents: 10000 });
    expect((await order(product, 'lea@example.be')).status).toBe(201);
    const ip = freshIp();
    for (let i = 0; i < QUOTE_EMAIL_CHECKS.max; i += 1)
      expect((await quoted(product, 'lea@example.be', ip)).unavailablePromoCode).toBe('WELCOME10');
    // still a quote, priced as if no address were known; another client is checked as before
    expect(await quoted(product, 'lea@example.be', ip)).toMatchObject({ promoCode: 'WELCOME10', discountCents: 1000 });
    expect((await quoted(product, 'lea@example.be', freshIp())).unavailablePromoCode).toBe('WELCOME10');
    expect((await order(product, 'lea@example.be')).status).toBe(422);
  });

  it('an order cancelled before payment gives the code back; a paid one, even cancelled, does not', async () => {
    const product = await createProduct({ stock: 10, priceCents: 10000 });
    const unpaid = await order(product, 'anna@example.com');
    expect(unpaid.status).toBe(201);
    const unpaidId = (unpaid.body.order as { id: number }).id;
    await setOrderStatus(getSql(), unpaidId, 'cancelled', 'admin');
    const again = await order(product, 'anna@example.com');
    expect(again.status).toBe(201);
    const paidId = (again.body.order as { id: number }).id;
    await setOrderStatus(getSql(), paidId, 'paid', 'admin');
    await setOrderStatus(getSql(), paidId, 'cancelled', 'admin');
    expect((await order(product, 'anna@example.com')).status).toBe(422);
  });

  it('a retried order (same Idempotency-Key) answers its order; two at once: one gets the code', async () => {
    const product = await createProduct({ stock: 10, priceCents: 10000 });
    const key = 'retry-key-welcome-1';
    const first = await order(product, 'joost@example.nl', 'WELCOME10', key);
    const retried = await order(product, 'joost@example.nl', 'WELCOME10', key);
    expect([first.status, retried.status]).toEqual([201, 201]);
    expect((retried.body.order as { id: number }).id).toBe((first.body.order as { id: number }).id);
    const both = await Promise.all([order(product, 'fien@example.nl'), order(product, 'FIEN@example.nl')]);
    expect(both.map((b) => b.status).sort()).toEqual([201, 422]);
  });

  it('the owner switches it per code in the admin API; the list shows it; the order follows it', async () => {
    await createAccounts();
    const token = await adminToken();
    const admin = (method: string, path: string, body?: unknown) =>
      adminPromoCodes(
        new Request(
          `http://localhost/api/admin/promo-codes${path}`,
          body ? jsonInit(token, method, body) : authed(token, { method }),
        ),
        functionContext(path ? { code: path.slice(1) } : {}),
      );
    const created = await admin('POST', '', { code: 'Bienvenue', percent_off: 15, once_per_email: true });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ code: 'Bienvenue', once_per_email: true });
    const list = (await (await admin('GET', '')).json()) as { code: string; once_per_email: boolean }[];
    expect(list.map((p) => [p.code, p.once_per_email]).sort()).toEqual([
      ['Bienvenue', true],
      ['WELCOME10', true],
      ['ete15', false],
    ]);
    const product = await createProduct({ stock: 10, priceCents: 10000 });
    expect((await order(product, 'ines@example.be', 'bienvenue')).status).toBe(201);
    expect((await order(product, 'ines@example.be', 'bienvenue')).status).toBe(422);
    // switched off: the code is good for every order again
    const off = await admin('PUT', '/bienvenue', { once_per_email: false });
    expect(await off.json()).toMatchObject({ code: 'Bienvenue', once_per_email: false, percent_off: 15, active: true });
    expect((await order(product, 'ines@example.be', 'bienvenue')).status).toBe(201);
    const refused = await admin('PUT', '/bienvenue', { once_per_email: 'yes' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: { once_per_email: [expect.any(String)] } });
  });
});
