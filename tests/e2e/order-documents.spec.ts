// The shopper's order page (the token link) offers the paid order's invoice as a PDF download, in fr,
// en and nl at 1280 and 390 px, with the status in words, and axe finds nothing serious.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { orderLinkFragment } from '../../src/domain/orders/order-link.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { LANGS, url } from '../support/checkout-journey.ts';
import { adminApiSignIn, expectNoSeriousA11yViolations } from '../support/e2e.ts';

test.describe.configure({ timeout: 180_000 });
const signIn = adminApiSignIn();

/** A paid bank-transfer order in `lang`: the shopper's link to its page. */
async function paidOrderLink(request: APIRequestContext, lang: string, admin: string): Promise<string> {
  const products = (await (await request.get('/api/products')).json()) as { id: number; stock: number }[];
  const product = products.reduce((a, b) => (b.stock > a.stock ? b : a));
  const res = await request.post('/api/orders', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      items: [{ product_id: product.id, quantity: 1 }],
      customer: {
        firstName: 'Lise',
        lastName: `Documents${lang}`,
        email: `documents.${lang}.${Date.now()}@example.be`,
        address: 'Rue Haute 10',
        city: 'Bruxelles',
        postalCode: '1000',
        country: 'BE',
      },
      paymentMethod: 'bank-transfer',
      language: lang,
    },
  });
  expect(res.status()).toBe(201);
  const { order, accessToken } = (await res.json()) as { order: { id: number }; accessToken: string };
  const paid = await request.put(`/api/orders/${order.id}/status`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { status: 'paid' },
  });
  expect(paid.status()).toBe(200);
  return `/thank-you${orderLinkFragment({ orderId: order.id, token: accessToken })}`;
}

test("the order page's invoice download, in fr, en and nl at 1280 and 390 px", async ({ page, request }) => {
  const admin = await signIn(page, request);
  for (const lang of LANGS) {
    const m = messages[lang].thankyou;
    const link = await paidOrderLink(request, lang, admin);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url(lang, link));
      await expect(page.getByText(m.status.paid).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: m.documents.title })).toBeVisible();
      const button = page.getByRole('button', { name: m.documents.invoice.split('{{')[0]!.trim() });
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^${messages[lang].backoffice.invoicePdf.invoiceFile}-\\d{4}-\\d{6}\\.pdf$`),
      );
      await page.screenshot({ path: `tests/.artifacts/order-documents-${lang}-${width}.png`, fullPage: true });
      await expectNoSeriousA11yViolations(page);
    }
  }
});
