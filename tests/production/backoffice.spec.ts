// Production parity (issue 20): the back-office on the production bundles. Sign-in through Supabase
// Auth (the first admin put on the list by `npm run admin:add` in mixed case); password reset from
// Supabase's recovery e-mail (custom SMTP, the project's template) to the new password; a product made
// with its image sent straight to Storage; the catalog change firing the build hook and the publish
// state following the deploy; both edit screens reloaded from their address.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { messages } from '../../src/i18n/messages/index.ts';
import { fill } from '../support/checkout-journey.ts';
import { PARITY_ADMIN, PARITY_WORK_DIR } from './parity-env.ts';
import { control, mailTo } from './parity-support.ts';

const t = messages.fr.admin;
const SLOW = { timeout: 60_000 };
// The reset journey changes the owner's password in the Auth fake for the stack's lifetime: kept beside
// stack.json, so a retried test (CI retries once) signs in with the password that is current.
const passwordFile = path.join(PARITY_WORK_DIR, 'owner-password');
const currentPassword = () => (existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8') : PARITY_ADMIN.password);

async function signIn(page: Page, with_ = currentPassword()) {
  await page.goto('/admin');
  await page.getByLabel(t.auth.email).fill(PARITY_ADMIN.typedEmail);
  await page.getByLabel(t.auth.password, { exact: true }).fill(with_);
  await page.getByRole('button', { name: t.auth.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/, SLOW);
  await expect(page.getByRole('complementary')).toContainText(PARITY_ADMIN.email);
}

function png(): Buffer {
  const image = new PNG({ width: 64, height: 64 });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([201, 174, 124, 255], i);
  return PNG.sync.write(image);
}

test.describe.configure({ mode: 'serial' });

test('fr: the owner signs in through Supabase Auth', async ({ page }) => {
  await page.goto('/dashboard/orders');
  await expect(page).toHaveURL(/\/admin$/, SLOW);
  await page.getByLabel(t.auth.email).fill(PARITY_ADMIN.email);
  await page.getByLabel(t.auth.password, { exact: true }).fill('not the password at all');
  await page.getByRole('button', { name: t.auth.submit }).click();
  await expect(page.getByText(t.auth.errorLogin)).toBeVisible(SLOW);
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: t.titles.dashboard })).toBeVisible();
});

test('fr: a password reset from the Supabase e-mail to the new password', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('tab', { name: t.auth.tabReset }).click();
  await page.getByLabel(t.auth.email).fill(PARITY_ADMIN.email);
  await page.getByRole('button', { name: t.auth.resetSubmit }).click();
  await expect(page.getByText(t.auth.resetSuccess)).toBeVisible(SLOW);
  const mail = await mailTo(PARITY_ADMIN.email, 'Reset Your Password');
  const link = /href="([^"]+)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&') ?? '';
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: t.auth.newPasswordTitle })).toBeVisible(SLOW);
  await expect(page.getByText(fill(t.auth.newPasswordFor, { email: PARITY_ADMIN.email }))).toBeVisible();
  const chosen = `un nouveau mot de passe ${Date.now()}`;
  await page.getByLabel(t.auth.newPassword, { exact: true }).fill(chosen);
  await page.getByLabel(t.auth.newPasswordAgain, { exact: true }).fill(chosen);
  await page.getByRole('button', { name: t.auth.saveNewPassword }).click();
  await expect(page).toHaveURL(/\/dashboard$/, SLOW);
  await expect(page.getByText(t.auth.passwordChangedSignedIn)).toBeVisible();
  writeFileSync(passwordFile, chosen);

  // the old password no longer works, the new one does
  await page.evaluate(() => localStorage.clear());
  await page.goto('/admin');
  await page.getByLabel(t.auth.email).fill(PARITY_ADMIN.email);
  await page.getByLabel(t.auth.password, { exact: true }).fill(PARITY_ADMIN.password);
  await page.getByRole('button', { name: t.auth.submit }).click();
  await expect(page.getByText(t.auth.errorLogin)).toBeVisible(SLOW);
  await signIn(page);
});

test('fr: a product made with its image sent to Storage fires the build hook; the publish state follows the deploy', async ({
  page,
  request,
}) => {
  await signIn(page);
  const hookCallsBefore = (await control<unknown[]>('hook-calls')).length;
  const name = `Parité ${Date.now()}`;
  await page.goto('/dashboard/products/add');
  await expect(page.getByRole('heading', { level: 1, name: t.titles.addProduct })).toBeVisible(SLOW);
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Un extrait servi par les fonctions de production.');
  await page.getByRole('textbox', { name: 'Notes olfactives', exact: true }).fill('ambre, iris');
  await page.getByRole('textbox', { name: 'Prix (EUR, TVA comprise)', exact: true }).fill('129.90');
  await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('7');
  await page.getByRole('textbox', { name: 'Contenance (ml)', exact: true }).fill('50');
  const category = page.getByRole('combobox', { name: 'Catégorie', exact: true });
  await expect(category.locator('option')).not.toHaveCount(1, SLOW);
  await category.selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Genre', exact: true }).selectOption('unisex');
  await page
    .getByLabel('Image 1 : Choisir une image')
    .setInputFiles({ name: 'flacon.png', mimeType: 'image/png', buffer: png() });
  await page.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products$/, SLOW);
  await expect(page.getByText('Produit ajouté avec succès !')).toBeVisible(SLOW);

  const products = (await (await request.get('/api/products')).json()) as {
    id: number;
    name: string;
    images: { path: string }[];
  }[];
  const created = products.find((p) => p.name === name);
  expect(created?.images).toHaveLength(1);
  // published in the public bucket; nothing left in the staging bucket
  const objects = await control<string[]>('storage');
  expect(
    objects.some(
      (key) =>
        key.startsWith('product-images/') &&
        key.includes(
          created?.images[0]?.path
            .split('/')
            .pop()
            ?.replace(/\.webp$/, '') ?? '-',
        ),
    ),
  ).toBe(true);
  expect(objects.filter((key) => key.startsWith('product-images-staging/'))).toEqual([]);

  await expect.poll(async () => (await control<unknown[]>('hook-calls')).length, SLOW).toBeGreaterThan(hookCallsBefore);
  const live = t.publish.liveAt.split('{{time}}')[0] ?? '';
  await expect(page.getByRole('status').filter({ hasText: t.publish.label })).toContainText(live, SLOW);
});

test('fr: both edit screens reload from their address', async ({ page, request }) => {
  await signIn(page);
  const products = (await (await request.get('/api/products')).json()) as { id: number; name: string }[];
  const categories = (await (await request.get('/api/categories')).json()) as { id: number; name: string }[];
  const product = products[0];
  const category = categories[0];
  const productEdit = await page.goto(`/dashboard/products/edit/${product?.id}`);
  expect(productEdit?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: t.titles.editProduct })).toBeVisible(SLOW);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(product?.name ?? '', SLOW);
  const categoryEdit = await page.goto(`/dashboard/categories/edit/${category?.id}`);
  expect(categoryEdit?.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t.titles.editCategory })).toBeVisible(SLOW);
  await expect(page.getByRole('textbox', { name: /^Nom/ }).first()).toHaveValue(category?.name ?? '', SLOW);
});
