// The shop as `npm start` serves it: the French home page, the catalog API and its image files.
import { expect, test } from '@playwright/test';

test('the home page is served in French', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the catalog API answers with the seeded products and their images resolve', async ({ request }) => {
  const response = await request.get('/api/products');
  expect(response.status()).toBe(200);
  const products = await response.json();
  expect(products.length).toBeGreaterThanOrEqual(12);
  for (const product of products) {
    expect(product.images.length, product.name).toBeGreaterThanOrEqual(2);
    const image = await request.get(product.images[0].url);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
  }
});

test('an unknown page is the 404 page, with status 404', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('text/html');
});

test('an unknown API id is a JSON 404', async ({ request }) => {
  const response = await request.get('/api/products/987654');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'Product not found', code: 'not_found' });
});
