// Production parity: purchases on the production bundles. A bank transfer with its e-mail
// over SMTP (the shop's IBAN and the structured communication in it); a card payment on the Stripe fake's
// hosted page, confirmed by its signed webhook, and the order's confirmation e-mail.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { orderStructuredCommunication } from '../../src/domain/payments/structured-communication.ts';
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
import { control, mailTo } from './parity-support.ts';

/** A shopper with the product of most stock in the cart, the shipping step filled: on the payment step. */
async function toPaymentStep(page: Page, request: APIRequestContext, lang: Lang) {
  const who = shopper(lang);
  await addToCartAndCheckout(page, lang, await productToBuy(request));
  await fillShipping(page, lang, who);
  await page.getByRole('button', { name: messages[lang].checkout.actions.continue }).click();
  return who;
}

test('en: a bank-transfer purchase, and its e-mail with the account and the structured communication', async ({
  page,
  request,
}) => {
  const lang = 'en';
  const m = messages[lang].checkout;
  const who = await toPaymentStep(page, request, lang);
  await page.getByRole('radio', { name: m.payment.bankTransfer.label }).check();
  await page.getByRole('button', { name: m.actions.placeOrder }).click();
  await expect(page).toHaveURL(new RegExp(`${url(lang, '/thank-you')}/?#order=\\d+$`), { timeout: PLACEMENT_MS });
  const { id, token } = await orderFromPage(page);
  const order = await readOrder(request, id, token);
  const communication = orderStructuredCommunication(id);
  await expect(page.getByRole('region', { name: messages[lang].thankyou.bank.title })).toContainText(communication);

  await mailTo(who.email, fill(messages[lang].email.confirmation.subject, { number: order.number }));
  const mail = await mailTo(who.email, fill(messages[lang].email.bankTransfer.subject, { number: order.number }));
  expect(mail.text).toContain(communication);
  expect(mail.text.replace(/\s/g, '')).toMatch(/BE\d{14}/);
});

test('nl: a card purchase on the Stripe page, paid by its signed webhook', async ({ page, request }) => {
  const lang = 'nl';
  const m = messages[lang].checkout;
  const who = await toPaymentStep(page, request, lang);
  await page.getByRole('radio', { name: m.payment.card.label }).check();
  await page.getByRole('button', { name: m.actions.payByCard }).click();

  // Stripe's hosted page (the fake's); its amount is checked against the order below
  await expect(page).toHaveURL(/\/pay\/cs_test_\w+$/, { timeout: PLACEMENT_MS });
  await expect(page.getByText(/^Total: \d+\.\d{2} EUR$/)).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(new RegExp(`${url(lang, '/thank-you')}/?#order=\\d+$`), { timeout: PLACEMENT_MS });
  await expect(page.getByRole('status').filter({ hasText: messages[lang].thankyou.payment.paid })).toBeVisible({
    timeout: 30_000,
  });
  const { id, token } = await orderFromPage(page);
  const order = await readOrder(request, id, token);
  expect(order.status).toBe('paid');
  const { sessions } = await control<{
    sessions: { metadata: Record<string, string>; amountTotal: number; status: string }[];
  }>('stripe');
  const session = sessions.find((s) => s.metadata.order_id === String(id));
  expect(session?.amountTotal).toBe(order.totalCents);
  expect(session?.status).toBe('complete');
  // a card payment confirms the order: its confirmation goes out once it is paid
  await mailTo(who.email, fill(messages[lang].email.confirmation.subject, { number: order.number }));
});
