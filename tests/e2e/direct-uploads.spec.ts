// Direct uploads in real Chromium (issue 12, point 2): in French, English and Dutch, the admin creates,
// through the visible form, a product with a 5 MB PNG and one with three 4 MB JPEGs. Each file goes
// straight to the staging bucket's signed URL (with a progress bar per file), the product request
// carries only the keys, and no request to the functions (/api/*) has a body over Netlify's 6 MB
// (counted base64-encoded, as Netlify counts it). The product pages then show the images. A failed
// upload names the file, in each language.
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { fiveMegabytePng, fourMegabyteJpeg } from '../support/large-images.ts';
import { adminApiSignIn } from '../support/e2e.ts';

const SLOW = { timeout: 60_000 };
/** Netlify's limit on a function's request body, which it counts base64-encoded. */
const NETLIFY_BODY_LIMIT = 6_000_000;

const signIn = adminApiSignIn();

type Lang = 'fr' | 'en' | 'nl';
const WORDS: Record<
  Lang,
  {
    heading: string;
    name: string;
    description: string;
    notes: string;
    price: string;
    stock: string;
    size: string;
    category: string;
    gender: string;
    slot: (n: number) => string;
    submit: string;
    added: string;
    progress: (name: string) => string;
    failed: string;
    uploadError: (name: string) => string;
    photo: (name: string, n: number) => string;
    show: (n: number, count: number) => string;
    prefix: string;
  }
> = {
  fr: {
    heading: 'Ajouter un produit',
    name: 'Nom',
    description: 'Description',
    notes: 'Notes olfactives',
    price: 'Prix (EUR, TVA comprise)',
    stock: 'Stock',
    size: 'Contenance (ml)',
    category: 'Catégorie',
    gender: 'Genre',
    slot: (n) => `Image ${n} : Choisir une image`,
    submit: 'Ajouter le produit',
    added: 'Produit ajouté avec succès !',
    progress: (name) => `Envoi de « ${name} »`,
    failed: 'Échec',
    uploadError: (name) => `L'envoi de l'image « ${name} » a échoué. Vérifiez votre connexion et réessayez.`,
    photo: (name, n) => `${name}, photo ${n}`,
    show: (n, count) => `Afficher la photo ${n} sur ${count}`,
    prefix: '',
  },
  en: {
    heading: 'Add a product',
    name: 'Name',
    description: 'Description',
    notes: 'Olfactive notes',
    price: 'Price (EUR, VAT included)',
    stock: 'Stock',
    size: 'Size (ml)',
    category: 'Category',
    gender: 'Gender',
    slot: (n) => `Image ${n} : Choose an image`,
    submit: 'Add the product',
    added: 'Product added successfully!',
    progress: (name) => `Uploading “${name}”`,
    failed: 'Failed',
    uploadError: (name) => `The upload of the image “${name}” failed. Check your connection and try again.`,
    photo: (name, n) => `${name}, photo ${n}`,
    show: (n, count) => `Show photo ${n} of ${count}`,
    prefix: '/en',
  },
  nl: {
    heading: 'Product toevoegen',
    name: 'Naam',
    description: 'Beschrijving',
    notes: 'Geurnoten',
    price: 'Prijs (EUR, btw inbegrepen)',
    stock: 'Voorraad',
    size: 'Inhoud (ml)',
    category: 'Categorie',
    gender: 'Geslacht',
    slot: (n) => `Afbeelding ${n} : Kies een afbeelding`,
    submit: 'Product toevoegen',
    added: 'Product met succes toegevoegd!',
    progress: (name) => `Uploaden van ‘${name}’`,
    failed: 'Mislukt',
    uploadError: (name) =>
      `Het uploaden van de afbeelding ‘${name}’ is mislukt. Controleer uw verbinding en probeer het opnieuw.`,
    photo: (name, n) => `${name}, foto ${n}`,
    show: (n, count) => `Toon foto ${n} van ${count}`,
    prefix: '/nl',
  },
};

/** The add form in the admin's chosen language (the back-office's own language switch), details filled in. */
async function openAddForm(page: Page, lang: Lang, name: string): Promise<void> {
  const w = WORDS[lang];
  await page.goto('/dashboard/products/add');
  await page.getByRole('button', { name: lang.toUpperCase(), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible(SLOW);
  await page.getByRole('textbox', { name: w.name, exact: true }).fill(name);
  await page.getByRole('textbox', { name: w.description, exact: true }).fill('Un extrait de test aux images lourdes.');
  await page.getByRole('textbox', { name: w.notes, exact: true }).fill('ambre, iris');
  await page.getByRole('textbox', { name: w.price, exact: true }).fill('95.00');
  await page.getByRole('textbox', { name: w.stock, exact: true }).fill('7');
  await page.getByRole('textbox', { name: w.size, exact: true }).fill('100');
  const category = page.getByRole('combobox', { name: w.category, exact: true });
  await expect(category.locator('option')).not.toHaveCount(1, SLOW);
  await category.selectOption({ index: 1 });
  await page.getByRole('combobox', { name: w.gender, exact: true }).selectOption('unisex');
}

/** Every request the page sends, to check what went to the functions and what went to storage. */
function recordRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  return sent;
}

async function productIdByName(page: Page, name: string): Promise<number> {
  const products: { id: number; name: string }[] = await (await page.request.get('/api/products')).json();
  const found = products.find((p) => p.name === name);
  expect(found, name).toBeTruthy();
  return found!.id;
}

async function expectLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible(SLOW);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), SLOW)
    .toBe(true);
}

