// A parcel followed from the back-office to the shopper, in fr, en and nl: a bank-transfer order to
// Amsterdam, paid, is marked shipped in the orders table with a PostNL number; the shipped e-mail (local
// outbox) and the shopper's order page (reached from that e-mail's link) link to PostNL's tracking page
// for that barcode, country and postcode.
import { expect, test } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { fill, LANGS } from '../support/checkout-journey.ts';
import { linkIn, mailsTo } from '../support/mail-links.ts';
import { adminApiSignIn } from '../support/e2e.ts';
import { paidDutchOrder } from '../support/paid-dutch-order.ts';

test.describe.configure({ timeout: 240_000 });
const signIn = adminApiSignIn();
const SLOW = { timeout: 30_000 };

test('a PostNL parcel: marked shipped in the admin, its tracking link in the e-mail and on the order page', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request);
  for (const lang of LANGS) {
    const A = messages[lang].admin;
    const barcode = `3SMLUM${Date.now().toString().slice(-7)}`;
    const link = `https://jouw.postnl.nl/track-and-trace/${barcode}-NL-1012AB`;
    const order = await paidDutchOrder(request, { lang, token, label: `Parcel${lang}` });

    await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
    await page.goto('/dashboard/orders');
    await page.evaluate((l) => localStorage.setItem('admin_language', l), lang);
    await page.reload();
    await page.getByRole('searchbox', { name: A.orders.searchLabel }).fill(String(order.id));
    const status = page.getByRole('combobox', { name: fill(A.orders.statusOf, { id: order.id }) });
    await status.selectOption('shipped', SLOW);
    const dialog = page.getByRole('dialog', { name: fill(A.shipments.promptTitle, { id: order.id }) });
    await expect(dialog).toContainText(A.shipments.skipHint);
    await dialog.getByLabel(A.shipments.carrier).selectOption('postnl');
    await dialog.getByLabel(A.shipments.trackingNumber).fill(barcode);
    await dialog.getByRole('button', { name: A.shipments.confirm }).click();
    await expect(page.getByText(fill(A.orders.statusUpdated, { id: order.id, label: A.status.shipped }))).toBeVisible(
      SLOW,
    );

    // the shipped e-mail, in the shopper's language, links to the parcel
    const subject = fill(messages[lang].email.shipped.subject, { number: order.number });
    let shipped = (await mailsTo(request, order.email, 2)).find((m) => m.subject === subject);
    await expect
      .poll(async () => {
        shipped = (await mailsTo(request, order.email)).find((m) => m.subject === subject);
        return shipped?.html ?? '';
      }, SLOW)
      .toContain(`href="${link}"`);
    expect(shipped!.text).toContain(link);

    // the order page the e-mail links to shows the carrier and the same link
    await page.goto(linkIn(shipped!.text, /thank-you/));
    const ty = messages[lang].thankyou.shipping;
    const tracking = page.getByRole('link', { name: fill(ty.track, { carrier: 'PostNL', number: barcode }) });
    await expect(tracking).toHaveAttribute('href', link, SLOW);
  }
});
