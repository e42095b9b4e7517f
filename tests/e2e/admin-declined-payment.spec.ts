// A pending order whose card payment was declined says so in the orders table and
// on the Kanban card ("Paiement refusé"), not only in its expanded payment history; a pending order
// with no refused attempt shows no such mark. In fr, en and nl.
import { expect, test } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminApiSignIn } from '../support/e2e.ts';
import { e2eDatabase } from '../support/e2e-database.ts';
import { seedOrders } from '../support/seed-orders.ts';
import { LANGS } from '../support/languages.ts';

const signIn = adminApiSignIn();
const fill = (template: string, id: number) => template.replace('{{id}}', String(id));

/** Two new pending card orders: the first with a declined attempt, the second never tried. */
async function seedDeclined(lang: string): Promise<{ declined: number; waiting: number }> {
  const sql = await e2eDatabase();
  const [declined, waiting] = (
    await seedOrders(sql, { count: 2, status: 'pending', label: `Declined${lang}${Date.now()}`, newest: new Date() })
  ).ids as [number, number];
  await sql`update public.orders set payment_method = 'credit-card', payment_provider = 'test', payment_id = 'cs_test_' || id where id in (${declined}, ${waiting})`;
  await sql`insert into public.payment_events (provider, event_id, order_id, outcome, payment_method)
            values ('test', ${`declined-${declined}`}, ${declined}, 'declined', 'credit-card')`;
  await sql.end();
  return { declined, waiting };
}

for (const lang of LANGS) {
  test(`a declined card payment is marked in the table and on the Kanban (${lang})`, async ({ page }) => {
    const A = messages[lang].admin;
    const { declined, waiting } = await seedDeclined(lang);
    await signIn(page);
    await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);

    await page.goto('/dashboard/orders');
    const row = (id: number) =>
      page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: fill(A.orders.toggleDetails, id), exact: true }) });
    await expect(row(declined).getByText(A.paymentDeclined.badge, { exact: true })).toBeVisible();
    await expect(row(waiting)).toBeVisible();
    await expect(row(waiting).getByText(A.paymentDeclined.badge, { exact: true })).toHaveCount(0);

    await page.goto('/dashboard/orders/kanban');
    const card = (id: number) =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: fill(A.kanban.dragHandle, id), exact: true }) });
    await expect(card(declined).getByText(A.paymentDeclined.badge, { exact: true })).toBeVisible();
    await expect(card(waiting)).toBeVisible();
    await expect(card(waiting).getByText(A.paymentDeclined.badge, { exact: true })).toHaveCount(0);
  });
}