// The products made here leave the shop as they came: the specs after this one (smoke, storefront)
// count the catalog and page through its categories. Deleted through the API, then waited for until
// the rebuilt storefront no longer has their pages.
const made: number[] = [];
let adminToken = '';
test.afterEach(async ({ request }) => {
  const ids = made.splice(0);
  for (const id of ids) {
    expect(
      (await request.delete(`/api/products/${id}`, { headers: { authorization: `Bearer ${adminToken}` } })).status(),
    ).toBe(200);
  }
  for (const id of ids) {
    await expect
      .poll(async () => (await request.get(`/product/${id}`)).status(), { timeout: 240_000, intervals: [2_000, 5_000] })
      .toBe(404);
  }
});

for (const lang of ['fr', 'en', 'nl'] as const) {
  test(`${lang}: a 5 MB PNG and three 4 MB JPEGs go straight to storage, never over 6 MB to a function, and show on the product page`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const w = WORDS[lang];
    adminToken = await signIn(page);
    const sent = recordRequests(page);
    const stamp = Date.now();

    // one product with a 5 MB PNG
    const pngName = `Flacon lourd ${lang} ${stamp}`;
    await openAddForm(page, lang, pngName);
    await page
      .getByLabel(w.slot(1))
      .setInputFiles({ name: 'grand-flacon.png', mimeType: 'image/png', buffer: await fiveMegabytePng() });
    await page.getByRole('button', { name: w.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/products$/, SLOW);
    await expect(page.getByText(w.added)).toBeVisible(SLOW);

    // one with three 4 MB JPEGs; the upload is slowed down so that each file's progress bar is seen
    const jpegName = `Coffret lourd ${lang} ${stamp}`;
    await openAddForm(page, lang, jpegName);
    const jpegs = ['vue-1.jpg', 'vue-2.jpg', 'vue-3.jpg'];
    for (const [i, file] of jpegs.entries()) {
      await page
        .getByLabel(w.slot(i + 1))
        .setInputFiles({ name: file, mimeType: 'image/jpeg', buffer: await fourMegabyteJpeg() });
    }
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 4 * 1024 * 1024,
    });
    await page.getByRole('button', { name: w.submit, exact: true }).click();
    for (const file of jpegs) await expect(page.getByRole('progressbar', { name: w.progress(file) })).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/dashboard\/products$/, { timeout: 120_000 });
    await expect(page.getByText(w.added)).toBeVisible(SLOW);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // what the browser sent: the four files to storage, only small bodies to the functions
    const storagePuts = sent.filter(
      (r) => r.method() === 'PUT' && new URL(r.url()).pathname.startsWith('/storage/v1/object/upload/sign/'),
    );
    expect(storagePuts).toHaveLength(4);
    for (const put of storagePuts) expect((await put.response())?.status()).toBe(200);
    const toFunctions = sent.filter((r) => new URL(r.url()).pathname.startsWith('/api/') && r.method() !== 'GET');
    expect(toFunctions.length).toBeGreaterThanOrEqual(4); // 2 x (upload URLs + product)
    for (const request of toFunctions) {
      // a body the browser could not show (a file) would be null here: every body must be seen and small
      const body = request.postDataBuffer();
      expect(body, `${request.method()} ${request.url()}`).not.toBeNull();
      expect(Math.ceil(body!.length / 3) * 4, `${request.method()} ${request.url()} (base64)`).toBeLessThanOrEqual(
        NETLIFY_BODY_LIMIT,
      );
    }

    const pngId = await productIdByName(page, pngName);
    const jpegId = await productIdByName(page, jpegName);
    made.push(pngId, jpegId);
    const images = async (id: number) =>
      ((await (await page.request.get(`/api/products/${id}`)).json()) as { images: unknown[] }).images;
    expect(await images(pngId)).toHaveLength(1);
    expect(await images(jpegId)).toHaveLength(3);

    // the storefront is static: the products show once the automatic rebuild has swapped in
    await expect
      .poll(async () => (await page.request.get(`${w.prefix}/product/${jpegId}`)).ok(), {
        timeout: 240_000,
        intervals: [2_000, 5_000],
      })
      .toBe(true);
    await page.goto(`${w.prefix}/product/${pngId}`);
    await expectLoaded(page.getByRole('img', { name: w.photo(pngName, 1), exact: true }));
    await page.goto(`${w.prefix}/product/${jpegId}`);
    await expectLoaded(page.getByRole('img', { name: w.photo(jpegName, 1), exact: true }));
    // the three thumbnails (decorative images inside the gallery's buttons), each file served
    for (const n of [1, 2, 3])
      await expectLoaded(page.getByRole('button', { name: w.show(n, 3), exact: true }).locator('img'));
  });

  test(`${lang}: an upload that storage refuses is named, and no product is made`, async ({ page }) => {
    const w = WORDS[lang];
    await signIn(page);
    const name = `Échec d'envoi ${lang} ${Date.now()}`;
    await openAddForm(page, lang, name);
    await page.route('**/storage/v1/object/upload/sign/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":"500","error":"internal","message":"down"}',
      }),
    );
    await page
      .getByLabel(w.slot(1))
      .setInputFiles({ name: 'refusée.png', mimeType: 'image/png', buffer: await fiveMegabytePng() });
    await page.getByRole('button', { name: w.submit, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.uploadError('refusée.png') })).toBeVisible(SLOW);
    await expect(
      page.getByRole('listitem').filter({ hasText: 'refusée.png' }).filter({ hasText: w.failed }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/products\/add$/);
    const products: { name: string }[] = await (await page.request.get('/api/products')).json();
    expect(products.some((p) => p.name === name)).toBe(false);
  });
}
