// Every admin action shows at once that it is under way, then its success or the
// error next to what failed. In real Chromium, in the admin's three languages, with the API's answer
// held back (page.route) until the test has looked, then failed, then let through to the real server:
// - an order's status in the orders table: the new status shows in the row at once, the list is busy
//   and refuses a second change; a refusal puts the old status back with the error beside the list;
//   the real change stays after a reload;
// - a product's delete: the row is dimmed and busy at once, a second press sends nothing; a failure
//   brings the row back with the error beside its button; the real delete removes it for good;
// - a category created then renamed: the button is busy and the name held at once, a second press
//   sends nothing; the failure shows beside the button (create) or under the name (rename, a name
//   taken); the real save lands in the list;
// - the settings: the save button is busy at once, a second press sends nothing; the server's refusal
//   shows under the field it names and beside the button; the real save stays after a reload;
// - a Kanban card dragged by touch (a long press on its body, then the finger moves) to "Expédiée"
//   is there after a reload.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { adminApiSignIn } from '../support/e2e.ts';
import { e2eDatabase } from '../support/e2e-database.ts';
import { seedOrders } from '../support/seed-orders.ts';
import { LANGS, fill } from '../support/languages.ts';
import { skipTracking } from '../support/shipment-prompt.ts';

type Lang = (typeof LANGS)[number];
const SLOW = { timeout: 30_000 };
const A = (lang: Lang) => messages[lang].admin;
/** Matches a text anywhere in an accessible description (which also holds the field's hint). */
const within = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const signIn = adminApiSignIn();
let token = '';
const bearer = () => ({ authorization: `Bearer ${token}` });

/** Signed in, the admin in `lang`, at `path`. */
async function openAdmin(page: Page, request: APIRequestContext, lang: Lang, path: string): Promise<void> {
  token = await signIn(page, request);
  await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
  await page.goto(path);
}

/**
 * Holds every `method` call to `url` until the test says how it ends: `fail` answers it with an error
 * of the test's choosing, `pass` lets it reach the real server. `count` is how many were sent.
 */
async function holdApi(page: Page, url: string, method: string) {
  let count = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let failure: { status: number; body: unknown } | null = null;
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    count += 1;
    await gate;
    if (failure)
      await route.fulfill({
        status: failure.status,
        contentType: 'application/json',
        body: JSON.stringify(failure.body),
      });
    else await route.continue();
  });
  return {
    count: () => count,
    fail: (status: number, body: unknown) => {
      failure = { status, body };
      release();
    },
    pass: () => release(),
    /** The first call reached the route (held there until the test says how it ends). */
    sentOnce: async () => {
      await expect.poll(() => count, SLOW).toBe(1);
    },
    /**
     * Called once the held call's outcome is on the page: a second call, made while the first was held,
     * left the page before that outcome was even released, so it has reached the route by now.
     */
    stop: async () => {
      expect(count, `${method} ${url} sent more than once`).toBe(1);
      await page.unroute(url);
    },
  };
}

/** One new pending order (the newest), its customer named `Seed ${label}-1`. */
async function seedPendingOrder(prefix: string, lang: Lang): Promise<{ id: number; label: string }> {
  const sql = await e2eDatabase();
  const label = `${prefix}${lang}${Date.now()}`;
  const [id] = (await seedOrders(sql, { count: 1, status: 'pending', label, newest: new Date() })).ids as [number];
  await sql.end();
  return { id, label };
}

/**
 * The seeded orders are unpaid: moving one to shipped asks the owner first, who confirms; then the
 * parcel's tracking number, which these journeys skip.
 */
async function confirmUnpaid(page: Page, label: string): Promise<void> {
  const lang = (await page.evaluate(() => localStorage.getItem('admin_language'))) as Lang;
  await page
    .getByRole('dialog')
    .getByRole('button', { name: fill(A(lang).unpaidGuard.confirm, { label }) })
    .click();
  if (label === A(lang).status.shipped) await skipTracking(page, lang);
}

/** The control says at once that its action is under way: busy, and refusing to be used again. */
async function expectBusy(control: Locator): Promise<void> {
  await expect(control).toHaveAttribute('aria-busy', 'true');
  await expect(control).toBeDisabled();
}

test.describe.configure({ timeout: 120_000 });

