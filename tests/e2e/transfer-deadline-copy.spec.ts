// A bank-transfer order's page while unpaid, in each language: it says by when to pay (the end of the
// order's stock hold, in the shopper's language on Brussels time) and copies the IBAN and the
// structured communication by keyboard, each button named for what it copies, its "copied" shown and
// announced (a live region). Screenshots at 390 and 1280 px.
import { expect, test } from '@playwright/test';
import { ORDER_TOKEN_HEADER, orderLinkFragment } from '../../src/domain/orders/order-link.ts';
import { formatDateTime } from '../../src/i18n/locale.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { placeApiOrder } from '../support/api-order.ts';
import { LANGS, fill, url } from '../support/checkout-journey.ts';
import { expectNoSeriousA11yViolations } from '../support/e2e.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.describe.configure({ timeout: 120_000 });

test('the transfer page gives the payment deadline and copies the IBAN and the communication, in fr, en and nl', async ({
  page,
  request,
}) => {
  for (const lang of LANGS) {
    const bank = messages[lang].thankyou.bank;
    const order = await placeApiOrder(request, { lang, paymentMethod: 'bank-transfer' });
    const read = await request.get(`/api/checkout/orders/${order.id}`, {
      headers: { [ORDER_TOKEN_HEADER]: order.token },
    });
    expect(read.status()).toBe(200);
    const { holdUntil } = ((await read.json()) as { order: { holdUntil: string | null } }).order;
    expect(holdUntil, 'an unpaid transfer holds its stock until a date').toBeTruthy();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${url(lang, '/thank-you')}${orderLinkFragment({ orderId: order.id, token: order.token })}`);
    const panel = page.getByRole('region', { name: bank.title });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(fill(bank.deadline, { date: formatDateTime(holdUntil!, lang) }))).toBeVisible();

    const cases = [
      { name: bank.copyIban, label: bank.iban },
      { name: bank.copyCommunication, label: bank.communication },
    ];
    for (const { name, label } of cases) {
      const button = panel.getByRole('button', { name });
      const shown = (
        await panel.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd/span[1]').innerText()
      ).trim();
      await button.focus();
      await page.keyboard.press('Enter');
      // the live region wraps the button's confirmation (a screen reader announces what enters it)
      const status = button.locator('xpath=following-sibling::*[@role="status"]');
      await expect(status).toHaveText(bank.copied);
      await expect(status).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      // the IBAN without the reading spaces, the communication as shown
      expect(copied).toBe(label === bank.iban ? shown.replace(/\s/g, '') : shown);
    }
    await expectNoSeriousA11yViolations(page);
    await panel.screenshot({ path: `tests/.artifacts/shopper-pages/transfer-panel-${lang}-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.screenshot({ path: `tests/.artifacts/shopper-pages/transfer-panel-${lang}-390.png` });
  }
});
