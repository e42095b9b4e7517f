// Issue 22, point 4, in real Chromium, in the admin's three languages: an unpaid order's details offer
// its pro forma (a PDF titled so, without a number); once the owner marks it paid, they offer its
// invoice, numbered from the year's series (YYYY-NNNNNN), a PDF in the order's language.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { placeApiOrder } from '../support/api-order.ts';
import { adminApiSignIn, expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { pdfText } from '../support/pdf-text.ts';

const LANGS = ['fr', 'en', 'nl'] as const;
type Lang = (typeof LANGS)[number];
const SLOW = { timeout: 30_000 };
const A = (lang: Lang) => messages[lang].admin;
const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));
const signIn = adminApiSignIn();
test.describe.configure({ timeout: 120_000 });

/** Clicks a download button and reads the PDF it saves: its file name and its text. */
async function downloaded(page: Page, button: ReturnType<Page['getByRole']>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download', SLOW), button.click()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { name: download.suggestedFilename(), text: await pdfText(bytes) };
}

for (const lang of LANGS) {
  test(`${lang}: an unpaid order downloads its pro forma; paid, its numbered invoice`, async ({ page, request }) => {
    const t = A(lang);
    const B = messages[lang].backoffice;
    const order = await placeApiOrder(request, { lang, paymentMethod: 'bank-transfer', lastName: 'Factuur' });
    await signIn(page, request);
    await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
    await page.goto('/dashboard/orders');
    await page.getByLabel(t.orders.searchLabel, { exact: true }).fill(String(order.id));
    // the table's row (the Kanban beneath has a button of the same name on its card)
    const toggleName = fill(t.orders.toggleDetails, { id: order.id });
    const row = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: toggleName }) });
    const toggle = row.getByRole('button', { name: toggleName });
    await toggle.click();
    const details = page.locator(`#order-${order.id}-details`);

    const proForma = await downloaded(page, details.getByRole('button', { name: t.invoiceDownloads.proForma }));
    expect(proForma.name).toBe(`pro-forma-${order.number}.pdf`);
    expect(proForma.text).toContain(B.invoicePdf.proFormaTitle.toUpperCase());
    expect(proForma.text).not.toMatch(/\d{4}-\d{6}/);
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('combobox', { name: fill(t.orders.statusOf, { id: order.id }) }).selectOption('paid');
    await expect(page.getByText(fill(t.orders.statusUpdated, { id: order.id, label: t.status.paid }))).toBeVisible(
      SLOW,
    );
    await toggle.click();
    await expect(details).toHaveCount(0);
    await toggle.click();
    const invoiceButton = details.getByRole('button', {
      name: new RegExp(fill(t.invoiceDownloads.invoice, { number: '\\d{4}-\\d{6}' }).replace(/[()]/g, '\\$&')),
    });
    await expect(invoiceButton).toBeVisible(SLOW);
    const number = /\d{4}-\d{6}/.exec((await invoiceButton.textContent()) ?? '')?.[0] ?? '';
    const invoice = await downloaded(page, invoiceButton);
    expect(invoice.name).toBe(`${B.invoicePdf.invoiceFile}-${number}.pdf`);
    expect(invoice.text).toContain(fill(B.invoice.number, { number }));
    expect(invoice.text).toContain(B.invoice.title.toUpperCase());
  });
}
