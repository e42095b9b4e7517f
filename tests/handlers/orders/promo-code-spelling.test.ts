// A promo code reads as the admin wrote it, whatever case the shopper types: the public
// answer, the checkout's quote, the placed order (thank-you page, admin, invoice read it there) and the
// e-mail. (PGlite, or PostgreSQL with TEST_DATABASE_URL.)
import { beforeEach, describe, expect, it } from 'vitest';
import checkoutQuote from '../../../netlify/functions/checkout-quote.mts';
import promoCodesRead from '../../../netlify/functions/promo-codes-read.mts';
import { createPromoCode, listPromoCodes } from '../../../src/server/promo-codes/promo-codes-admin.ts';
import { getSql } from '../../../src/server/db/client.ts';
import {
  renderBankTransferInstructions,
  renderOrderConfirmation,
} from '../../../src/server/orders/order-email-templates.ts';
import { getOrderDetails } from '../../../src/server/orders/order-repository.ts';
import { getShopSettings } from '../../../src/server/settings/settings-repository.ts';
import { resetDatabase } from '../../support/database.ts';
import { functionContext } from '../../support/function-context.ts';
import { createProduct, orderBody, postOrder } from './order-helpers.ts';

beforeEach(async () => {
  await resetDatabase();
  await getSql().unsafe(
    `update public.shop_settings set bank_iban = 'BE68539007547034', bank_bic = 'JVBABE22', bank_name = 'Banque Test', bank_account_holder = 'Maison Lumière SRL'`,
  );
});

describe('a promo code as the admin wrote it', () => {
  it('is answered, quoted, kept on the order and printed in the e-mail in the admin spelling', async () => {
    expect(
      await createPromoCode({ code: 'Printemps-20', percent_off: 20, active: true, once_per_email: false }),
    ).toMatchObject({
      code: 'Printemps-20',
    });
    expect((await listPromoCodes()).map((p) => p.code)).toEqual(['Printemps-20']);

    const read = await promoCodesRead(
      new Request('http://localhost/api/promo-codes/PRINTEMPS-20'),
      functionContext({ code: 'PRINTEMPS-20' }),
    );
    expect(await read.json()).toEqual({ code: 'Printemps-20', percent_off: 20 });

    const product = await createProduct({ stock: 5, priceCents: 10000 });
    const items = [{ product_id: product, quantity: 1 }];
    const quote = await checkoutQuote(
      new Request('http://localhost/api/checkout/quote', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ items, country: 'BE', promoCode: 'printemps-20' }),
      }),
      functionContext(),
    );
    expect(await quote.json()).toMatchObject({ promoCode: 'Printemps-20', discountCents: 2000 });

    const placed = await postOrder(orderBody(items, { promoCode: 'PRINTEMPS-20' }));
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { id: number; promoCode: string } };
    expect(order.promoCode).toBe('Printemps-20');
    const details = await getOrderDetails(order.id);
    const context = {
      order: { ...details!, language: 'en' as const },
      settings: await getShopSettings(),
      siteUrl: 'http://localhost',
      orderUrl: 'http://localhost/thank-you',
    };
    expect(renderOrderConfirmation(context).text).toContain('Discount (Printemps-20)');
    // the IBAN as people read it, in groups of four (compact in the settings and inside the QR code)
    expect(renderBankTransferInstructions(context).text).toContain('IBAN: BE68 5390 0754 7034');
  });

  it('a code written before (stored lower case, no spelling kept) reads as it was stored', async () => {
    await getSql().unsafe(`insert into public.promo_codes (code, percent_off) values ('welcome10', 10)`);
    const read = await promoCodesRead(
      new Request('http://localhost/api/promo-codes/WELCOME10'),
      functionContext({ code: 'WELCOME10' }),
    );
    expect(await read.json()).toEqual({ code: 'welcome10', percent_off: 10 });
  });
});
