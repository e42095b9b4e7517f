// The shop page's sorting and price range (in the address, Back returns to the list before) and its
// search over the other languages' notes, by keyboard, in fr, en and nl at 1280 and 390 px, with axe.
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { LANGS, url } from '../support/checkout-journey.ts';

// a word of another language's notes than the page's: the Dutch "beukenhout", the English "beechwood"
const FOREIGN_NOTE = { fr: 'beukenhout', en: 'beukenhout', nl: 'beechwood' } as const;

/** A card's price in euros, in any of the three languages' formats ("1 234,56 €", "€1,234.56", "€ 1.234,56"). */
function euros(label: string): number {
  const digits = (label.match(/\d[\d\s\u00a0\u202f.,]*/)?.[0] ?? '').replace(/[\s\u00a0\u202f]/g, '');
  return Number(digits.replace(/[.,](?=\d{3}(\D|$))/g, '').replace(',', '.'));
}

/**
 * The prices of the cards shown, in their order (a filtered-out card stays in the page, hidden). Other
 * journeys add products: the test reads the order, not names.
 */
async function listedPrices(page: Page): Promise<number[]> {
  const labels = await page
    .locator('.product-grid .product-card:visible .product-card__price > span:first-child')
    .allTextContents();
  return labels.map(euros);
}
const ascending = (prices: number[]) => prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
const descending = (prices: number[]) => prices.every((p, i) => i === 0 || prices[i - 1]! >= p);

for (const width of [1280, 390]) {
  test(`sort, price range and search in every language's notes at ${width} px, in fr, en and nl`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of LANGS) {
      const s = messages[lang].shop;
      await page.goto(url(lang, '/shop'));
      const cardNames = page.locator('.product-grid').getByRole('heading', { level: 2 });

      const sort = page.getByRole('combobox', { name: s.sort.label });
      await sort.focus();
      await sort.selectOption({ label: s.sort['price-asc'] });
      await expect(page).toHaveURL(/[?&]sort=price-asc/);
      await expect.poll(async () => ascending(await listedPrices(page))).toBe(true);

      const min = page.getByRole('spinbutton', { name: s.price.min });
      await min.fill('200');
      await page.keyboard.press('Tab');
      await expect(page).toHaveURL(/[?&]min=200/);
      await expect(page.getByRole('link', { name: /Jardin d'Aurore/ })).toHaveCount(0);
      await expect
        .poll(async () => {
          const prices = await listedPrices(page);
          return prices.length > 0 && ascending(prices) && prices.every((p) => p >= 200);
        })
        .toBe(true);
      await sort.selectOption({ label: s.sort['price-desc'] });
      await expect(page).toHaveURL(/[?&]sort=price-desc/);
      await expect.poll(async () => descending(await listedPrices(page))).toBe(true);
      await page.screenshot({ path: `tests/.artifacts/shop-sort-${lang}-${width}.png` });
      await expectNoSeriousA11yViolations(page);

      // Back: the ascending list with the minimum, then without it
      await page.goBack();
      await expect(sort).toHaveValue('price-asc');
      await expect(min).toHaveValue('200');
      await page.goBack();
      await expect(min).toHaveValue('');
      await expect(page.getByRole('link', { name: /Jardin d'Aurore/ })).toHaveCount(1);
      await expect.poll(async () => ascending(await listedPrices(page))).toBe(true);

      await page.getByRole('searchbox', { name: s.search.label }).fill(FOREIGN_NOTE[lang]);
      await expect(cardNames.first()).toHaveText('Forêt de Soignes');
    }
  });
}
