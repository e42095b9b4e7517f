// The accountant's export from the statistics screen, in fr, en and nl at 1280 and 390 px: the button
// sits beside the VAT return's CSV, downloads one ZIP whose documents.csv and payments.csv have their
// headers in the admin's language (UTF-8 BOM, semicolons); the products' flagship column is no longer
// "Hero" in French and Dutch.
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminApiSignIn } from '../support/e2e.ts';

const signIn = adminApiSignIn();

test("the accountant's export downloads a ZIP with the CSVs in the admin's language", async ({ page }) => {
  await signIn(page);
  for (const [lang, width] of [
    ['fr', 1280],
    ['en', 390],
    ['nl', 1280],
  ] as const) {
    const A = messages[lang].admin;
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
    await page.goto('/dashboard/statistics');
    const button = page.getByRole('button', { name: A.accounting.export });
    await expect(button).toBeVisible();
    await expect(page.getByRole('button', { name: A.vat.exportCsv })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^accounting-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.zip$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    const header = (name: string) => {
      expect([...files[name]!.subarray(0, 3)], name).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
      return strFromU8(files[name]!.subarray(3)).split('\r\n')[0];
    };
    expect(header('documents.csv')).toBe(Object.values(A.accounting.documents).join(';'));
    const P = A.accounting.payments;
    expect(header('payments.csv')).toBe(
      [P.date, P.order, P.direction, P.amount, P.method, P.source, P.reference, P.document, P.note].join(';'),
    );

    if (lang === 'en') continue;
    await page.goto('/dashboard/products');
    await expect(page.getByRole('columnheader', { name: A.products.colHero, exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Hero', exact: true })).toHaveCount(0);
  }
});
