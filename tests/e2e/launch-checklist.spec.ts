// In real Chromium on the shop as `npm start` serves it: with the bank details
// emptied in the settings, the checkout offers no bank transfer (the method shown switched off with its
// maintenance text; the API refuses such an order before it exists), and the admin's dashboard lists
// the bank details under the launch checklist with where to set them, in French, English and Dutch.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import {
  addToCartAndCheckout,
  fillShipping,
  LANGS,
  productToBuy,
  shopper,
  type Lang,
} from '../support/checkout-journey.ts';
import { adminApiSignIn, expectNoSeriousA11yViolations } from '../support/e2e.ts';

const signIn = adminApiSignIn();
let token = '';
let bankBefore: { bank_account_holder: string; bank_iban: string; bank_bic: string } | undefined;
const bearer = () => ({ authorization: `Bearer ${token}` });

/** Once per file (a settings save rebuilds the storefront): the holder, IBAN and BIC emptied. */
async function emptyBankDetails(request: APIRequestContext): Promise<void> {
  if (bankBefore) return;
  const settings = await (await request.get('/api/admin/settings', { headers: bearer() })).json();
  bankBefore = {
    bank_account_holder: settings.bank_account_holder,
    bank_iban: settings.bank_iban,
    bank_bic: settings.bank_bic,
  };
  const saved = await request.put('/api/admin/settings', {
    headers: bearer(),
    data: { bank_account_holder: '', bank_iban: '', bank_bic: '' },
  });
  expect(saved.status()).toBe(200);
}

test.beforeEach(async ({ page, request }) => {
  token = await signIn(page, request);
  await emptyBankDetails(request);
});

test.afterAll(async ({ request }) => {
  // the next spec files find the seeded bank account again
  if (token && bankBefore)
    expect((await request.put('/api/admin/settings', { headers: bearer(), data: bankBefore })).status()).toBe(200);
});

async function transferMaintenanceText(request: APIRequestContext, lang: Lang): Promise<string> {
  const settings = await (await request.get('/api/settings')).json();
  expect(settings.payments.bankTransfer.enabled).toBe(false);
  return settings.payments.bankTransfer.maintenanceMessage ?? messages[lang].checkout.payment.maintenance;
}

for (const lang of LANGS) {
  const m = messages[lang].checkout;
  const a = messages[lang].admin.launchChecklist;

  test(`${lang}: without bank details the checkout offers no bank transfer, and the API takes no such order`, async ({
    page,
    request,
  }) => {
    const maintenance = await transferMaintenanceText(request, lang);
    const product = await productToBuy(request);
    await addToCartAndCheckout(page, lang, product);
    await fillShipping(page, lang, shopper(lang));
    await page.getByRole('button', { name: m.actions.continue }).click();
    await expect(page.getByRole('heading', { name: m.steps.payment })).toBeFocused();
    // a method the shop cannot take is not offered at all (no disabled radio, no maintenance text)
    await expect(page.getByRole('radio', { name: m.payment.card.label })).toBeEnabled();
    await expect(page.getByRole('radio', { name: m.payment.bankTransfer.label })).toHaveCount(0);
    await expect(page.getByText(maintenance)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const order = await request.post('/api/orders', {
      headers: { 'idempotency-key': `launch-checklist-${lang}-${Date.now()}` },
      data: {
        items: [{ product_id: product.id, quantity: 1 }],
        customer: {
          firstName: 'Anne',
          lastName: 'Peeters',
          email: 'anne@example.be',
          address: 'Rue Haute 12',
          city: 'Bruxelles',
          postalCode: '1000',
          country: 'BE',
        },
        paymentMethod: 'bank-transfer',
        language: lang,
      },
    });
    expect(order.status()).toBe(409);
    expect((await order.json()).errors.paymentMethod).toBeDefined();
  });

  test(`${lang}: the admin's dashboard lists the missing bank details under the launch checklist, with where to set them`, async ({
    page,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard');
      const checklist = page.getByRole('region', { name: a.title });
      await expect(checklist).toBeVisible({ timeout: 20_000 });
      const bankLine = checklist.getByRole('listitem').filter({ hasText: a.items.bankDetails });
      await expect(bankLine).toContainText(a.missing);
      await expect(bankLine.getByRole('link', { name: a.whereBank })).toHaveAttribute('href', '/dashboard/settings');
      // the demo's stand-ins are flagged: the test gateway (Stripe), the local outbox (SMTP), the demo
      // seller identity and the demo testimonials, with the bank details
      for (const item of [a.items.stripeSecretKey, a.items.smtp, a.items.seller, a.items.demoTexts])
        await expect(checklist.getByRole('listitem').filter({ hasText: item })).toContainText(a.missing);
      await expect(checklist.getByRole('listitem').filter({ hasText: a.items.mailFrom })).toContainText(a.configured);
      await page.screenshot({ path: `tests/.artifacts/launch-checklist-${lang}-${width}.png`, fullPage: false });
    }
    await expectNoSeriousA11yViolations(page);
  });
}
