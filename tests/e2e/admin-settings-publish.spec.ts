// The seller identity in the admin settings and the storefront's publish state, in real Chromium on
// the shop as `npm start` serves it: an enterprise number with a wrong check digit is refused next to
// the field (in French, English and Dutch, before anything is sent); the right one is saved and, once
// the header says the storefront is live, the legal page and the invoice print it. A product change
// takes the header from "pending" / "building" to "live at HH:MM", and the storefront then shows it.
import { expect, test } from '@playwright/test';
import { adminApiSignIn, expectNoSeriousA11yViolations } from '../support/e2e.ts';

const SLOW = { timeout: 30_000 };
/** A storefront build: 10-20 s on 2 cores, longer while other shops on the machine build too. */
const BUILD = { timeout: 240_000 };

const signIn = adminApiSignIn();
let token = '';
let demoIdentity: { enterprise_number: string; vat_number: string } | undefined;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test.afterAll(async ({ request }) => {
  // the next spec files find the demo identity as the seed left it
  if (token && demoIdentity) {
    await request.put('/api/admin/settings', { headers: bearer(token), data: demoIdentity });
  }
});

const WRONG_CHECK_DIGIT: Record<'fr' | 'en' | 'nl', { button: string; field: string; error: RegExp }> = {
  fr: {
    button: 'FR',
    field: "Numéro d'entreprise",
    error: /^Numéro d'entreprise : les chiffres de contrôle ne correspondent pas/,
  },
  en: { button: 'EN', field: 'Company number', error: /^Company number: the check digits do not match/ },
  nl: { button: 'NL', field: 'Ondernemingsnummer', error: /^Ondernemingsnummer: de controlecijfers kloppen niet/ },
};

test('an enterprise number with a wrong check digit is refused next to the field in fr, en and nl; the right one reaches the legal page and the invoice', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  token = await signIn(page, request);
  const before = await (await request.get('/api/admin/settings', { headers: bearer(token) })).json();
  demoIdentity = { enterprise_number: before.enterprise_number, vat_number: before.vat_number };

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible(SLOW);
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/admin/settings')) puts.push(r.url());
  });

  // 0456.789.133 is valid (97 - 04567891 mod 97 = 33): one digit off
  await page.getByRole('textbox', { name: "Numéro d'entreprise", exact: true }).fill('0456.789.134');
  await page.getByRole('textbox', { name: 'Numéro de TVA', exact: true }).fill('BE0456789133');
  await page.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
  // the first field in error takes the focus
  await expect(page.getByRole('textbox', { name: "Numéro d'entreprise", exact: true })).toBeFocused();
  for (const lang of ['fr', 'en', 'nl'] as const) {
    const words = WRONG_CHECK_DIGIT[lang];
    await page.getByRole('button', { name: words.button, exact: true }).click();
    const field = page.getByRole('textbox', { name: words.field, exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(words.error);
    // the message sits right under the field
    await expect(field.locator('xpath=following-sibling::p[contains(@class, "field__error")]')).toHaveText(words.error);
    if (lang === 'fr') await expectNoSeriousA11yViolations(page);
    // saving again in this language says the same in this language
    await page
      .getByRole('button', {
        name: { fr: 'Enregistrer les paramètres', en: 'Save the settings', nl: 'Instellingen opslaan' }[lang],
      })
      .click();
    await expect(field).toHaveAccessibleDescription(words.error);
  }
  expect(puts).toEqual([]);

  await page.getByRole('button', { name: 'FR', exact: true }).click();
  await page.getByRole('textbox', { name: "Numéro d'entreprise", exact: true }).fill('0456 789 133');
  await page.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
  await expect(page.getByText('Paramètres enregistrés avec succès !')).toBeVisible(SLOW);
  await expect(page.getByRole('textbox', { name: "Numéro d'entreprise", exact: true })).toHaveValue('0456.789.133');
  await expect(page.getByRole('textbox', { name: "Numéro d'entreprise", exact: true })).not.toHaveAttribute(
    'aria-invalid',
  );

  // the legal pages are static: the settings change rebuilds them, and the header says when it is live
  const status = page.getByRole('status').filter({ hasText: 'Boutique' });
  await expect(status).toContainText(/en attente de publication|publication en cours/, SLOW);
  await expect(status).toContainText(/en ligne depuis \d{2}:\d{2}/, BUILD);
  await page.goto('/confidentiality');
  await expect(page.locator('#privacy')).toContainText('numéro d’entreprise 0456.789.133');
  await expect(page.locator('#terms')).toContainText('BE0456789133');

  const orders = await (await request.get('/api/orders', { headers: bearer(token) })).json();
  const orderId = (Array.isArray(orders) ? orders : orders.data)[0].id;
  const invoice = await (
    await request.get(`/api/orders/${orderId}/invoice?lang=fr`, { headers: bearer(token) })
  ).text();
  expect(invoice).toContain('0456.789.133');
  expect(invoice).toContain('BE0456789133');
});

test('a product change takes the header from pending to building to "live at HH:MM", and the storefront then shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  token = await signIn(page, request);
  const products: { id: number; name: string }[] = await (await request.get('/api/products')).json();
  const product = products[products.length - 1]!;
  const marker = `Édition ${Date.now()}.`;

  await page.goto(`/dashboard/products/edit/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier le produit' })).toBeVisible(SLOW);
  const status = page.getByRole('status').filter({ hasText: 'Boutique' });
  // whatever came before (the previous test's rebuild) has settled
  await expect(status).toContainText(/en ligne depuis \d{2}:\d{2}/, BUILD);

  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  await expect(description).not.toHaveValue('', SLOW);
  await description.fill(`${await description.inputValue()} ${marker}`);
  const savedAt = Date.now();
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Produit modifié avec succès !')).toBeVisible(SLOW);

  // saved, then built: the header follows without a reload (it polls while waiting)
  await expect(status).toContainText(/en attente de publication|publication en cours/, SLOW);
  await expect(status).toContainText(/en ligne depuis \d{2}:\d{2}/, BUILD);
  const state = await (await request.get('/api/admin/publish-state', { headers: bearer(token) })).json();
  expect(state.state).toBe('live');
  expect(new Date(state.live_at).getTime()).toBeGreaterThan(savedAt - 5_000);
  // the time shown is the time it went live, in the admin's language
  const shown = await page.evaluate(
    (iso) => new Intl.DateTimeFormat('fr-BE', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso)),
    state.live_at,
  );
  await expect(status).toContainText(`en ligne depuis ${shown}`);
  // and live means live: the static product page has the change
  const html = await (await request.get(`/product/${product.id}`)).text();
  expect(html).toContain(marker);

  // in English too
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Storefront' })).toContainText(/live at \d{2}:\d{2}/);
});