for (const lang of LANGS) {
  test.describe(lang, () => {
    test('an order status changes in its row at once; a refusal puts it back with the error beside it; a success stays', async ({
      page,
      request,
    }) => {
      const t = A(lang);
      const { id, label } = await seedPendingOrder('Feedback', lang);
      await openAdmin(page, request, lang, '/dashboard/orders');
      await page.getByRole('searchbox', { name: t.orders.searchLabel }).fill(label);
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: fill(t.orders.toggleDetails, { id }) }) });
      const status = row.getByRole('combobox', { name: fill(t.orders.statusOf, { id }) });
      await expect(status).toHaveValue('pending', SLOW);

      const held = await holdApi(page, `**/api/orders/${id}/status`, 'PUT');
      await status.selectOption('shipped');
      // the seeded order is unpaid: the owner confirms shipping it (tests/e2e/unpaid-parcel.spec.ts)
      await confirmUnpaid(page, t.status.shipped);
      // before any answer: the new status in the row, the list busy
      await expect(status).toHaveValue('shipped');
      await expectBusy(status);
      // a second change meanwhile (the list is aria-disabled, which a hand can still open) sends
      // nothing and leaves the first one showing
      await status.evaluate((select: HTMLSelectElement) => {
        select.value = 'paid';
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await expect(status).toHaveValue('shipped');
      await held.sentOnce();

      // the server refuses, naming the field: the old status is back, the error beside the list
      held.fail(422, { error: 'Données invalides', errors: { status: ['Transition refusée pour ce test.'] } });
      const error = row.getByRole('alert');
      await expect(error).toContainText(t.orders.statusError, SLOW);
      await expect(error).toContainText('status: Transition refusée pour ce test.');
      // and the spec's toast
      await expect(
        page.getByRole('region', { name: t.common.notifications }).getByText(t.orders.statusError),
      ).toBeVisible();
      await expect(status).toHaveValue('pending');
      await expect(status).not.toHaveAttribute('aria-busy', 'true');
      await expect(status).toHaveAttribute('aria-describedby', /status-error/);
      await held.stop();

      // the real change: the toast, the error gone, and the status there after a reload
      await status.selectOption('shipped');
      await confirmUnpaid(page, t.status.shipped);
      await expect(page.getByText(fill(t.orders.statusUpdated, { id, label: t.status.shipped }))).toBeVisible(SLOW);
      await expect(row.getByRole('alert')).toHaveCount(0);
      await expect(status).toHaveValue('shipped');
      await page.reload();
      await page.getByRole('searchbox', { name: t.orders.searchLabel }).fill(label);
      await expect(status).toHaveValue('shipped', SLOW);
    });

    test('a product delete dims its row at once; a failure brings it back with the error beside its button; a success removes it', async ({
      page,
      request,
    }) => {
      const t = A(lang);
      const name = `Feedback ${lang} ${Date.now()}`;
      const sql = await e2eDatabase();
      const [product] = await sql.unsafe<{ id: number }[]>(
        `insert into public.products (category_id, name_fr, name_en, name_nl, description_fr, size_ml, gender, price_cents, stock)
         values ((select id from public.categories order by id limit 1), $1, $1, $1, 'Un parfum de test.', 50, 'unisex', 9900, 5) returning id`,
        [name],
      );
      await sql.end();
      await openAdmin(page, request, lang, '/dashboard/products');
      await page.getByRole('searchbox', { name: t.products.searchLabel }).fill(name);
      const row = page.getByRole('row').filter({ hasText: name });
      const remove = row.getByRole('button', { name: fill(t.products.deleteLabel, { name }) });
      await expect(remove).toBeVisible(SLOW);

      const held = await holdApi(page, `**/api/products/${product!.id}`, 'DELETE');
      await remove.click();
      await page
        .getByRole('dialog', { name: t.products.confirmDeleteTitle })
        .getByRole('button', { name: t.common.delete, exact: true })
        .click();
      // before any answer: the row marked as being deleted, its button busy
      await expect(row).toHaveAttribute('aria-busy', 'true');
      await expect(row).toHaveClass(/is-deleting/);
      await expectBusy(remove);
      await expect(remove).toHaveAccessibleName(`${fill(t.products.deleteLabel, { name })} : ${t.common.deleting}`);
      // pressed again meanwhile: no second confirmation, no second call
      await remove.click({ force: true });
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await held.sentOnce();

      held.fail(500, { error: 'Internal server error' });
      await expect(row.getByRole('alert')).toHaveText(t.products.deleteError, SLOW);
      await expect(row).not.toHaveAttribute('aria-busy', 'true');
      await expect(row).not.toHaveClass(/is-deleting/);
      await expect(remove).toBeEnabled();
      await held.stop();

      await remove.click();
      await page
        .getByRole('dialog', { name: t.products.confirmDeleteTitle })
        .getByRole('button', { name: t.common.delete, exact: true })
        .click();
      await expect(page.getByText(t.products.deleteOne)).toBeVisible(SLOW);
      await expect(row).toHaveCount(0);
      expect((await request.get(`/api/products/${product!.id}`)).status()).toBe(404);
      await page.reload();
      await page.getByRole('searchbox', { name: t.products.searchLabel }).fill(name);
      await expect(page.getByText(t.products.noMatch)).toBeVisible(SLOW);
    });

    test('a category create and rename: busy at once, sent once, the failure beside what failed, the success in the list', async ({
      page,
      request,
    }) => {
      const t = A(lang);
      const name = `Feedback ${lang} ${Date.now()}`;
      const renamed = `${name} bis`;
      await openAdmin(page, request, lang, '/dashboard/categories/add');
      const field = page.getByRole('textbox', { name: t.categoryForm.name });
      await field.fill(name);

      // create: held, then a server failure with no field to blame
      const created = await holdApi(page, '**/api/categories', 'POST');
      await page.getByRole('button', { name: t.categoryForm.submitAdd }).click();
      const saving = page.getByRole('button', { name: t.categoryForm.saving });
      await expectBusy(saving);
      await expect(field).toHaveValue(name);
      await expect(field).not.toBeEditable();
      await saving.click({ force: true });
      await field.press('Enter');
      await created.sentOnce();
      created.fail(500, { error: 'Internal server error' });
      // beside the button, in the same form
      const form = page.locator('form');
      await expect(form.getByRole('alert')).toHaveText(t.categoryForm.addError, SLOW);
      await expect(page.getByRole('button', { name: t.categoryForm.submitAdd })).toBeEnabled();
      await expect(field).toBeEditable();
      await created.stop();

      await page.getByRole('button', { name: t.categoryForm.submitAdd }).click();
      await expect(page.getByText(t.categories.added)).toBeVisible(SLOW);
      await page.getByRole('searchbox', { name: t.categories.searchLabel }).fill(name);
      await page.getByRole('link', { name: fill(t.categories.editLabel, { name }) }).click();

      // rename: held, then refused because another category has that name (said under the name)
      await expect(field).toHaveValue(name, SLOW);
      await field.fill(renamed);
      const updated = await holdApi(page, '**/api/categories/*', 'PUT');
      await page.getByRole('button', { name: t.categoryForm.submitEdit }).click();
      await expectBusy(saving);
      await expect(field).toHaveValue(renamed);
      await saving.click({ force: true });
      await updated.sentOnce();
      updated.fail(409, { error: 'Une catégorie porte déjà ce nom.', code: 'category_name_taken' });
      await expect(field).toHaveAttribute('aria-invalid', 'true', SLOW);
      await expect(field).toHaveAccessibleDescription(within(t.categoryForm.nameTaken));
      await expect(form.getByRole('alert')).toHaveText(t.categoryForm.nameTaken);
      await expect(field).toHaveValue(renamed);
      await updated.stop();

      await page.getByRole('button', { name: t.categoryForm.submitEdit }).click();
      await expect(page.getByText(t.categories.edited)).toBeVisible(SLOW);
      await page.getByRole('searchbox', { name: t.categories.searchLabel }).fill(renamed);
      await expect(page.getByRole('link', { name: fill(t.categories.editLabel, { name: renamed }) })).toBeVisible(SLOW);

      // tidy: the storefront lists categories
      const list: { id: number; name: string }[] = await (await request.get('/api/categories')).json();
      const mine = list.find((c) => c.name === renamed);
      expect(mine).toBeTruthy();
      expect((await request.delete(`/api/categories/${mine!.id}`, { headers: bearer() })).status()).toBe(200);
    });

    test('the settings save: busy at once, sent once, the refusal under the field and beside the button, the success kept', async ({
      page,
      request,
    }) => {
      const t = A(lang);
      await openAdmin(page, request, lang, '/dashboard/settings');
      const before: { bank_name: string } = await (
        await request.get('/api/admin/settings', { headers: bearer() })
      ).json();
      const bank = page.getByRole('textbox', { name: t.settings.bankName, exact: true });
      await expect(bank).toHaveValue(before.bank_name, SLOW);
      const wanted = `Banque ${lang} ${Date.now()}`;
      await bank.fill(wanted);

      const held = await holdApi(page, '**/api/admin/settings', 'PUT');
      await page.getByRole('button', { name: t.settings.save }).click();
      const saving = page.getByRole('button', { name: t.settings.saving });
      await expectBusy(saving);
      await saving.click({ force: true });
      await held.sentOnce();
      held.fail(422, {
        error: 'Données invalides',
        errors: { bank_name: ['Le nom de la banque est refusé pour ce test.'] },
      });
      await expect(bank).toHaveAttribute('aria-invalid', 'true', SLOW);
      await expect(bank).toHaveAccessibleDescription(within('Le nom de la banque est refusé pour ce test.'));
      // beside the button, in the same form
      const form = page.locator('form', { has: bank });
      await expect(form.getByRole('alert')).toHaveText(t.settings.saveError);
      await expect(bank).toHaveValue(wanted);
      await held.stop();

      try {
        await page.getByRole('button', { name: t.settings.save }).click();
        await expect(page.getByText(t.settings.saved)).toBeVisible(SLOW);
        await expect(bank).not.toHaveAttribute('aria-invalid');
        await expect(form.getByRole('alert')).toHaveCount(0);
        await page.reload();
        await expect(bank).toHaveValue(wanted, SLOW);
      } finally {
        await request.put('/api/admin/settings', { headers: bearer(), data: { bank_name: before.bank_name } });
      }
    });

    test('a Kanban card dragged by touch (a long press on its body) lands in the shipped column and stays there after a reload', async ({
      browser,
      request,
    }) => {
      const t = A(lang);
      const { id, label } = await seedPendingOrder('Touch', lang);
      const context = await browser.newContext({ hasTouch: true, viewport: { width: 1400, height: 900 } });
      const page = await context.newPage();
      try {
        await openAdmin(page, request, lang, '/dashboard/orders/kanban');
        const column = (status: 'pending' | 'shipped') =>
          page.getByRole('region', { name: t.status[status], exact: true });
        const card = (status: 'pending' | 'shipped') =>
          column(status)
            .getByRole('listitem')
            .filter({ has: page.getByText(`#${id}`, { exact: true }) });
        const body = card('pending').getByText(`Seed ${label}-1`, { exact: true });
        await expect(body).toBeVisible(SLOW);
        const from = (await body.boundingBox())!;
        const to = (await column('shipped').getByRole('heading').boundingBox())!;
        const [x0, y0] = [from.x + from.width / 2, from.y + from.height / 2];
        const [x1, y1] = [to.x + to.width / 2, to.y + to.height / 2];

        const cdp = await context.newCDPSession(page);
        const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
          cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
        await touch('touchStart', x0, y0);
        // a long press first (the board waits 250 ms, so that a swipe still scrolls), then the finger moves
        await page.waitForTimeout(450);
        const steps = 20;
        for (let step = 1; step <= steps; step++) {
          await touch('touchMove', x0 + ((x1 - x0) * step) / steps, y0 + ((y1 - y0) * step) / steps);
          await page.waitForTimeout(16);
        }
        await touch('touchEnd', x1, y1);
        await confirmUnpaid(page, t.status.shipped);

        await expect(page.getByText(fill(t.orders.statusUpdated, { id, label: t.status.shipped }))).toBeVisible(SLOW);
        await expect(card('shipped')).toBeVisible();
        const res = await request.get(`/api/orders/${id}`, { headers: bearer() });
        expect(((await res.json()) as { status: string }).status).toBe('shipped');
        await page.reload();
        await expect(card('shipped')).toBeVisible(SLOW);
        await expect(card('pending')).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  });
}
