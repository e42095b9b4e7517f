// Axe (WCAG 2.1 A/AA) finds no serious or critical violation on EVERY admin screen at 390 and 1280 px,
// each with its panels and dialogs open: the one axe walk of the back-office (one test per width).
// - The eleven list screens (dashboard, products and a new one, categories and a new one, orders, the
//   Kanban, bank statements, statistics, settings, inbox) in fr, en and nl: each loaded once, its title
//   checked, audited, then switched to the next language with the top bar's switch and audited again.
// - In French, the rest of src/admin/routes.ts and what the admin opens on them: /admin and /auth
//   (sign-in, forgotten password, the session-ended notice, a dead reset link and the new-password form),
//   product and category edit and new (with the form's errors), the delete confirmations, an order's
//   details, the unpaid-order confirmation, a Kanban card's details, the statement of another account,
//   the unknown-page screen and the local outbox's pages; the "to pack" screen (a paid order ticked, its
//   "mark shipped" form open) and the returns list (one return); the lists' selections (products
//   selected, a categories page selected with "select every page" offered, then taken) and their bulk
//   delete confirmations, and the promo code's delete confirmation.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '../../src/i18n/messages/index.ts';
import { upsertLocalAdmin } from '../../src/server/auth/local-admins.ts';
import { camt053Statement, euros } from '../support/camt053.ts';
import { adminApiSignIn, outboxPath, seriousViolations, wcagAxe } from '../support/e2e.ts';
import { e2eDatabase } from '../support/e2e-database.ts';
import { seedOrders } from '../support/seed-orders.ts';
import { fill, LANGS, type Lang } from '../support/languages.ts';

const T = messages.fr.admin;
const SLOW = { timeout: 30_000 };
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const signIn = adminApiSignIn();

// some sixty views, each audited: several minutes on a busy 2-core machine
test.describe.configure({ timeout: 600_000 });

/** Every view's serious violations, named by the view: one failure lists them all. */
const found: string[] = [];
async function audit(page: Page, view: string, exclude?: string): Promise<void> {
  await expect(page.locator('.spinner, .state--loading')).toHaveCount(0, SLOW);
  const width = page.viewportSize()?.width ?? 0;
  const axe = exclude ? wcagAxe(page).exclude(exclude) : wcagAxe(page);
  for (const line of seriousViolations(await axe.analyze())) found.push(`${view} @${width}px: ${line}`);
}

/** The dialog named `name`, open; audited, then closed with its cancel button. */
async function auditDialog(page: Page, name: string, view: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible(SLOW);
  await audit(page, view);
  // within reach: at 390 px the unpaid confirmation once pushed its cancel button past the dialog's edge
  await dialog.getByRole('button', { name: T.common.cancel, exact: true }).click({ timeout: 10_000 });
  await expect(dialog).toHaveCount(0);
}

async function ids(): Promise<{ product: number; category: number; order: number; paid: number }> {
  const sql = await e2eDatabase();
  try {
    const [product] = await sql<{ id: number }[]>`select id from public.products order by id limit 1`;
    const [category] = await sql<{ id: number }[]>`select id from public.categories order by id limit 1`;
    const {
      ids: [order],
    } = await seedOrders(sql, { count: 1, status: 'pending', label: `A11y${Date.now()}`, newest: new Date() });
    const {
      ids: [paid],
    } = await seedOrders(sql, { count: 1, status: 'paid', label: `A11yPaid${Date.now()}`, newest: new Date() });
    // a return of the paid order, so that the returns list shows a card with its actions
    await sql`
      insert into public.withdrawals (order_id, name, email, lines, amount_cents)
      values (${Number(paid)}, 'Seed A11y', 'seed.a11y@example.be',
              ${sql.json([{ id: 1, product_name: 'Eau de parfum', size_ml: 50, quantity: 1, unit_price_cents: 9000 }])},
              9000)`;
    return { product: Number(product?.id), category: Number(category?.id), order: Number(order), paid: Number(paid) };
  } finally {
    await sql.end();
  }
}

