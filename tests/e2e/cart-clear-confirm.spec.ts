// "Vider le panier" asks first: Cancel keeps the cart (focus back on the button), Yes empties it, by
// keyboard, in fr, en and nl at 1280 and 390 px, with axe on the question.
import { expect, test } from '@playwright/test';
import { PLACEHOLDER_IMAGE_URL } from '../../src/domain/catalog/images.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { CART_STORAGE_KEY } from '../../src/stores/cart.ts';
import { expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { LANGS, productToBuy, url } from '../support/checkout-journey.ts';

test.describe.configure({ timeout: 180_000 });

test('emptying the cart is asked first, in fr, en and nl at 1280 and 390 px', async ({ page, request }) => {
  const product = await productToBuy(request);
  const line = {
    id: product.id,
    name: product.name,
    price_cents: product.price_cents,
    image: PLACEHOLDER_IMAGE_URL,
    size_ml: 50,
    quantity: 1,
    stock: 5,
  };
  for (const lang of LANGS) {
    const c = messages[lang].cart;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url(lang, '/cart'));
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [CART_STORAGE_KEY, JSON.stringify([line])],
      );
      await page.reload();
      const clear = page.getByRole('button', { name: c.clear, exact: true });
      await clear.click();
      const question = page.getByRole('group', { name: c.clearQuestion });
      await expect(question).toBeVisible();
      await expect(page.getByRole('button', { name: c.clearYes })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `tests/.artifacts/cart-clear-${lang}-${width}.png` });
      await page.getByRole('button', { name: c.clearNo }).press('Enter');
      await expect(clear).toBeFocused();
      await expect(page.getByRole('table')).toBeVisible();
      await clear.press('Enter');
      await page.getByRole('button', { name: c.clearYes }).press('Enter');
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)).toBe('[]');
    }
  }
});
