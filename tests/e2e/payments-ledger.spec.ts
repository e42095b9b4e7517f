// The order's money in the back-office, in real Chromium, in the admin's three languages at 1280 and
// 390 px: in an unpaid transfer order's details (100,00 EUR due) the owner records a partial payment
// (the balance then says what is still due), refunds part of it by hand (the ledger lists both), and
// a move to "cancelled" of the order holding money asks first, naming the amount and that it is to
// pay back by hand; declined, the order stays where it was. The refund puts one of the line's two
// bottles back on sale (the other stays sold): the product's stock takes exactly that one back.
import { expect, test } from '@playwright/test';
import { formatMoney } from '../../src/i18n/locale.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminApiSignIn } from '../support/e2e.ts';
import { e2eDatabase } from '../support/e2e-database.ts';
import { seedOrders } from '../support/seed-orders.ts';

const LANGS = ['fr', 'en', 'nl'] as const;
const SLOW = { timeout: 30_000 };
const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));
test.describe.configure({ timeout: 240_000 });
const signIn = adminApiSignIn();

const LINE_NAME = 'Flacon de garde';

/** A pending order of two bottles of a product of the catalog (the seed's orders have no lines). */
async function seedPending(label: string): Promise<{ id: number; productId: number }> {
  const sql = await e2eDatabase();
  try {
    const id = (await seedOrders(sql, { count: 1, status: 'pending', label, newest: new Date() })).ids[0]!;
    const [product] = await sql<{ id: number }[]>`select id from public.products order by id limit 1`;
    await sql`insert into public.order_items (order_id, product_id, product_name, unit_price_cents, quantity)
              values (${id}, ${product!.id}, ${LINE_NAME}, 4500, 2)`;
    return { id, productId: Number(product!.id) };
  } finally {
    await sql.end();
  }
}

async function restockState(orderId: number, productId: number) {
  const sql = await e2eDatabase();
  try {
    const [row] = await sql<{ restocked: number; stock: number }[]>`
      select i.restocked_quantity as restocked, p.stock from public.order_items i join public.products p on p.id = i.product_id
       where i.order_id = ${orderId} and i.product_id = ${productId}`;
    return { restocked: Number(row!.restocked), stock: Number(row!.stock) };
  } finally {
    await sql.end();
  }
}

const euros = (cents: number, lang: string) =>
  lang === 'en' ? (cents / 100).toFixed(2) : (cents / 100).toFixed(2).replace('.', ',');

test('record a partial payment, refund part of it, and cancel only after a question naming the money', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request);
  for (const [i, lang] of LANGS.entries()) {
    const t = messages[lang].admin;
    await page.setViewportSize(i === 1 ? { width: 390, height: 844 } : { width: 1280, height: 900 });
    const label = `Ledger${lang}${Date.now()}`;
    const { id, productId } = await seedPending(label);
    await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
    await page.goto('/dashboard/orders');
    await page.evaluate((l) => localStorage.setItem('admin_language', l), lang);
    await page.reload();
    await page.getByRole('searchbox', { name: t.orders.searchLabel }).fill(label);
    // the search answered (the table re-renders with it, closing details opened before)
    await expect(page.getByRole('status').filter({ hasText: fill(t.orders.found, { count: 1 }) })).toBeVisible(SLOW);
    const toggle = page.getByRole('button', { name: fill(t.orders.toggleDetails, { id }) }).first();
    await toggle.click(SLOW);
    const details = page.locator(`#order-${id}-details`);

    const pay = details.getByRole('form', { name: t.ledger.recordPayment });
    await pay.getByLabel(t.ledger.amount).fill(euros(4000, lang));
    await pay.getByRole('button', { name: t.ledger.recordPayment }).click();
    await expect(details.getByText(fill(t.ledger.due, { amount: formatMoney(6000, lang) })).first()).toBeVisible(SLOW);

    const refund = details.getByRole('form', { name: t.ledger.refund });
    await refund.getByLabel(fill(t.ledger.refundAmount, { max: formatMoney(4000, lang) })).fill(euros(1500, lang));
    await refund.getByLabel(t.ledger.reason).fill('flacon abîmé');
    const before = await restockState(id, productId);
    await refund.getByLabel(fill(t.ledger.restockLine, { name: LINE_NAME, count: 2 })).fill('1');
    await refund.getByRole('button', { name: t.ledger.refund, exact: true }).click();
    await expect(details.getByText(fill(t.ledger.refunded, { amount: formatMoney(1500, lang) }))).toBeVisible(SLOW);
    // one bottle back on sale, the other still sold: the form now offers only that one
    await expect(refund.getByLabel(fill(t.ledger.restockLine, { name: LINE_NAME, count: 1 }))).toBeVisible(SLOW);
    expect(await restockState(id, productId)).toEqual({ restocked: 1, stock: before.stock + 1 });
    await expect(details.getByText(fill(t.ledger.received, { amount: formatMoney(4000, lang) }))).toBeVisible();

    // the table has reloaded the order: its balance is what the ledger says now
    await expect(page.getByText(fill(t.ledger.due, { amount: formatMoney(7500, lang) })).first()).toBeVisible(SLOW);
    const status = page.getByRole('combobox', { name: fill(t.orders.statusOf, { id }) });
    await status.selectOption('cancelled');
    const dialog = page.getByRole('dialog', { name: fill(t.refundGuard.title, { id }) });
    await expect(dialog).toContainText(fill(t.refundGuard.messageHand, { id, amount: formatMoney(2500, lang) }));
    await page.screenshot({ path: `test-results/payments-ledger-${lang}.png` });
    await dialog.getByRole('button', { name: t.common.cancel, exact: true }).click();
    await expect(status).toHaveValue('pending');
    const res = await request.get(`/api/orders/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await res.json()) as { status: string; balance_due_cents: number }).toMatchObject({
      status: 'pending',
      balance_due_cents: 7500,
    });
  }
});
