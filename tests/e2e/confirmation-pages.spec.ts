// The newsletter's double opt-in link opens a storefront page in the subscriber's language
// (header, footer, brand fonts), whose button confirms with a POST; opening the link confirms nothing
// (a mail scanner's GET), a used link says so in that language, and a link e-mailed by an earlier
// version (/api/newsletter/confirm?token=) lands on the same page without confirming.
import { expect, test } from '@playwright/test';
import { send } from '../../src/local/bench/loopback-client.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { LANGS, url } from '../support/checkout-journey.ts';
import { expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { E2E_BASE_URL } from '../support/e2e-env.ts';
import { linkIn, mailsTo } from '../support/mail-links.ts';

/** A subscription through the API, from a loopback address of this spec (the limit is per address). */
async function subscribe(email: string, language: string, n: number): Promise<void> {
  const res = await send(`${E2E_BASE_URL}/api/newsletter`, {
    method: 'POST',
    from: `127.23.${process.pid % 250}.${n}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, language }),
  });
  expect(res.status).toBe(202);
}

for (const [i, lang] of LANGS.entries()) {
  const m = messages[lang].email;
  const c = messages[lang].common;

  test(`${lang}: the newsletter link opens a branded page in the subscriber's language; its button confirms once`, async ({
    page,
    request,
  }) => {
    const email = `confirm-${lang}-${Date.now()}@example.com`;
    await subscribe(email, lang, i + 1);
    const [mail] = await mailsTo(request, email);
    const link = linkIn(mail!.text, /\/newsletter\/confirm$/);
    expect(link).toMatch(new RegExp(`^${url(lang, '/newsletter/confirm')}#token=[\\w-]{43}$`));

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: m.newsletterConfirmed.askTitle })).toBeVisible();
    // the shop's own page: its header and footer, the brand's display font
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: c.footer.newsletterTitle })).toBeVisible();
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily)).toContain(
      'Cormorant Garamond',
    );
    await expectNoSeriousA11yViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `tests/.artifacts/confirmation-pages/newsletter-${lang}-${width}.png`,
        fullPage: false,
      });
    }

    // loading the page (twice) confirmed nothing: the button still confirms
    await page.reload();
    await page.getByRole('button', { name: m.newsletterConfirmed.button }).click();
    await expect(page.getByRole('heading', { level: 1, name: m.newsletterConfirmed.title })).toBeVisible();
    await expect(page.getByText(m.newsletterConfirmed.text)).toBeVisible();
    await page.screenshot({ path: `tests/.artifacts/confirmation-pages/newsletter-${lang}-confirmed.png` });

    // the same link again: used, said in the subscriber's language
    await page.goto(url(lang, '/'));
    await page.goto(link);
    await page.getByRole('button', { name: m.newsletterConfirmed.button }).click();
    await expect(page.getByRole('heading', { level: 1, name: m.newsletterConfirmed.invalidTitle })).toBeVisible();
    await expect(page.getByText(m.newsletterConfirmed.invalidText)).toBeVisible();
  });

  test(`${lang}: a link of an earlier e-mail (GET /api/newsletter/confirm?token=) lands on the page without confirming`, async ({
    page,
    request,
  }) => {
    const email = `earlier-${lang}-${Date.now()}@example.com`;
    await subscribe(email, lang, i + 11);
    const [mail] = await mailsTo(request, email);
    const token = /#token=([\w-]{43})/.exec(mail!.text)![1]!;
    await page.goto(`/api/newsletter/confirm?token=${token}`);
    await expect(page).toHaveURL(`${E2E_BASE_URL}${url(lang, '/newsletter/confirm')}#token=${token}`);
    await page.getByRole('button', { name: m.newsletterConfirmed.button }).click();
    await expect(page.getByRole('heading', { level: 1, name: m.newsletterConfirmed.title })).toBeVisible();
  });
}

test('fr: the page without a token says the link is not valid', async ({ page }) => {
  await page.goto('/newsletter/confirm');
  await expect(
    page.getByRole('heading', { level: 1, name: messages.fr.email.newsletterConfirmed.invalidTitle }),
  ).toBeVisible();
});