/** A real reset link for an admin of its own (the shop's admin keeps its password). */
async function resetLink(page: Page, request: APIRequestContext): Promise<string> {
  const email = `a11y.${Date.now()}@maison.local`;
  const sql = await e2eDatabase();
  await upsertLocalAdmin(sql, email, 'the password before the reset');
  await sql.end();
  await page.goto('/admin');
  await page.getByRole('tab', { name: T.auth.tabReset }).click();
  await page.getByLabel(T.auth.email).fill(email);
  await page.getByRole('button', { name: T.auth.resetSubmit }).click();
  await expect(page.getByText(T.auth.resetSuccess)).toBeVisible(SLOW);
  let link = '';
  await expect
    .poll(async () => {
      const { messages: mails } = (await (await request.get(`/api${outboxPath()}`)).json()) as {
        messages: { to: string; text: string }[];
      };
      link =
        /https?:\/\/\S+\/admin\?reset=1#token=[\w-]+/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[0] ?? '';
      return link;
    }, SLOW)
    .not.toBe('');
  return link;
}

async function signedOutViews(page: Page, link: string): Promise<void> {
  for (const path of ['/admin', '/auth']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: T.auth.title })).toBeVisible(SLOW);
    await audit(page, `${path} sign-in`);
    await page.getByRole('button', { name: T.auth.submit }).click();
    await audit(page, `${path} sign-in with its errors`);
    await page.getByRole('tab', { name: T.auth.tabReset }).click();
    await audit(page, `${path} forgotten password`);
  }
  // a stale session: its 401 lands on /auth saying so
  await page.evaluate(() => {
    localStorage.setItem('token', 'stale');
    localStorage.setItem('user', JSON.stringify({ email: 'gone@maison.local' }));
  });
  await page.goto('/dashboard');
  await expect(page.getByText(T.sessionEnded.message)).toBeVisible(SLOW);
  await audit(page, '/auth after a 401');
  await page.goto('/admin?reset=1#token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: T.auth.linkDeadTitle })).toBeVisible(SLOW);
  await audit(page, 'a dead reset link');
  // a real load: from /admin?reset=1 the link differs only by its fragment
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: T.auth.newPasswordTitle })).toBeVisible(SLOW);
  await audit(page, 'the new-password form');
  await page.getByRole('button', { name: T.auth.saveNewPassword }).click();
  await audit(page, 'the new-password form with its errors');
}

/** The list screens and the title each shows (its h1, in the admin's language). */
const LIST_SCREENS = [
  ['/dashboard', 'dashboard'],
  ['/dashboard/products', 'products'],
  ['/dashboard/products/add', 'addProduct'],
  ['/dashboard/categories', 'categories'],
  ['/dashboard/categories/add', 'addCategory'],
  ['/dashboard/orders', 'orders'],
  ['/dashboard/orders/kanban', 'kanban'],
  ['/dashboard/bank-statements', 'bankStatements'],
  ['/dashboard/statistics', 'statistics'],
  ['/dashboard/settings', 'settings'],
  ['/dashboard/inbox', 'inbox'],
] as const;

/** Each list screen loaded once (in French) and audited in fr, en and nl, switched by the top bar's switch. */
async function listScreens(page: Page): Promise<void> {
  for (const [path, title] of LIST_SCREENS) {
    await page.goto(path);
    let shown: Lang = 'fr';
    for (const lang of LANGS) {
      if (lang !== shown) {
        const switchIn = (l: Lang) =>
          page
            .getByRole('group', { name: messages[l].admin.layout.language })
            .getByRole('button', { name: lang.toUpperCase(), exact: true });
        await switchIn(shown).click();
        // the switch itself is named in the language it switched to
        await expect(switchIn(lang)).toHaveAttribute('aria-pressed', 'true');
        shown = lang;
      }
      const heading = messages[lang].admin.titles[title];
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(SLOW);
      await audit(page, `${path} (${lang})`);
    }
  }
}

