// The money of an order as the owner reads it in the back-office, in the admin's three languages:
// a bank-transfer order with the welcome10 code and shipping shows its structured communication on the
// orders table's row, in the expanded details and on the Kanban card; the details break the total down
// as the invoice does and the visible numbers add up to it; the amounts due and paid follow the order;
// the status history says who changed the status in words (the customer, then the signed-in admin).
// The order is placed through the same API call the checkout form makes.
import { expect, test, type Locator } from '@playwright/test';
import { orderStructuredCommunication } from '../../src/domain/payments/structured-communication.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { placeApiOrder } from '../support/api-order.ts';
import { adminSignIn } from '../support/admin-session.ts';
import { adminCredentials, expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { LANGS, fill } from '../support/languages.ts';

const SLOW = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

const signIn = adminSignIn('127.6.0.11');

/** The value beside a label in a description list. */
const fact = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

/** '265,00 €', '€265.00', '€ 265,00', '− 26,50 €' -> signed cents. */
function cents(text: string): number {
  const value = Number(text.replace(/[^\d]/g, ''));
  return text.includes('−') || text.includes('-') ? -value : value;
}

for (const lang of LANGS) {
  const A = messages[lang].admin;

  test(`${lang}: a bank transfer's communication on the row, the details and the Kanban card; the breakdown adds up; the history names who changed the status`, async ({
    page,
    request,
  }) => {
    // one unit of the best-stocked product, by bank transfer, with the welcome10 code (10 % off)
    const order = await placeApiOrder(request, {
      lang,
      paymentMethod: 'bank-transfer',
      promoCode: 'welcome10',
      lastName: `Money${lang}`,
    });
    const communication = orderStructuredCommunication(order.id);
    const compact = fill(A.orders.paymentLine, { method: A.orders.methodBank, id: communication });
    await signIn(page, lang);
    await page.goto('/dashboard/orders');
    await page.getByLabel(A.orders.searchLabel, { exact: true }).fill(String(order.id));
    // the table's own row and toggle (the Kanban card's expand button may read the same in some languages)
    const toggleName = fill(A.orders.toggleDetails, { id: order.id });
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: toggleName }) });
    const toggle = row.getByRole('button', { name: toggleName });

    // the row: method and communication beside the amount
    await expect(row.getByText(compact, { exact: true })).toBeVisible(SLOW);

    // the details
    await toggle.click();
    const details = page.locator(`#order-${order.id}-details`);
    await expect(fact(details, A.orders.communication)).toHaveText(communication, SLOW);
    await expect(fact(details, A.orders.payment)).toHaveText(A.orders.methodBank);
    await expect(fact(details, A.orders.country)).toHaveText(
      new Intl.DisplayNames([lang], { type: 'region' }).of('BE')!,
    );

    const breakdown = details.getByRole('table', { name: A.orders.breakdownTitle });
    const line = async (label: string | RegExp) =>
      cents(await breakdown.getByRole('row', { name: label }).getByRole('cell').innerText());
    const subtotal = await line(A.orders.breakdown.subtotal);
    const discount = await line(fill(A.orders.breakdown.discountCode, { code: 'WELCOME10' }));
    const shipping = await line(A.orders.breakdown.shipping);
    const exVat = await line(A.orders.breakdown.totalExVat);
    const vat = await line(new RegExp(fill(A.orders.breakdown.vat, { rate: '21' })));
    const total = await line(A.orders.breakdown.total);
    expect(discount).toBeLessThan(0);
    expect(shipping).toBeGreaterThan(0);
    expect(subtotal + discount + shipping).toBe(total);
    expect(exVat + vat).toBe(total);
    expect(total).toBe(order.totalCents);
    expect(-discount).toBe(Math.round(subtotal / 10));
    // nothing received yet: all of it is due
    const totalText = await breakdown
      .getByRole('row', { name: A.orders.breakdown.total })
      .getByRole('cell')
      .innerText();
    await expect(fact(details, A.orders.amountDue)).toHaveText(totalText);
    expect(cents(await fact(details, A.orders.amountPaid).innerText())).toBe(0);
    await expect(details.getByRole('listitem').filter({ hasText: A.orders.actors.shopper })).toHaveCount(1);
    await expect(details).not.toContainText(/\b(pending|shopper|bank-transfer)\b/);
    await expectNoSeriousA11yViolations(page);

    // the Kanban card beneath: compact line on the card, then the facts and history once expanded
    const card = page
      .getByRole('region', { name: A.status.pending, exact: true })
      .getByRole('listitem')
      .filter({ has: page.getByText(`#${order.id}`, { exact: true }) });
    await expect(card.getByText(compact, { exact: true })).toBeVisible(SLOW);
    await card.getByRole('button', { name: fill(A.kanban.expand, { id: order.id }) }).click();
    await expect(fact(card, A.orders.communication)).toHaveText(communication, SLOW);
    await expect(fact(card, A.orders.amountDue)).toHaveText(totalText);
    await expect(card.getByText(A.orders.actors.shopper)).toBeVisible();

    // the admin marks it paid: paid in full, and the history says which admin
    await row.getByRole('combobox', { name: fill(A.orders.statusOf, { id: order.id }) }).selectOption('paid');
    const paidCard = page
      .getByRole('region', { name: A.status.paid, exact: true })
      .getByRole('listitem')
      .filter({ has: page.getByText(`#${order.id}`, { exact: true }) });
    await paidCard.getByRole('button', { name: fill(A.kanban.expand, { id: order.id }) }).click(SLOW);
    await expect(fact(paidCard, A.orders.amountPaid)).toHaveText(totalText, SLOW);
    expect(cents(await fact(paidCard, A.orders.amountDue).innerText())).toBe(0);
    await expect(
      paidCard.getByText(fill(A.orders.actors.adminNamed, { name: adminCredentials().email })),
    ).toBeVisible();
  });
}
