// "Pay a bank transfer by scanning", in each language: a bank-transfer order's thank-you page shows
// an EPC QR code beside the typed details, and the transfer e-mail in the local outbox shows it too.
// Each code is screenshotted and read back with a QR decoder, as a banking app's camera would, and
// must hold exactly the EPC payload made of the details typed on the page, the order's total and its
// structured communication. (The checkout form itself is checkout.spec.ts's: the order is placed
// here through the same API call the form makes.)
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { orderLinkFragment } from '../../src/domain/orders/order-link.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { placeApiOrder } from '../support/api-order.ts';
import { expectNoSeriousA11yViolations, outboxPath } from '../support/e2e.ts';
import { decodeQr } from '../support/qr-decode.ts';
import { LANGS, fill } from '../support/languages.ts';

type Lang = (typeof LANGS)[number];
const url = (lang: Lang, path: string) => (lang === 'fr' ? path : `/${lang}${path}`);
test.describe.configure({ timeout: 90_000 });

/** A bank-transfer order of one unit of the best-stocked product, as the checkout places it. */
const placeBankTransferOrder = (request: APIRequestContext, lang: Lang) =>
  placeApiOrder(request, { lang, paymentMethod: 'bank-transfer' });

/** The value typed beside a label in the bank panel (its first part: a Copy button may follow). */
async function detail(panel: Locator, label: string): Promise<string> {
  return (
    await panel.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd/span[1]').innerText()
  ).trim();
}

/** EUR and the amount with two decimals, from cents, as EPC069-12 writes it. */
const epcAmount = (cents: number) => `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

for (const lang of LANGS) {
  const ty = messages[lang].thankyou;
  const mail = messages[lang].email;

  test(`${lang}: the thank-you page and the transfer e-mail show an EPC QR code that reads back to the transfer's details`, async ({
    page,
    request,
  }) => {
    const order = await placeBankTransferOrder(request, lang);
    await page.goto(`${url(lang, '/thank-you')}${orderLinkFragment({ orderId: order.id, token: order.token })}`);
    const panel = page.getByRole('region', { name: ty.bank.title });
    await expect(panel).toBeVisible();

    // The payload the typed details add up to: beneficiary, IBAN and BIC as shown, the order's total,
    // the structured communication shown, as its 12 digits.
    const communication = await detail(panel, ty.bank.communication);
    expect(communication).toMatch(/^\+{3}\d{3}\/\d{4}\/\d{5}\+{3}$/);
    const expected = [
      'BCD',
      '002',
      '1',
      'SCT',
      (await detail(panel, ty.bank.bic)).replace(/\s/g, ''),
      await detail(panel, ty.bank.holder),
      (await detail(panel, ty.bank.iban)).replace(/\s/g, ''),
      epcAmount(order.totalCents),
      '',
      communication.replace(/\D/g, ''),
    ].join('\n');

    const code = panel.getByRole('img', { name: ty.bank.qrAlt });
    await expect(code).toBeVisible();
    await expect(panel.getByText(ty.bank.qrCaption, { exact: true })).toBeVisible();
    expect(await decodeQr(await code.screenshot())).toBe(expected);
    await expectNoSeriousA11yViolations(page);

    // The same code in the transfer e-mail, as the outbox page shows the message.
    const message = page.getByRole('link', {
      name: fill(mail.bankTransfer.subject, { number: order.number }),
      exact: true,
    });
    await expect(async () => {
      await page.goto(outboxPath());
      await expect(message).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await message.click();
    const image = page.frameLocator('iframe').getByRole('img', { name: mail.bankTransfer.qrAlt });
    await expect(image).toBeVisible();
    expect(await decodeQr(await image.screenshot())).toBe(expected);
  });
}