async function catalogViews(page: Page, id: { product: number; category: number }): Promise<void> {
  await page.goto(`/dashboard/products/edit/${id.product}`);
  await expect(page.getByRole('heading', { level: 1, name: T.titles.editProduct })).toBeVisible(SLOW);
  await audit(page, 'product edit');
  await page.goto('/dashboard/products/add');
  await page.getByRole('button', { name: T.productForm.submitAdd }).click();
  await audit(page, 'new product with its errors');
  await page.goto('/dashboard/products');
  await page
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^Supprimer / })
    .click();
  await auditDialog(page, T.products.confirmDeleteTitle, 'product delete confirmation');
  await page.goto(`/dashboard/categories/edit/${id.category}`);
  await expect(page.getByRole('heading', { level: 1, name: T.titles.editCategory })).toBeVisible(SLOW);
  await audit(page, 'category edit');
  await page.goto('/dashboard/categories/add');
  await page.getByRole('button', { name: T.categoryForm.submitAdd }).click();
  await audit(page, 'new category with its errors');
  await page.goto('/dashboard/categories');
  await page
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^Supprimer / })
    .click();
  await auditDialog(page, T.categories.confirmDeleteTitle, 'category delete confirmation');
}

async function orderViews(page: Page, order: number): Promise<void> {
  await page.goto('/dashboard/orders');
  await page.getByRole('searchbox', { name: T.orders.searchLabel }).fill(String(order));
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: fill(T.orders.toggleDetails, { id: order }) }) });
  await row.getByRole('button', { name: fill(T.orders.toggleDetails, { id: order }) }).click();
  await expect(page.locator(`#order-${order}-details`)).toBeVisible(SLOW);
  await audit(page, 'order details');
  await row.getByRole('combobox', { name: fill(T.orders.statusOf, { id: order }) }).selectOption('shipped');
  await auditDialog(page, fill(T.unpaidGuard.title, { id: order }), 'unpaid-order confirmation');
  await row.getByRole('button', { name: fill(T.orders.deleteLabel, { id: order }) }).click();
  await auditDialog(page, T.orders.confirmDeleteTitle, 'order delete confirmation');
  await page.goto('/dashboard/orders/kanban');
  await page.getByRole('button', { name: fill(T.kanban.expand, { id: order }) }).click();
  await audit(page, 'Kanban card opened');
  await page.getByRole('button', { name: T.kanban.details }).first().click();
  const details = page.getByRole('dialog', { name: `${T.orders.colOrder} #${order}` });
  await expect(details).toBeVisible(SLOW);
  await audit(page, 'Kanban order details dialog');
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
}

/** "To pack" with a paid order ticked and its "mark shipped" form open, and the returns list. */
async function packingViews(page: Page): Promise<void> {
  await page.goto('/dashboard/orders/to-pack');
  await expect(page.getByRole('heading', { level: 1, name: T.titles.toPack })).toBeVisible(SLOW);
  await audit(page, 'to pack');
  const card = page.getByRole('listitem').filter({ hasText: `A11yPaid` }).first();
  await card.getByRole('checkbox').check(SLOW);
  await page.getByRole('button', { name: fill(T.toPack.shipSelected, { count: 1 }) }).click();
  await expect(page.getByRole('form', { name: fill(T.toPack.bulkTitle, { count: 1 }) })).toBeVisible(SLOW);
  await audit(page, 'to pack, "mark shipped" form open');
  await page.goto('/dashboard/returns');
  await expect(page.getByRole('heading', { level: 1, name: T.titles.returns })).toBeVisible(SLOW);
  await expect(page.getByText('Seed A11y').first()).toBeVisible(SLOW);
  await audit(page, 'returns list');
}

