// Files checked in the back-office as soon as they are chosen, in fr, en and nl:
// - a 6 MB bank statement is refused in the field, nothing uploaded; the picker is a button in the
//   admin's language, not the browser's "Choose File";
// - a text file named .png is refused under the image slot, never previewed.
import { expect, test } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminPageOpener } from '../support/e2e.ts';
import { LANGS, type Lang } from '../support/languages.ts';

const A = (lang: Lang) => messages[lang].admin;
const openAdmin = adminPageOpener();

for (const lang of LANGS) {
  test.describe(`file checks (${lang})`, () => {
    test('a statement over 5 MB is refused when chosen, before any upload, with a translated picker', async ({
      page,
    }) => {
      await openAdmin(page, lang, '/dashboard/bank-statements');
      let uploads = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/api/admin/bank-statements')) uploads += 1;
      });
      await expect(page.getByText(A(lang).statementPicker.choose)).toBeVisible();
      await expect(page.getByText(A(lang).statementPicker.none)).toBeVisible();
      const input = page.locator('input[type=file]');
      await input.setInputFiles({
        name: 'statement.xml',
        mimeType: 'text/xml',
        buffer: Buffer.alloc(6 * 1024 * 1024, '<'),
      });
      await expect(page.getByText(A(lang).bankStatements.errors.file_too_large)).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: A(lang).bankStatements.import }).click();
      // the refused file was never kept: the form asks for one instead of sending anything
      await expect(page.getByText(A(lang).bankStatements.chooseFile)).toBeVisible();
      expect(uploads).toBe(0);
    });

    test('a file named .png that is no image is refused under its slot, never previewed', async ({ page }) => {
      await openAdmin(page, lang, '/dashboard/products/add');
      const slot = page.locator('.image-slot').first();
      await slot.locator('input[type=file]').setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('this is a text file, not an image'),
      });
      await expect(slot.getByText(A(lang).productForm.fileTypeError)).toBeVisible();
      await expect(slot.locator('img')).toHaveCount(0);
    });
  });
}
