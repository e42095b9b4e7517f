// Issue 22, point 11: feedback that arrives at once and says the truth. In fr, en and nl:
// - a 6 MB bank statement is refused in the field as soon as it is chosen, nothing uploaded; the
//   picker is a button in the admin's language, not the browser's "Choose File";
// - a text file named .png is refused under the image slot when chosen, never previewed;
// - a stale session's 401 lands on /auth saying the session ended;
// - the VAT CSV opens in a Belgian spreadsheet: UTF-8 BOM, semicolons, decimal commas, headers and
//   words in the admin's language;
// - unsaved flagship choices are said, and leaving asks first (dismissed: the page and the choice stay);
// - "select all" in the categories says it takes the page, then offers every page and takes them.
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminApiSignIn } from '../support/e2e.ts';
import { e2eDatabase } from '../support/e2e-database.ts';

const LANGS = ['fr', 'en', 'nl'] as const;
type Lang = (typeof LANGS)[number];
const A = (lang: Lang) => messages[lang].admin;
const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));
const signIn = adminApiSignIn();

async function openAdmin(page: Page, lang: Lang, path: string): Promise<void> {
  await signIn(page);
  await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
  await page.goto(path);
}

for (const lang of LANGS) {
  test.describe(`feedback (${lang})`, () => {
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
      await page.waitForTimeout(300);
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

    test('a session the server no longer knows ends on /auth saying so', async ({ page }) => {
      await page.addInitScript((l) => {
        localStorage.setItem('admin_language', l);
        // the stale session, once: a reload must not bring it back
        if (sessionStorage.getItem('stale-session-given')) return;
        sessionStorage.setItem('stale-session-given', '1');
        localStorage.setItem('token', 'a-token-the-server-has-forgotten');
        localStorage.setItem('user', JSON.stringify({ id: 'x', email: 'gone@example.be' }));
      }, lang);
      await page.goto('/dashboard/products');
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByText(A(lang).sessionEnded.message)).toBeVisible();
      // said once: the next visit to the sign-in screen is an ordinary one
      await page.reload();
      await expect(page.getByText(A(lang).sessionEnded.message)).toHaveCount(0);
    });

    test('the VAT CSV is written for Belgian spreadsheets', async ({ page }) => {
      await openAdmin(page, lang, '/dashboard/statistics');
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
      expect(header).toBe([C.quarter, C.country, C.scheme, C.ratePercent, C.orders, C.net, C.vat, C.total].join(';'));
      // countries and schemes in words of the admin's language, never "BE" or "oss"
      for (const line of lines)
        expect(line).toMatch(/^\d{4}-Q\d;[^;]{3,};[^;]{5,};[\d,]+;\d+;-?\d+,\d{2};-?\d+,\d{2};-?\d+,\d{2}$/);
    });

    test('unsaved flagship choices are said, and leaving asks first', async ({ page }) => {
      await openAdmin(page, lang, '/dashboard/products');
      // a product now "à la une": taking it off is always allowed (adding a fourth would be refused)
      const checked = page
        .getByRole('checkbox', {
          name: new RegExp(fill(A(lang).products.featuredToggle, { name: '.+' })),
          checked: true,
        })
        .first();
      // held by its name: once unticked it is no longer "the first ticked one"
      const toggle = page.getByRole('checkbox', { name: (await checked.getAttribute('aria-label'))!, exact: true });
      await toggle.click();
      await expect(page.getByText(A(lang).unsavedChanges.special)).toBeVisible();
      let asked = '';
      page.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await page
        .getByRole('link', { name: A(lang).nav.categories, exact: true })
        .first()
        .click();
      await expect.poll(() => asked).toBe(A(lang).unsavedChanges.leaveSpecial);
      await expect(page).toHaveURL(/\/dashboard\/products$/);
      await expect(page.getByText(A(lang).unsavedChanges.special)).toBeVisible();
      // put back as loaded: nothing left to save, leaving asks nothing
      await toggle.click();
      await expect(page.getByText(A(lang).unsavedChanges.special)).toHaveCount(0);
      await page
        .getByRole('link', { name: A(lang).nav.categories, exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(/\/dashboard\/categories$/);
    });

    test('select all in the categories says it is the page, then offers and takes every page', async ({ page }) => {
      const stamp = `${lang}${Date.now().toString(36)}`;
      const sql = await e2eDatabase();
      await sql`insert into public.categories (name, slug) select 'Sélection ' || ${stamp} || ' ' || g, 'selection-' || ${stamp} || '-' || g from generate_series(1, 12) g`;
      try {
        await openAdmin(page, lang, '/dashboard/categories');
        const total = (await sql<{ n: number }[]>`select count(*)::int as n from public.categories`)[0]!.n;
        await page.getByRole('checkbox', { name: A(lang).selectPages.pageBox, exact: true }).check();
        await expect(page.getByText(fill(A(lang).selectPages.pageSelected, { count: 10 }))).toBeVisible();
        await page.getByRole('button', { name: fill(A(lang).selectPages.selectAll, { count: total }) }).click();
        await expect(page.getByText(fill(A(lang).selectPages.allSelected, { count: total }))).toBeVisible();
        await page.getByRole('button', { name: A(lang).selectPages.clear }).click();
        await expect(page.getByRole('checkbox', { name: A(lang).selectPages.pageBox, exact: true })).not.toBeChecked();
      } finally {
        await sql`delete from public.categories where slug like ${`selection-${stamp}-%`}`;
        await sql.end();
      }
    });
  });
}
