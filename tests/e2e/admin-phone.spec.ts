// The back-office on a phone (390 px) and on a laptop (1280 px), in fr, en and nl.
// - orders, products, categories and promo codes: no sideways scrolling, and each row's status, price
//   and actions on screen (the tables become cards);
// - the language switcher in sight in the top bar;
// - the Kanban: no card's payment line (structured communication, card payment id) runs past its card;
//   at 1280 px the five columns, "Annulée" included, are on screen.
// Axe on every admin screen at both widths in the three languages: admin-a11y-every-screen.spec.ts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminApiSignIn } from '../support/e2e.ts';
import { e2eDatabase } from '../support/e2e-database.ts';
import { LANGS } from '../support/languages.ts';

type Lang = (typeof LANGS)[number];
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const signIn = adminApiSignIn();

async function openAdmin(page: Page, lang: Lang, path: string): Promise<void> {
  await signIn(page);
  await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
  await page.goto(path);
  await expect(page.locator('.spinner').first()).toHaveCount(0, { timeout: 15_000 });
}

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The element lies within the screen's width (it can be reached without scrolling sideways). */
async function expectWithinWidth(page: Page, element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width + 0.5);
}

for (const lang of LANGS) {
  test.describe(`the back-office at 390 and 1280 px (${lang})`, () => {
    test('tables become cards with every action on screen at 390 px; the language switch is there', async ({
      page,
    }) => {
      const A = messages[lang].admin;
      await page.setViewportSize(PHONE);
      await openAdmin(page, lang, '/dashboard/orders');
      await expect(page.getByRole('group', { name: A.layout.language })).toBeVisible();
      await expectNoSidewaysScroll(page);
      const orderRow = page.locator('tbody tr').first();
      await expectWithinWidth(page, orderRow.getByRole('combobox'));
      await expectWithinWidth(page, orderRow.locator('td').last().getByRole('button').last());
      await expectWithinWidth(page, orderRow.locator('td.num').first());
      await page.screenshot({ path: `tests/.artifacts/admin-phone-orders-${lang}.png`, fullPage: false });

      await page.goto('/dashboard/products');
      await expectNoSidewaysScroll(page);
      const productRow = page.locator('tbody tr').first();
      await expectWithinWidth(page, productRow.getByRole('link').first());
      await expectWithinWidth(page, productRow.locator('td').last().getByRole('button').last());
      await expectWithinWidth(page, productRow.locator('td.num').first());
      await page.screenshot({ path: `tests/.artifacts/admin-phone-products-${lang}.png`, fullPage: false });

      await page.goto('/dashboard/categories');
      await expectNoSidewaysScroll(page);
      await expectWithinWidth(page, page.locator('tbody tr').first().getByRole('link').first());

      await page.goto('/dashboard/settings');
      await expectNoSidewaysScroll(page);
      // a promo code's row (the VAT rates' table comes first on the page)
      const promo = page
        .locator('tbody tr')
        .filter({ has: page.locator('code.code') })
        .first();
      await expectWithinWidth(page, promo.getByRole('combobox'));
      await expectWithinWidth(page, promo.getByRole('button').last());
    });

    test('Kanban cards hold their payment line; at 1280 px the five columns are on screen', async ({ page }) => {
      const A = messages[lang].admin;
      const sql = await e2eDatabase();
      // a card payment id as long as Stripe's, on the newest pending order
      await sql`update public.orders set payment_method = 'credit-card', payment_provider = 'stripe',
                  payment_id = 'cs_test_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X4y5Z6'
                where id = (select id from public.orders where status = 'pending' order by created_at desc, id desc limit 1)`;
      await sql.end();
      await page.setViewportSize(PHONE);
      await openAdmin(page, lang, '/dashboard/orders/kanban');
      await expect(page.locator('.kcard').first()).toBeVisible();
      const overflowing = await page.locator('.kcard').evaluateAll(
        (cards) =>
          cards.filter((card) => {
            const edge = card.getBoundingClientRect().right;
            return [...card.querySelectorAll('.kcard__payment, .kcard__payment *')].some(
              (part) => part.getBoundingClientRect().right > edge + 0.5,
            );
          }).length,
      );
      expect(overflowing).toBe(0);
      await page.screenshot({ path: `tests/.artifacts/admin-phone-kanban-${lang}.png`, fullPage: false });

      await page.setViewportSize(LAPTOP);
      await page.reload();
      const cancelled = page.locator('.kcol--cancelled');
      await expect(cancelled.getByText(A.status.cancelled).first()).toBeVisible();
      const box = await cancelled.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(LAPTOP.width);
      await page.screenshot({ path: `tests/.artifacts/admin-laptop-kanban-${lang}.png`, fullPage: false });
    });
  });
}
