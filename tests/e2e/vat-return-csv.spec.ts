// The VAT return, in fr, en and nl: the screen's table counts the seed's invoices and credit notes,
// and its CSV is written for a Belgian spreadsheet (UTF-8 BOM, semicolons, decimal commas).
import { expect, test } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminPageOpener } from '../support/e2e.ts';
import { LANGS, type Lang } from '../support/languages.ts';

const A = (lang: Lang) => messages[lang].admin;
const openAdmin = adminPageOpener();

for (const lang of LANGS) {
  test.describe(`VAT return CSV (${lang})`, () => {
    test('the VAT CSV is written for Belgian spreadsheets', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openAdmin(page, lang, '/dashboard/statistics');
      const table = page.getByRole('region', { name: new RegExp(`^${A(lang).vat.returnTitle} `) });
      await expect(table.getByRole('columnheader', { name: A(lang).vat.invoices, exact: true })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: A(lang).vat.creditNotes, exact: true })).toBeVisible();
      // the seed's paid orders have their invoices: the quarter is not empty
      await expect(table.getByRole('row')).not.toHaveCount(0);
      await expect(page.getByText(A(lang).vat.noSales)).toHaveCount(0);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: A(lang).vat.exportCsv }).click();
      const download = await downloading;
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...lines] = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
      const C = A(lang).vat.csv;
      expect(header).toBe(
        [C.quarter, C.country, C.scheme, C.ratePercent, C.invoices, C.creditNotes, C.net, C.vat, C.total].join(';'),
      );
      // the seed's paid orders have their invoices: the quarter has lines
      expect(lines.length).toBeGreaterThan(0);
      // countries and schemes in words of the admin's language, never "BE" or "oss"
      for (const line of lines)
        expect(line).toMatch(/^\d{4}-Q\d;[^;]{3,};[^;]{5,};[\d,]+;\d+;\d+;-?\d+,\d{2};-?\d+,\d{2};-?\d+,\d{2}$/);
      // how the table reads, on a laptop and on a phone (the phone's page loaded at its width)
      await table.screenshot({ path: `tests/.artifacts/vat-return/vat-return-${lang}-1280.png` });
      await page.setViewportSize({ width: 390, height: 900 });
      await page.reload();
      await expect(table.getByRole('columnheader', { name: A(lang).vat.invoices, exact: true })).toBeAttached();
      await page.screenshot({ path: `tests/.artifacts/vat-return/vat-return-${lang}-390.png`, fullPage: true });
    });
  });
}
