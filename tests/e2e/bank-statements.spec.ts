// Bank statement reconciliation in the back-office, on the shop as `npm start` serves it:
// - the screen's title, labels and sidebar entry in French, English and Dutch, with no serious axe violation;
// - the whole journey in French, English and Dutch: a bank-transfer order placed through the shop's API, the bank's
//   CAMT.053 statement for its communication and amount uploaded on the screen (progress, then the
//   result naming the paid order), and the order shown paid in the orders list.
import { expect, test, type Page } from '@playwright/test';
import { orderStructuredCommunication } from '../../src/domain/payments/structured-communication.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { placeApiOrder } from '../support/api-order.ts';
import { camt053Statement, euros } from '../support/camt053.ts';
import { adminApiSignIn, expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { LANGS, fill } from '../support/languages.ts';

type Lang = (typeof LANGS)[number];
const SLOW = { timeout: 30_000 };
const A = (lang: Lang) => messages[lang].admin;
const signIn = adminApiSignIn();

test.describe.configure({ timeout: 120_000 });

async function openScreen(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
  await page.goto('/dashboard/bank-statements');
  await expect(page.getByRole('heading', { level: 1, name: A(lang).titles.bankStatements })).toBeVisible(SLOW);
}

test('the bank statements screen speaks French, English and Dutch', async ({ page, request }) => {
  await signIn(page, request);
  for (const lang of LANGS) {
    const t = A(lang).bankStatements;
    await openScreen(page, lang);
    await expect(
      page
        .getByRole('navigation', { name: A(lang).layout.navLabel })
        .getByRole('link', { name: A(lang).nav.bankStatements }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel(t.fileLabel)).toBeVisible();
    await expect(page.getByText(t.fileHint)).toBeVisible();
    await expect(page.getByRole('button', { name: t.import })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.historyTitle })).toBeVisible();
    // nothing chosen: the form says so next to the field
    await page.getByRole('button', { name: t.import }).click();
    await expect(page.getByLabel(t.fileLabel)).toHaveAccessibleDescription(`${t.fileHint} ${t.chooseFile}`);
    if (lang === 'fr') await expectNoSeriousA11yViolations(page);
  }
});

for (const lang of LANGS) {
  test(`${lang}: a statement paying a bank-transfer order marks it paid, and the orders list shows it`, async ({
    page,
    request,
  }) => {
    const t = A(lang).bankStatements;
    const order = await placeApiOrder(request, { lang, paymentMethod: 'bank-transfer', lastName: 'Virement' });
    const statement = camt053Statement({
      messageId: `E2E-${order.id}-${Date.now()}`,
      statementId: `E2E-${order.id}`,
      entries: [
        {
          ref: `E2E-${order.id}-1`,
          amount: euros(order.totalCents),
          communication: orderStructuredCommunication(order.id),
          debtor: 'Lotte Virement',
        },
        { ref: `E2E-${order.id}-2`, amount: '12.00', communication: orderStructuredCommunication(order.id + 100_000) },
      ],
    });

    await signIn(page, request);
    await openScreen(page, lang);
    await page
      .getByLabel(t.fileLabel)
      .setInputFiles({ name: 'releve-camt053.xml', mimeType: 'application/xml', buffer: Buffer.from(statement) });
    await page.getByRole('button', { name: t.import }).click();

    const result = page.getByRole('region', { name: t.resultTitle });
    await expect(result.getByText(fill(t.imported, { paid: 1, review: 1, ignored: 0 }))).toBeVisible(SLOW);
    const paid = result.getByRole('region', { name: t.paidTitle });
    await expect(paid.getByRole('row').filter({ hasText: order.number })).toContainText('Lotte Virement');
    const review = result.getByRole('region', { name: t.reviewTitle });
    await expect(review.getByRole('row').filter({ hasText: lang === 'en' ? '12.00' : '12,00' })).toContainText(
      fill(t.reasons.unknown_communication, { communication: orderStructuredCommunication(order.id + 100_000) }),
    );
    // the import is listed with the earlier ones
    await expect(
      page
        .getByRole('region', { name: t.historyTitle })
        .getByText(fill(t.counts, { paid: 1, review: 1, ignored: 0 }))
        .first(),
    ).toBeVisible();

    // the same statement again changes nothing, and says so
    await page
      .getByLabel(t.fileLabel)
      .setInputFiles({ name: 'releve-camt053.xml', mimeType: 'application/xml', buffer: Buffer.from(statement) });
    await page.getByRole('button', { name: t.import }).click();
    // (the message up to its date: the date is the first import's)
    await expect(result.getByText(t.alreadyImported.split('{{date}}')[0]!)).toBeVisible(SLOW);

    await page
      .getByRole('navigation', { name: A(lang).layout.navLabel })
      .getByRole('link', { name: A(lang).nav.orders })
      .click();
    await expect(page.getByRole('combobox', { name: fill(A(lang).orders.statusOf, { id: order.id }) })).toHaveValue(
      'paid',
      SLOW,
    );
  });
}
