// "Mark shipped" for several orders ticked in the orders table, in English (1280 px) and Dutch
// (390 px): one carrier and tracking number per order, all or nothing. A row left without a number is refused beside its field
// in the admin's language (never the server's French), and nothing is shipped; once corrected, both
// orders are shipped and each shopper gets ONE shipped e-mail with its tracking link. A parcel added
// from an order's details is refused in that language too.
import { expect, test } from '@playwright/test';
import type { Language } from '../../src/domain/vocabulary/language.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { fill } from '../support/checkout-journey.ts';
import { adminApiSignIn } from '../support/e2e.ts';
import { mailsTo } from '../support/mail-links.ts';
import { paidDutchOrder } from '../support/paid-dutch-order.ts';

test.describe.configure({ timeout: 300_000 });
const signIn = adminApiSignIn();
const SLOW = { timeout: 30_000 };
const FRENCH = /Numéro de suivi|obligatoire|Commande :/;

test('orders table: ship two ticked orders with a number each; refusals in the admin language (en, nl)', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request);
  // English on a desktop, Dutch on a phone (the table's rows are cards there)
  for (const [lang, width] of [
    ['en', 1280],
    ['nl', 390],
  ] as const satisfies readonly (readonly [Language, number])[]) {
    const A = messages[lang].admin;
    await page.setViewportSize({ width, height: 900 });
    const label = `Bulk${lang}${Date.now().toString(36)}`;
    const orders = [
      await paidDutchOrder(request, { lang, token, label }),
      await paidDutchOrder(request, { lang, token, label }),
    ];
    await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
    await page.goto('/dashboard/orders');
    await page.evaluate((l) => localStorage.setItem('admin_language', l), lang);
    await page.reload();
    await page.getByRole('searchbox', { name: A.orders.searchLabel }).fill(label);
    for (const order of orders)
      await page
        .getByRole('checkbox', { name: fill(A.common.selectRow, { name: `${A.orders.colOrder} #${order.id}` }) })
        .check(SLOW);
    await page.getByRole('button', { name: fill(A.toPack.shipSelected, { count: 2 }) }).click();
    const form = page.getByRole('form', { name: fill(A.toPack.bulkTitle, { count: 2 }) });
    await form.getByLabel(A.shipments.carrier).first().selectOption('postnl');
    const numbers = orders.map((_, i) => `3SBULK${Date.now().toString().slice(-6)}${i}`);
    await form.getByLabel(A.shipments.trackingNumber).first().fill(numbers[0]!);
    const submit = form.getByRole('button', { name: fill(A.toPack.shipSubmit, { count: 2 }) });
    await submit.click();

    // the second row is refused beside its number, in the admin's language; nothing was shipped
    const second = form.getByLabel(A.shipments.trackingNumber).nth(1);
    await expect(second).toHaveAttribute('aria-invalid', 'true', SLOW);
    await expect(second).toHaveAccessibleDescription(A.shipments.errors.tracking_number);
    await expect(form).toContainText(A.toPack.shipError);
    await expect(form).not.toContainText(FRENCH);
    await page.screenshot({ path: `tests/.artifacts/orders-bulk-ship/refused-${lang}-${width}.png` });
    const before = await request.get(`/api/orders/${orders[0]!.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await before.json()) as { status: string }).status).toBe('paid');

    await second.fill(numbers[1]!);
    await submit.click();
    await expect(page.getByText(fill(A.toPack.shipped, { count: 2 }))).toBeVisible(SLOW);
    for (const [i, order] of orders.entries()) {
      const res = await request.get(`/api/orders/${order.id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await res.json()) as { status: string }).status).toBe('shipped');
      const subject = fill(messages[lang].email.shipped.subject, { number: order.number });
      const link = `https://jouw.postnl.nl/track-and-trace/${numbers[i]}-NL-1012AB`;
      await expect
        .poll(
          async () => (await mailsTo(request, order.email, 2)).filter((m) => m.subject === subject).map((m) => m.html),
          SLOW,
        )
        .toEqual([expect.stringContaining(`href="${link}"`)]);
    }

    // one order's details: a parcel without a number is refused in the admin's language too
    const id = orders[0]!.id;
    const table = page.getByRole('region', { name: A.orders.title, exact: true });
    await table.getByRole('button', { name: fill(A.orders.toggleDetails, { id }) }).click();
    const details = page.locator(`#order-${id}-details`);
    await details.getByRole('button', { name: A.shipments.add }).click(SLOW);
    const number = details.getByLabel(A.shipments.trackingNumber);
    await expect(number).toHaveAccessibleDescription(A.shipments.errors.tracking_number, SLOW);
    await expect(details).toContainText(A.shipments.saveError);
    await expect(details).not.toContainText(FRENCH);
  }
});
