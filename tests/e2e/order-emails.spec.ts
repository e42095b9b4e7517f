// An order's e-mails in the back-office, in the admin's three languages: a bank-transfer order placed
// through the checkout's API call shows its confirmation, transfer instructions and the shop's notice,
// each delivered by the mail outbox ("Sent", with its time and attempts); "Send again" on the
// confirmation queues a copy that appears in the list, marked as resent, and reaches the shopper's
// mailbox (the local outbox) a second time.
import { expect, test } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { placeApiOrder } from '../support/api-order.ts';
import { outboxSubjectsTo, readOrder } from '../support/checkout-journey.ts';
import { adminSignIn } from '../support/admin-session.ts';
import { expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { LANGS, fill } from '../support/languages.ts';

test.describe.configure({ timeout: 120_000 });

const signIn = adminSignIn('127.6.0.12');

for (const lang of LANGS) {
  const A = messages[lang].admin;
  const E = A.orderEmails;

  test(`${lang}: each e-mail of an order with its delivery state, and one sent again`, async ({ page, request }) => {
    const order = await placeApiOrder(request, { lang, paymentMethod: 'bank-transfer', lastName: `Mails${lang}` });
    const shopper = (await readOrder(request, order.id, order.token)).shipping.email;
    const confirmation = fill(messages[lang].email.confirmation.subject, { number: order.number });
    await expect.poll(() => outboxSubjectsTo(request, shopper), { timeout: 15_000 }).toContain(confirmation);

    await signIn(page, lang);
    await page.goto('/dashboard/orders');
    await page.getByLabel(A.orders.searchLabel, { exact: true }).fill(String(order.id));
    const toggleName = fill(A.orders.toggleDetails, { id: order.id });
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: toggleName }) })
      .getByRole('button', { name: toggleName })
      .click({ timeout: 30_000 });
    const details = page.locator(`#order-${order.id}-details`);
    const heading = details.getByRole('heading', { name: E.title });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    const list = details.getByRole('list').filter({ hasText: E.kinds.order_confirmation });
    const item = (kind: string) => list.getByRole('listitem').filter({ hasText: kind });

    for (const kind of [E.kinds.order_confirmation, E.kinds.bank_transfer, E.kinds.shop_order_notice]) {
      await expect(item(kind)).toHaveCount(1);
      await expect(item(kind)).toContainText(E.states.sent);
      await expect(item(kind)).toContainText(fill(E.attempts, { count: 1 }));
    }
    await expect(item(E.kinds.order_confirmation)).toContainText(fill(E.to, { recipient: shopper }));
    await expectNoSeriousA11yViolations(page);

    // send the confirmation again: a new e-mail in the list, marked as resent, delivered
    await item(E.kinds.order_confirmation)
      .getByRole('button', { name: fill(E.resendLabel, { kind: E.kinds.order_confirmation, recipient: shopper }) })
      .click();
    await expect(page.getByRole('status').filter({ hasText: E.resent })).toBeVisible();
    await expect(item(E.kinds.order_confirmation)).toHaveCount(2);
    const copy = item(E.kinds.order_confirmation).filter({ hasText: E.resendMarker });
    await expect(copy).toContainText(E.states.sent, { timeout: 15_000 });
    await expect
      .poll(async () => (await outboxSubjectsTo(request, shopper)).filter((s) => s === confirmation).length, {
        timeout: 15_000,
      })
      .toBe(2);
  });
}
