// Production parity: the storefront as Netlify serves the build, in its three languages,
// with product images from Supabase Storage; nothing shadows the API; unknown pages 404 in their language.
import { expect, test } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { LANGS, url } from '../support/checkout-journey.ts';
import { enteredTestimonials } from './built-site.ts';
import { supabaseUrl } from './parity-support.ts';

for (const lang of LANGS) {
  test(`${lang}: home, shop and a product page, images from Storage`, async ({ page, request }) => {
    await page.goto(url(lang, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the built home page quotes exactly what the owner entered for its language (here the seed's), in order
    const entered = await enteredTestimonials(lang);
    expect(entered.length).toBeGreaterThan(0);
    const quoted = page.getByRole('region', { name: messages[lang].home.testimonials.title }).getByRole('figure');
    await expect(quoted).toHaveCount(entered.length);
    const shown = await quoted.evaluateAll((figures) =>
      figures.map((f) => ({
        quote: f.querySelector('blockquote')?.textContent?.trim(),
        author: f.querySelector('figcaption')?.textContent?.trim(),
      })),
    );
    expect(shown).toEqual(entered);
    await page.goto(url(lang, '/shop'));
    // a product of the build (one the back-office journey adds later is not in it until a rebuild)
    const card = page.locator(`a[href^="${url(lang, '/product/')}"]`).first();
    const id = Number(/\/product\/(\d+)/.exec((await card.getAttribute('href')) ?? '')?.[1]);
    const product = await (await request.get(`/api/products/${id}?lang=${lang}`)).json();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${url(lang, '/product/')}${id}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(product.id).toBe(id);
    const image = page.locator(`img[src^="${supabaseUrl()}/storage/v1/object/public/"]`).first();
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
      .toBeGreaterThan(0);
  });

  test(`${lang}: an unknown page answers 404 in its language`, async ({ page }) => {
    const response = await page.goto(lang === 'fr' ? '/nulle-part' : `/${lang}/nowhere-${lang}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: messages[lang].common.notFound.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

test('every API function answers on its own path (no catch-all function shadows it)', async ({ request }) => {
  const login = await request.post('/api/login', {
    data: { email: 'nobody@example.be', password: 'not the password' },
  });
  expect(login.status()).toBe(401);
  expect((await login.json()).code).toBeTruthy();
  const order = await request.post('/api/orders', { data: {} });
  expect([400, 422]).toContain(order.status());
  expect(order.headers()['content-type']).toContain('application/json');
  for (const path of ['/api/orders', '/api/admin/settings', '/api/user']) {
    const admin = await request.get(path);
    expect(admin.status(), path).toBe(401);
    expect(admin.headers()['content-type'], path).toContain('application/json');
  }
});