/** Selections and their confirmations; twelve extra categories so that "select every page" is offered. */
async function selectionViews(page: Page): Promise<void> {
  await page.goto('/dashboard/products');
  // on a phone the header row is hidden: its "select all" box must still be there, named in words
  await page.getByRole('checkbox', { name: T.common.selectAll, exact: true }).check({ timeout: 15_000 });
  await audit(page, 'products selected');
  await page.screenshot({ path: `tests/.artifacts/admin-a11y/products-selected-${page.viewportSize()?.width}.png` });
  await page.getByRole('button', { name: new RegExp(`^${T.common.deleteSelected}`) }).click({ timeout: 15_000 });
  await auditDialog(page, T.products.confirmDeleteManyTitle, 'products bulk delete confirmation');
  const stamp = `a11y${Date.now().toString(36)}`;
  const sql = await e2eDatabase();
  await sql`insert into public.categories (name, slug) select 'Accès ' || ${stamp} || ' ' || g, 'acces-' || ${stamp} || '-' || g from generate_series(1, 12) g`;
  try {
    await page.goto('/dashboard/categories');
    await page.getByRole('checkbox', { name: T.selectPages.pageBox, exact: true }).check({ timeout: 15_000 });
    const everyPage = page.getByRole('button', { name: /^Sélectionner les \d+ catégories$/ });
    await expect(everyPage).toBeVisible(SLOW);
    await audit(page, 'a categories page selected, every page offered');
    await everyPage.click({ timeout: 15_000 });
    await audit(page, 'every category selected');
    await page.getByRole('button', { name: new RegExp(`^${T.common.deleteSelected}`) }).click({ timeout: 15_000 });
    await auditDialog(page, T.categories.confirmDeleteManyTitle, 'categories bulk delete confirmation');
  } finally {
    await sql`delete from public.categories where slug like ${`acces-${stamp}-%`}`;
    await sql.end();
  }
  await page.goto('/dashboard/settings');
  await page
    .getByRole('button', { name: /^Supprimer le code / })
    .first()
    .click({ timeout: 15_000 });
  await auditDialog(page, T.settings.promoConfirmTitle, 'promo code delete confirmation');
}

async function otherViews(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/dashboard/bank-statements');
  const stamp = `A11Y-${Date.now()}`;
  const xml = camt053Statement({
    messageId: stamp,
    statementId: stamp,
    iban: 'NL77ABNA0555555553',
    entries: [{ ref: stamp, amount: euros(1000), communication: '+++000/0000/00097+++' }],
  });
  await page
    .getByLabel(T.bankStatements.fileLabel)
    .setInputFiles({ name: 'releve.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await page.getByRole('button', { name: T.bankStatements.import }).click();
  await auditDialog(page, T.bankImportChecks.title, 'statement of another account');
  await page.goto('/dashboard/no-such-screen');
  await expect(page.getByRole('heading', { level: 1, name: T.titles.notFound })).toBeVisible(SLOW);
  await audit(page, 'unknown admin page');
  await page.goto(outboxPath());
  await audit(page, 'the local outbox');
  const { messages: mails } = (await (await request.get(`/api${outboxPath()}`)).json()) as {
    messages: { id: string }[];
  };
  await page.goto(`${outboxPath()}/${mails[0]?.id}`);
  // the page around the message; the message itself is the e-mail's HTML in a sandboxed frame without
  // scripts, where axe cannot run (it waited for that frame until the test's timeout)
  await audit(page, 'an outbox message', 'iframe');
}

for (const size of SIZES) {
  test(`axe: no serious or critical violation on any admin screen, panel or dialog at ${size.width} px`, async ({
    page,
    request,
  }) => {
    found.length = 0;
    await page.setViewportSize(size);
    const link = await resetLink(page, request);
    const id = await ids();
    await signedOutViews(page, link);
    await page.evaluate(() => localStorage.clear());
    await signIn(page);
    // every load in French (the list screens switch language in place)
    await page.addInitScript(() => localStorage.setItem('admin_language', 'fr'));
    await listScreens(page);
    await catalogViews(page, id);
    await orderViews(page, id.order);
    await packingViews(page);
    await selectionViews(page);
    await otherViews(page, request);
    expect(found).toEqual([]);
  });
}
