// Production parity, variant `transfer-only-preview` (variants.ts): a shop that takes bank transfers only
// and was never given Stripe's keys, served as a Deploy Preview (netlify.toml's deploy-preview context).
// deploy:check passes without Stripe; the preview shows its ribbon and refuses an order with 503
// `preview_read_only`, which the shopper reads as "this is a preview, order on the live shop".
import { expect, test } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { addToCartAndCheckout, fillShipping, productToBuy, shopper } from '../support/checkout-journey.ts';
import { deployCheck } from './parity-support.ts';

test('a transfer-only shop without Stripe passes deploy:check', async ({ baseURL }) => {
  const check = deployCheck(String(baseURL));
  expect(check.status, check.output).toBe(0);
  expect(check.failing).toEqual([]);
  expect(check.output).toContain('The shop has everything it needs.');
  expect(check.output).not.toMatch(/stripe|STRIPE_/);
  expect(check.output).toMatch(/^OK {4}bankTransfer: /m);
});

test('fr: the preview refuses the order (503 preview_read_only) and the shopper is told why', async ({
  page,
  request,
}) => {
  const lang = 'fr';
  const m = messages[lang].checkout;
  await addToCartAndCheckout(page, lang, await productToBuy(request));
  await expect(page.getByRole('status').filter({ hasText: messages[lang].common.previewRibbon })).toBeVisible();
  await fillShipping(page, lang, shopper(lang));
  await page.getByRole('button', { name: m.actions.continue }).click();
  // the card is not offered: the shop takes transfers only
  await expect(page.getByRole('radio', { name: m.payment.card.label })).toHaveCount(0);
  await page.getByRole('radio', { name: m.payment.bankTransfer.label }).check();
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/orders');
  await page.getByRole('button', { name: m.actions.placeOrder }).click();
  expect((await answer).status()).toBe(503);
  expect(((await (await answer).json()) as { code?: string }).code).toBe('preview_read_only');
  await expect(page.getByRole('alert')).toContainText(m.errors.preview);
});
