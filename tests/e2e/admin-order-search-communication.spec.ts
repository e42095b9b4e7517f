// The orders table finds an order by the structured communication its row shows,
// as the owner copies it from a bank statement: whole (+++000/0000/05151+++), without the +++, or
// just its last group (05151). Server-side search, in fr, en and nl.
import { expect, test } from '@playwright/test';
import { orderStructuredCommunication } from '../../src/domain/payments/structured-communication.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminApiSignIn } from '../support/e2e.ts';
import { e2eDatabase } from '../support/e2e-database.ts';
import { seedOrders } from '../support/seed-orders.ts';
import { LANGS } from '../support/languages.ts';

const signIn = adminApiSignIn();

for (const lang of LANGS) {
  test(`an order is found by its structured communication, whole or its last group (${lang})`, async ({ page }) => {
    const A = messages[lang].admin;
    const sql = await e2eDatabase();
    const [id] = (
      await seedOrders(sql, { count: 1, status: 'pending', label: `Comm${lang}${Date.now()}`, newest: new Date() })
    ).ids as [number];
    await sql.end();
    const communication = orderStructuredCommunication(id);
    await signIn(page);
    await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
    await page.goto('/dashboard/orders');
    // the table's row (the Kanban below the table names its cards' buttons the same way in English)
    const row = page
      .getByRole('row')
      .getByRole('button', { name: A.orders.toggleDetails.replace('{{id}}', String(id)), exact: true });
    // the row shows the communication the owner will copy
    await expect(row).toBeVisible();
    await expect(page.getByText(communication).first()).toBeVisible();
    const search = page.getByLabel(A.orders.searchLabel);
    for (const term of [communication, communication.slice(3, -3), communication.slice(-8, -3)]) {
      await search.fill('no such order zzz');
      await expect(row).toHaveCount(0);
      await search.fill(term);
      await expect(row, term).toBeVisible();
    }
  });
}
