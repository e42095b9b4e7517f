// The built pages promise what the shop does, from its settings: the product page's returns line and
// the terms' and FAQ's return costs follow the free-returns setting (off out of the box: the costs are
// the shopper's), and their VAT sentence names, for each destination, the rate the checkout charges.
import { expect, test } from '@playwright/test';
import type { CheckoutQuote } from '../../src/contract/checkout.ts';
import type { ShippingCountry } from '../../src/domain/vocabulary/country.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { vatByDestination } from '../../src/i18n/vat-by-destination.ts';
import { LANGS, productToBuy, url } from '../support/checkout-journey.ts';

test('the returns line and the VAT sentence say what the settings and the checkout do, in fr, en and nl', async ({
  page,
  request,
}) => {
  const product = await productToBuy(request);
  const { shippingCountries } = (await (await request.get('/api/settings')).json()) as {
    shippingCountries: ShippingCountry[];
  };
  const charged = await Promise.all(
    shippingCountries.map(async (country) => {
      const res = await request.post('/api/checkout/quote', {
        data: { items: [{ product_id: product.id, quantity: 1 }], country, language: 'fr' },
      });
      expect(res.status()).toBe(200);
      const q = (await res.json()) as CheckoutQuote;
      return { country, scheme: q.vatScheme, rateBp: q.vatRateBp };
    }),
  );

  // the United Kingdom's standard rate, as a UK-registered shop words it
  const ukRateBp = 2000;
  for (const lang of LANGS) {
    const legal = messages[lang].legal;
    await page.goto(url(lang, `/product/${product.id}`));
    await expect(page.getByRole('listitem').filter({ hasText: messages[lang].product.details.returns })).toHaveCount(1);
    await expect(page.getByText(messages[lang].product.details.returnsFree)).toHaveCount(0);

    await page.goto(url(lang, '/confidentiality'));
    const terms = (await page.locator('#terms').textContent()) ?? '';
    const faq = (await page.locator('#faq').textContent()) ?? '';
    for (const text of [terms, faq]) {
      for (const destination of charged) {
        // a UK-registered shop's sentence names UK VAT up to GBP 135 and none above: a bottle above
        // that limit is quoted as an export, which the same words cover
        const said = vatByDestination(lang, [destination]);
        const ukAbove = vatByDestination(lang, [{ country: 'UK', scheme: 'uk', rateBp: ukRateBp }]);
        if (destination.scheme === 'export' && text.includes(ukAbove)) continue;
        expect(text).toContain(said);
      }
      expect(text).toContain(legal.returnCosts.paid);
      expect(text).not.toContain(legal.returnCosts.free);
    }
  }
});
