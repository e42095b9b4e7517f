// The back-office in real Chromium: sign in, add a product with two images and find it on the
// storefront after the automatic rebuild, drag an order across the Kanban board by keyboard and find
// its new status after a reload. Axe on the sign-in page and every admin page, at 390 and 1280 px:
// admin-a11y-every-screen.spec.ts.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { adminApiSignIn, adminCredentials } from '../support/e2e.ts';

const SLOW = { timeout: 60_000 };

// One API sign-in for the whole file: sign-ins are rate-limited (10 per 15 minutes per client).
const signInThroughApi = adminApiSignIn();

async function png(color: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
}

test('an admin signs in, sees their e-mail, and an unauthenticated visitor is sent to /admin', async ({ page }) => {
  await page.goto('/dashboard/orders');
  await expect(page).toHaveURL(/\/admin$/, SLOW);
  const { email, password } = adminCredentials();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('La connexion a échoué. Veuillez vérifier vos identifiants.')).toBeVisible(SLOW);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, SLOW);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText(email);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/, SLOW);
});

test('a product added with two images appears on the storefront after the rebuild', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signInThroughApi(page, request);
  const name = `Essai Lumière ${Date.now()}`;
  await page.goto('/dashboard/products/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un produit' })).toBeVisible(SLOW);
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Un extrait de test, ambré et lumineux.');
  await page.getByRole('textbox', { name: 'Notes olfactives', exact: true }).fill('ambre, vanille');
  await page.getByRole('textbox', { name: 'Prix (EUR, TVA comprise)', exact: true }).fill('8a9.9€0');
  await expect(page.getByRole('textbox', { name: 'Prix (EUR, TVA comprise)', exact: true })).toHaveValue('89.90');
  await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('12');
  await page.getByRole('textbox', { name: 'Contenance (ml)', exact: true }).fill('50');
  const category = page.getByRole('combobox', { name: 'Catégorie', exact: true });
  await expect(category.locator('option')).not.toHaveCount(1, SLOW);
  await category.selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Genre', exact: true }).selectOption('unisex');
  await page
    .getByLabel('Image 1 : Choisir une image')
    .setInputFiles({ name: 'one.png', mimeType: 'image/png', buffer: await png({ r: 201, g: 174, b: 124 }) });
  await page
    .getByLabel('Image 2 : Choisir une image')
    .setInputFiles({ name: 'two.png', mimeType: 'image/png', buffer: await png({ r: 23, g: 21, b: 19 }) });
  await expect(page.getByRole('img', { name: "Aperçu de l'image 2" })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products$/, SLOW);
  await expect(page.getByText('Produit ajouté avec succès !')).toBeVisible(SLOW);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible(SLOW);

  const products: { id: number; name: string; images: unknown[] }[] = await (await request.get('/api/products')).json();
  const created = products.find((p) => p.name === name);
  expect(created?.images).toHaveLength(2);
  // The storefront is static: it shows the product once the automatic rebuild has swapped in.
  await expect
    .poll(
      async () => {
        const response = await request.get(`/product/${created?.id}`);
        return response.ok() ? (await response.text()).includes(name) : false;
      },
      { timeout: 180_000, intervals: [2_000, 5_000] },
    )
    .toBe(true);
});

test('an order dragged across the Kanban board by keyboard keeps its new status after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await signInThroughApi(page, request);
  await page.goto('/dashboard/orders/kanban');
  const pending = page.getByRole('region', { name: 'En attente', exact: true });
  const handle = pending.getByRole('button', { name: /^Déplacer la commande #\d+$/ }).first();
  await expect(handle).toBeVisible(SLOW);
  const id = (await handle.getAttribute('aria-label'))?.match(/#(\d+)/)?.[1];
  expect(id).toBeTruthy();
  // the arrows move the card 25 px a press: as many as from one column to the next, whatever their width
  // (at 1280 px the five columns share the screen)
  const from = (await pending.boundingBox())!.x;
  const to = (await page.getByRole('region', { name: 'Payée', exact: true }).boundingBox())!.x;
  await handle.focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < Math.round((to - from) / 25); step++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.getByText(`Statut de la commande #${id} mis à jour vers Payée`)).toBeVisible(SLOW);

  await page.reload();
  const paid = page.getByRole('region', { name: 'Payée', exact: true });
  await expect(paid.getByRole('button', { name: `Déplacer la commande #${id}`, exact: true })).toBeVisible(SLOW);
  const order = await (
    await request.get(`/api/orders/${id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(order.status).toBe('paid');
});
