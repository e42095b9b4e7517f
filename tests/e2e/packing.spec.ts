// The "to pack" screen in fr, en and nl, at 390 and 1280 px: two paid orders selected, their packing
// slips downloaded as one PDF, both marked shipped in one go with a tracking number each; the orders
// leave the list, and each shopper's shipped e-mail carries its own tracking link. At 390 px the page
// does not scroll sideways and every action is on screen.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { fill, LANGS } from '../support/checkout-journey.ts';
import { mailsTo } from '../support/mail-links.ts';
import { adminApiSignIn } from '../support/e2e.ts';
import { paidDutchOrder } from '../support/paid-dutch-order.ts';

test.describe.configure({ timeout: 300_000 });
const signIn = adminApiSignIn();
const SLOW = { timeout: 30_000 };

async function expectReachable(page: Page, element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width + 0.5);
}

test('to pack: select two orders, download their slips, ship both with a number each (fr/en/nl, 390 and 1280 px)', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request);
  for (const lang of LANGS)
    for (const width of [390, 1280]) {
      const A = messages[lang].admin;
      const T = A.toPack;
      await page.setViewportSize({ width, height: 900 });
      const orders = [
        await paidDutchOrder(request, { lang, token, label: `Pack${lang}${width}a`, quantity: 2 }),
        await paidDutchOrder(request, { lang, token, label: `Pack${lang}${width}b`, quantity: 2 }),
      ];
      await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
      await page.goto('/dashboard/orders/to-pack');
      await page.evaluate((l) => localStorage.setItem('admin_language', l), lang);
      await page.reload();
      await expect(page.getByRole('heading', { name: A.titles.toPack, level: 1 })).toBeVisible(SLOW);
      if (width === 1280) await expect(page.getByRole('link', { name: A.nav.toPack })).toBeVisible();

      for (const order of orders) {
        const card = page.getByRole('listitem', { name: fill(T.orderLabel, { number: order.number }) });
        await expect(card).toContainText('1012 AB Amsterdam', SLOW);
        await card.getByRole('checkbox').check();
        await expectReachable(page, card.getByRole('button', { name: fill(T.slipOf, { number: order.number }) }));
      }
      const slips = page.getByRole('button', { name: fill(T.slips, { count: 2 }) });
      const ship = page.getByRole('button', { name: fill(T.shipSelected, { count: 2 }) });
      for (const action of [slips, ship]) await expectReachable(page, action);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `tests/.artifacts/packing/to-pack-${lang}-${width}.png` });

      const [download] = await Promise.all([page.waitForEvent('download'), slips.click()]);
      const pdf = await readFile((await download.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);

      await ship.click();
      const form = page.getByRole('form', { name: fill(T.bulkTitle, { count: 2 }) });
      const numbers = orders.map((_, i) => `3SMLUM${Date.now().toString().slice(-6)}${i}`);
      await form.getByLabel(A.shipments.carrier).first().selectOption('postnl');
      // the second row follows the first row's carrier
      await expect(form.getByLabel(A.shipments.carrier).nth(1)).toHaveValue('postnl');
      for (const [i, number] of numbers.entries())
        await form.getByLabel(A.shipments.trackingNumber).nth(i).fill(number);
      const submit = form.getByRole('button', { name: fill(T.shipSubmit, { count: 2 }) });
      await expectReachable(page, submit);
      if (width === 390) await page.screenshot({ path: `tests/.artifacts/packing/bulk-ship-${lang}-390.png` });
      await submit.click();
      await expect(page.getByText(fill(T.shipped, { count: 2 }))).toBeVisible(SLOW);
      for (const order of orders)
        await expect(page.getByRole('listitem', { name: fill(T.orderLabel, { number: order.number }) })).toHaveCount(0);

      for (const [i, order] of orders.entries()) {
        const status = await request.get(`/api/orders/${order.id}`, { headers: { authorization: `Bearer ${token}` } });
        expect(((await status.json()) as { status: string }).status).toBe('shipped');
        const subject = fill(messages[lang].email.shipped.subject, { number: order.number });
        const link = `https://jouw.postnl.nl/track-and-trace/${numbers[i]}-NL-1012AB`;
        await expect
          .poll(
            async () =>
              (await mailsTo(request, order.email, 2)).filter((m) => m.subject === subject).map((m) => m.html),
            SLOW,
          )
          .toEqual([expect.stringContaining(`href="${link}"`)]);
      }
    }
});
