// VAT by destination at the checkout, on the seeded shop (OSS- and UK-registered, the same
// VAT-inclusive price everywhere): once the shopper picks the country, the summary shows that
// country's total and VAT rate before paying, in French, English and Dutch; the order placed carries
// them, and a UK parcel above GBP 135 says plainly that it ships without VAT and who pays the import
// charges. A postcode of another country (Belgium's "1000" for France) is refused next to the field, in
// the page's language, naming the country chosen. Expected figures: total = price + shipping (the
// quote's, for the country's shipping zone), VAT = total x rate / (1 + rate) rounded half up to the cent.
import { expect, test } from '@playwright/test';
import { SAMPLE_POSTCODES } from '../../src/domain/orders/postcode.ts';
import { formatNumber, formatMoney } from '../../src/i18n/locale.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import {
  addToCartAndCheckout,
  fill,
  fillShipping,
  orderFromPage,
  PLACEMENT_MS,
  productToBuy,
  readOrder,
  shopper,
  url,
  type Lang,
} from '../support/checkout-journey.ts';
import { expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { shippingCentsTo } from '../support/shipping-quote.ts';

test.describe.configure({ timeout: 120_000 });

const includedVat = (total: number, rateBp: number) => Math.round((total * rateBp) / (10000 + rateBp));

const JOURNEYS: { lang: Lang; country: 'FR' | 'DE' | 'NL'; rateBp: number }[] = [
  { lang: 'fr', country: 'FR', rateBp: 2000 },
  { lang: 'en', country: 'DE', rateBp: 1900 },
  { lang: 'nl', country: 'NL', rateBp: 2100 },
];

for (const { lang, country, rateBp } of JOURNEYS) {
  const m = messages[lang].checkout;
  const ty = messages[lang].thankyou;
  const countryName = new Intl.DisplayNames([lang], { type: 'region' }).of(country)!;
  const vatLabel = (bp: number) => fill(m.summary.vat, { rate: formatNumber(bp / 100, lang) });

  test(`${lang}: the checkout shows the total and the VAT of ${country} before paying, and the order carries them`, async ({
    page,
    request,
  }) => {
    const product = await productToBuy(request);
    const total = product.price_cents + (await shippingCentsTo(request, product.id, country));
    // before a country is chosen the summary prices Belgium, with Belgium's shipping
    const belgianTotal = product.price_cents + (await shippingCentsTo(request, product.id, 'BE'));
    const summary = page.getByRole('complementary');
    await addToCartAndCheckout(page, lang, product);

    // Belgium, the form's first country: Belgian VAT
    await expect(
      summary.getByText(
        fill(m.summary.destination, { country: new Intl.DisplayNames([lang], { type: 'region' }).of('BE')! }),
      ),
    ).toBeVisible();
    await expect(summary.getByText(vatLabel(2100), { exact: true })).toBeVisible();
    await expect(summary.getByText(formatMoney(includedVat(belgianTotal, 2100), lang), { exact: true })).toBeVisible();

    // the destination chosen: its rate, the same prices (same VAT-inclusive price everywhere), its zone's shipping
    await fillShipping(page, lang, shopper(lang, country));
    await expect(summary.getByText(fill(m.summary.destination, { country: countryName }))).toBeVisible();
    await expect(summary.getByText(vatLabel(rateBp), { exact: true })).toBeVisible();
    await expect(summary.getByText(formatMoney(includedVat(total, rateBp), lang), { exact: true })).toBeVisible();
    await expect(summary.getByText(formatMoney(total, lang), { exact: true })).toBeVisible();

    // a Belgian postcode is none of this country's: refused next to the field, in the page's language
    const postcode = page.getByLabel(m.fields.postalCode, { exact: true });
    await postcode.fill('1000');
    await page.getByRole('button', { name: m.actions.continue }).click();
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode).toHaveAccessibleDescription(m.validation.postcode[country]);
    await postcode.fill(SAMPLE_POSTCODES[country]);
    await expect(postcode).not.toHaveAttribute('aria-invalid', 'true');

    // the payment step, before paying: the same figures, the total repeated by the button's line
    await page.getByRole('button', { name: m.actions.continue }).click();
    await expect(page.getByRole('heading', { name: m.steps.payment })).toBeFocused();
    await expect(summary.getByText(vatLabel(rateBp), { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(`${m.summary.total} ${formatMoney(total, lang)}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('radio', { name: m.payment.bankTransfer.label }).check();
    await page.getByRole('button', { name: m.actions.placeOrder }).click();
    await expect(page).toHaveURL(new RegExp(`${url(lang, '/thank-you')}/?#order=\\d+$`), { timeout: PLACEMENT_MS });
    const { id, token } = await orderFromPage(page);
    const order = (await readOrder(request, id, token)) as unknown as {
      totalCents: number;
      vatCents: number;
      vatRateBp: number;
      vatScheme: string;
    };
    expect({ total: order.totalCents, vat: order.vatCents, rate: order.vatRateBp, scheme: order.vatScheme }).toEqual({
      total,
      vat: includedVat(total, rateBp),
      rate: rateBp,
      scheme: 'oss',
    });
    const receipt = page.getByRole('region', { name: ty.items.title });
    await expect(
      receipt.getByText(fill(ty.totals.vat, { rate: formatNumber(rateBp / 100, lang) }), { exact: true }),
    ).toBeVisible();
    await expect(receipt.getByText(formatMoney(includedVat(total, rateBp), lang), { exact: true })).toBeVisible();
  });
}

test('en: a parcel to the United Kingdom above GBP 135 ships without VAT, and the import charges are said before paying', async ({
  page,
  request,
}) => {
  const m = messages.en.checkout;
  // UK VAT would leave the goods at price x 100/120: above the seeded EUR 155.00 for GBP 135, an export
  const aboveThreshold = (p: { price_cents: number }) => p.price_cents - includedVat(p.price_cents, 2000) > 15500;
  const product = await productToBuy(request, aboveThreshold);
  const total = product.price_cents + (await shippingCentsTo(request, product.id, 'UK'));
  const summary = page.getByRole('complementary');
  await addToCartAndCheckout(page, 'en', product);
  await fillShipping(page, 'en', shopper('en', 'UK'));
  await expect(summary.getByText(m.summary.vatExport, { exact: true })).toBeVisible();
  await expect(summary.getByText(m.summary.importNotice)).toBeVisible();
  await expect(summary.getByText(formatMoney(total, 'en'), { exact: true })).toBeVisible();
  await expect(summary.getByText(/VAT \(21/)).toHaveCount(0);
  await page.getByRole('button', { name: m.actions.continue }).click();
  await expect(page.getByRole('heading', { name: m.steps.payment })).toBeFocused();
  await expect(summary.getByText(m.summary.importNotice)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
