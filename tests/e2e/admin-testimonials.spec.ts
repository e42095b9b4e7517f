// Settings → Testimonials in real Chromium, in French, English and Dutch, at 1280 and 390 px: the list
// of the owner's quotes with their source; one added (an empty field refused before anything is sent),
// moved up, saved (the API then holds it in that place, and the storefront rebuild is asked for), then
// removed and saved again. axe finds nothing serious at either width; nothing scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminApiSignIn, expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { fill, LANGS } from '../support/languages.ts';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const SLOW = { timeout: 30_000 };
const signIn = adminApiSignIn();

type Item = { language: string; quote: string; author: string; source: string };

async function looked(page: Page, lang: string, width: number) {
  await page.setViewportSize(width === PHONE.width ? PHONE : LAPTOP);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `tests/.artifacts/admin-testimonials-${lang}-${width}.png`, fullPage: true });
}

test('fr/en/nl: testimonials listed with their source, added, moved, saved and removed, at 1280 and 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await signIn(page);
  const headers = { authorization: `Bearer ${token}` };
  const list = async () =>
    ((await (await request.get('/api/admin/testimonials', { headers })).json()) as { items: Item[] }).items;
  const original = await list();
  try {
    for (const [i, lang] of LANGS.entries()) {
      const T = messages[lang].admin.testimonials;
      await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
      await page.setViewportSize(i % 2 ? PHONE : LAPTOP);
      await page.goto('/dashboard/settings');
      const region = page.getByRole('region', { name: T.title });
      const items = region.getByRole('group', { name: new RegExp(`^${fill(T.item, { number: '\\d+' })}$`) });
      await expect(items).toHaveCount(original.length, SLOW);
      if (original[0])
        await expect(items.first().getByRole('textbox', { name: T.source })).toHaveValue(original[0].source);
      await region.scrollIntoViewIfNeeded();
      await looked(page, lang, LAPTOP.width);
      await looked(page, lang, PHONE.width);
      await page.setViewportSize(i % 2 ? PHONE : LAPTOP);

      // added at the end: its quote left empty is refused next to the field, nothing is sent
      const n = original.length + 1;
      await region.getByRole('button', { name: T.add }).click();
      const added = region.getByRole('group', { name: fill(T.item, { number: n }) });
      const mine: Item = {
        language: lang,
        quote: `Quote ${lang} ${Date.now()}`,
        author: `Client ${lang}`,
        source: `E-mail ${lang}`,
      };
      await added.getByRole('textbox', { name: T.author, exact: true }).fill(mine.author);
      await added.getByRole('textbox', { name: T.source, exact: true }).fill(mine.source);
      await region.getByRole('button', { name: T.save }).click();
      const quote = added.getByRole('textbox', { name: T.quote, exact: true });
      await expect(quote).toHaveAttribute('aria-invalid', 'true');
      await expect(quote).toHaveAccessibleDescription(T.required);
      await quote.fill(mine.quote);
      await expect(added.getByRole('combobox', { name: T.language })).toHaveValue(lang);

      // moved one place up, saved: the API holds it there with its source
      await added.getByRole('button', { name: fill(T.moveUp, { number: n }) }).click();
      const moved = region.getByRole('group', { name: fill(T.item, { number: n - 1 }) });
      await expect(moved.getByRole('textbox', { name: T.quote, exact: true })).toHaveValue(mine.quote);
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/admin/testimonials') && r.request().method() === 'PUT',
      );
      await region.getByRole('button', { name: T.save }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByText(T.saved)).toBeVisible(SLOW);
      const expected = [...original];
      expected.splice(n - 2, 0, mine);
      expect(await list()).toEqual(expected);

      // removed and saved: the list is the owner's again
      await moved.getByRole('button', { name: fill(T.remove, { number: n - 1 }) }).click();
      await expect(items).toHaveCount(original.length);
      const removed = page.waitForResponse(
        (r) => r.url().endsWith('/api/admin/testimonials') && r.request().method() === 'PUT',
      );
      await region.getByRole('button', { name: T.save }).click();
      expect((await removed).status()).toBe(200);
      expect(await list()).toEqual(original);
    }
  } finally {
    await request.put('/api/admin/testimonials', { headers, data: { items: original } });
  }
});
