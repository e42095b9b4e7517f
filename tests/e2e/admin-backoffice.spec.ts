// The back-office's Kanban and password reset in real Chromium, in the admin's three languages:
// - a card dragged by its body with the mouse lands in the shipped column and stays there after a
//   reload; its buttons still click; a move the server refuses puts the card back with the message;
// - a column of 120 orders shows its first page and reaches the ones past the 100th with "show more";
// - a reset e-mail's link (from the local outbox) opens the choose-a-new-password screen, the new
//   password signs the owner in, and the same link opened again says it was used.
// Orders and a second admin are made straight in the shop's database (the main admin's password stays).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { send } from '../../src/local/bench/loopback-client.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import { upsertLocalAdmin } from '../../src/server/auth/local-admins.ts';
import { E2E_BASE_URL } from '../support/e2e-env.ts';
import { adminCredentials, expectNoSeriousA11yViolations, outboxPath } from '../support/e2e.ts';
import { e2eDatabase } from '../support/e2e-database.ts';
import { seedOrders } from '../support/seed-orders.ts';
import { LANGS, fill } from '../support/languages.ts';
import { skipTracking } from '../support/shipment-prompt.ts';

type Lang = (typeof LANGS)[number];
const SLOW = { timeout: 30_000 };
const A = (lang: Lang) => messages[lang].admin;

// One API sign-in for the file, from its own loopback address: sign-ins are limited per address
// (10 per 15 minutes), and the browser's own address keeps its budget for the sign-ins under test.
let session: { token: string; user: unknown } | undefined;
async function adminSession(): Promise<{ token: string; user: unknown }> {
  if (!session) {
    const res = await send(`${E2E_BASE_URL}/api/login`, {
      method: 'POST',
      from: '127.6.0.1',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adminCredentials()),
    });
    expect(res.status).toBe(200);
    session = JSON.parse(res.body) as { token: string; user: unknown };
  }
  return session;
}

/** The board in `lang`, signed in as the shop's admin. */
async function openBoard(page: Page, lang: Lang): Promise<void> {
  const { token, user } = await adminSession();
  await page.addInitScript(
    ([t, u, l]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', t as string);
        localStorage.setItem('user', u as string);
      }
      localStorage.setItem('admin_language', l as string);
    },
    [token, JSON.stringify(user), lang],
  );
  await page.goto('/dashboard/orders/kanban');
  await expect(page.getByRole('heading', { level: 1, name: A(lang).titles.kanban })).toBeVisible(SLOW);
}

const column = (page: Page, lang: Lang, status: keyof ReturnType<typeof A>['status']) =>
  page.getByRole('region', { name: A(lang).status[status], exact: true });
const card = (page: Page, lang: Lang, status: keyof ReturnType<typeof A>['status'], id: number) =>
  column(page, lang, status)
    .getByRole('listitem')
    .filter({ has: page.getByText(`#${id}`, { exact: true }) });

async function serverStatus(request: APIRequestContext, id: number): Promise<string> {
  const { token } = await adminSession();
  const res = await request.get(`/api/orders/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { status: string }).status;
}

/**
 * Presses the mouse on the card's body (its customer's name, not the handle) and drops it on the
 * target column, level with the card: both measured after the one scroll that shows the card, since
 * scrolling between the two measures would leave the press on another card.
 */
async function dragBodyTo(
  page: Page,
  from: ReturnType<typeof card>,
  name: string,
  target: ReturnType<typeof column>,
): Promise<void> {
  const text = from.getByText(name, { exact: true });
  await text.scrollIntoViewIfNeeded();
  const body = await text.boundingBox();
  const area = await target.boundingBox();
  expect(body && area).toBeTruthy();
  const [x, y] = [body!.x + body!.width / 2, body!.y + body!.height / 2];
  const viewport = page.viewportSize()!;
  const dropY = Math.min(Math.max(y, area!.y + 24), area!.y + area!.height - 24, viewport.height - 8);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 8, y + 4, { steps: 4 });
  await page.mouse.move(area!.x + area!.width / 2, dropY, { steps: 12 });
  await page.mouse.up();
}

test.describe('Kanban', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const lang of LANGS) {
    test(`${lang}: a card dragged by its body lands in the shipped column and stays there after a reload; a refused move goes back`, async ({
      page,
      request,
    }) => {
      const sql = await e2eDatabase();
      const label = `Drag${lang}${Date.now()}`;
      // the two newest pending orders: on top of their column, and of the shipped one once moved
      const [refused, shipped] = (await seedOrders(sql, { count: 2, status: 'pending', label, newest: new Date() }))
        .ids as [number, number];
      await sql.end();
      await openBoard(page, lang);
      const t = A(lang);

      // its buttons are still buttons: a click opens the details, no drag starts
      const moving = card(page, lang, 'pending', shipped);
      await expect(moving).toBeVisible(SLOW);
      await moving.getByRole('button', { name: fill(t.kanban.expand, { id: shipped }) }).click();
      await expect(moving.getByText(`seed.2@example.be`)).toBeVisible(SLOW);
      await moving.getByRole('button', { name: fill(t.kanban.collapse, { id: shipped }) }).click();

      await dragBodyTo(page, moving, `Seed ${label}-2`, column(page, lang, 'shipped'));
      // the seeded order is unpaid: the owner confirms shipping it (tests/e2e/unpaid-parcel.spec.ts)
      await page
        .getByRole('dialog')
        .getByRole('button', { name: fill(t.unpaidGuard.confirm, { label: t.status.shipped }) })
        .click();
      await skipTracking(page, lang);
      await expect(page.getByText(fill(t.orders.statusUpdated, { id: shipped, label: t.status.shipped }))).toBeVisible(
        SLOW,
      );
      await expect(card(page, lang, 'shipped', shipped)).toBeVisible();
      expect(await serverStatus(request, shipped)).toBe('shipped');
      await page.reload();
      await expect(card(page, lang, 'shipped', shipped)).toBeVisible(SLOW);
      await expect(card(page, lang, 'pending', shipped)).toHaveCount(0);

      // the server refuses the next move: the card goes back to its column, with the spec's message
      await page.route('**/api/orders/*/status', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
      );
      const back = card(page, lang, 'pending', refused);
      await dragBodyTo(page, back, `Seed ${label}-1`, column(page, lang, 'paid'));
      await expect(page.getByText(t.orders.statusError)).toBeVisible(SLOW);
      await expect(card(page, lang, 'pending', refused)).toBeVisible();
      await expect(card(page, lang, 'paid', refused)).toHaveCount(0);
      expect(await serverStatus(request, refused)).toBe('pending');
    });
  }

  for (const lang of LANGS) {
    test(`${lang}: a column of 120 orders shows them page by page and reaches those past the 100th`, async ({
      page,
    }) => {
      const sql = await e2eDatabase();
      // ten days old: below every order the other journeys place today
      const { ids } = await seedOrders(sql, {
        count: 120,
        status: 'completed',
        label: `Page${Date.now()}`,
        newest: new Date(Date.now() - 10 * 86_400_000),
      });
      const [{ total, oldest } = { total: 0, oldest: 0 }] = await sql.unsafe<{ total: number; oldest: number }[]>(
        `select count(*)::int as total, (select id from public.orders where status = 'completed' order by created_at, id limit 1)::int as oldest
           from public.orders where status = 'completed'`,
      );
      await sql.end();
      const t = A(lang);
      const showMore = new RegExp(`^${t.kanban.loadMore.split(/[({]/)[0]!.trim()}`);
      await openBoard(page, lang);
      const completed = column(page, lang, 'completed');
      // the column counts every completed order, shows the newest page, and offers the rest
      await expect(completed.getByText(fill(t.kanban.count, { count: total }))).toBeAttached(SLOW);
      await expect(completed.getByRole('listitem')).toHaveCount(20);
      const more = completed.getByRole('button', { name: fill(t.kanban.loadMore, { count: total - 20 }) });
      await expect(more).toBeVisible();
      const far = ids[110]!;
      await expect(card(page, lang, 'completed', far)).toHaveCount(0);
      for (
        let clicks = 0;
        clicks < Math.ceil(total / 20) && (await card(page, lang, 'completed', far).count()) === 0;
        clicks++
      ) {
        await completed.getByRole('button', { name: showMore }).click();
        await expect(completed.getByRole('button', { name: t.kanban.loadingMore })).toHaveCount(0, SLOW);
      }
      await expect(card(page, lang, 'completed', far)).toBeVisible();
      const shown = await completed.getByRole('listitem').count();
      expect(shown).toBeGreaterThan(100);
      // each order once, newest first: the oldest comes last once everything is shown
      while ((await completed.getByRole('button', { name: showMore }).count()) > 0) {
        await completed.getByRole('button', { name: showMore }).click();
        await expect(completed.getByRole('button', { name: t.kanban.loadingMore })).toHaveCount(0, SLOW);
      }
      await expect(completed.getByRole('listitem')).toHaveCount(total);
      await expect(completed.getByRole('listitem').last()).toContainText(`#${oldest}`);
    });
  }
});

test.describe('password reset from the e-mail', () => {
  test.describe.configure({ timeout: 120_000 });

  /** The link of the newest reset e-mail to `email` in the local outbox. */
  async function resetLink(request: APIRequestContext, lang: Lang, email: string): Promise<string> {
    let link = '';
    await expect
      .poll(async () => {
        const { messages: mails } = (await (await request.get(`/api${outboxPath()}`)).json()) as {
          messages: { to: string; subject: string; text: string }[];
        };
        const mail = mails.find((m) => m.to === email);
        link = mail ? (/https?:\/\/\S+\/admin\?reset=1#token=[\w-]+/.exec(mail.text)?.[0] ?? '') : '';
        return mail?.subject;
      }, SLOW)
      .toBe(messages[lang].backoffice.resetEmail.subject);
    return link;
  }

  for (const lang of LANGS) {
    test(`${lang}: the e-mail's link opens the new-password screen, the new password signs in, the used link says so`, async ({
      page,
      request,
    }) => {
      const t = A(lang);
      // a second admin of its own: the shop's admin keeps its password for every other test
      const email = `reset.${lang}.${Date.now()}@maison.local`;
      const sql = await e2eDatabase();
      await upsertLocalAdmin(sql, email, 'the password before the reset');
      await sql.end();

      await page.goto('/admin');
      await page.getByRole('button', { name: lang.toUpperCase(), exact: true }).click();
      await page.getByRole('tab', { name: t.auth.tabReset }).click();
      await page.getByLabel(t.auth.email).fill(email);
      await page.getByRole('button', { name: t.auth.resetSubmit }).click();
      await expect(page.getByText(t.auth.resetSuccess)).toBeVisible(SLOW);
      const link = await resetLink(request, lang, email);
      expect(new URL(link).origin).toBe(E2E_BASE_URL);

      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: t.auth.newPasswordTitle })).toBeVisible(SLOW);
      await expect(page.getByText(fill(t.auth.newPasswordFor, { email }))).toBeVisible();
      // the token leaves the address bar at once
      expect(page.url()).not.toContain('token=');
      await expect(page.getByText(t.auth.passwordRules)).toBeVisible();
      await expect(page.getByText(fill(t.auth.ruleLength, { min: 12 }))).toBeVisible();
      if (lang === 'fr') await expectNoSeriousA11yViolations(page);

      const first = page.getByLabel(t.auth.newPassword, { exact: true });
      const second = page.getByLabel(t.auth.newPasswordAgain, { exact: true });
      const save = page.getByRole('button', { name: t.auth.saveNewPassword });
      await first.fill('too short');
      await second.fill('too short');
      await save.click();
      await expect(page.getByText(fill(t.auth.passwordTooShort, { min: 12 }))).toBeVisible();
      const chosen = `nouveau mot de passe ${lang} ${Date.now()}`;
      await first.fill(chosen);
      await second.fill(`${chosen}!`);
      await save.click();
      await expect(page.getByText(t.auth.passwordMismatch)).toBeVisible();
      // show/hide: both entries in clear, then hidden again
      await expect(first).toHaveAttribute('type', 'password');
      await page.getByRole('button', { name: t.auth.showPasswords }).click();
      await expect(first).toHaveAttribute('type', 'text');
      await expect(second).toHaveAttribute('type', 'text');
      await expect(second).toHaveValue(`${chosen}!`);
      await page.getByRole('button', { name: t.auth.hidePasswords }).click();
      await expect(second).toHaveAttribute('type', 'password');
      await second.fill(chosen);
      await save.click();

      // set, and signed in with it
      await expect(page).toHaveURL(/\/dashboard$/, SLOW);
      await expect(page.getByRole('heading', { level: 1, name: t.titles.dashboard })).toBeVisible(SLOW);
      await expect(page.getByRole('complementary')).toContainText(email);
      await expect(page.getByText(t.auth.passwordChangedSignedIn)).toBeVisible();

      if (lang === 'fr') {
        // signed out, the used link says so and offers a new one; the new password signs in by hand too
        await page.getByRole('button', { name: t.layout.logout }).click();
        await expect(page).toHaveURL(/\/admin$/, SLOW);
      }
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: t.auth.linkDeadTitle })).toBeVisible(SLOW);
      await expect(page.getByText(t.auth.linkUsed)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: t.auth.newPasswordTitle })).toHaveCount(0);
      const again = page.getByRole('button', { name: t.auth.sendNewLink });
      await expect(again).toBeVisible();
      if (lang === 'fr') {
        await expectNoSeriousA11yViolations(page);
        await again.click();
        await expect(page.getByRole('tab', { name: t.auth.tabReset })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByLabel(t.auth.email)).toBeVisible();
        await page.getByRole('tab', { name: t.auth.tabLogin }).click();
        await page.getByLabel(t.auth.email).fill(email);
        await page.getByLabel(t.auth.password, { exact: true }).fill(chosen);
        await page.getByRole('button', { name: t.auth.submit }).click();
        await expect(page).toHaveURL(/\/dashboard$/, SLOW);
        await expect(page.getByRole('complementary')).toContainText(email);
      }
    });
  }

  test('fr: a Supabase recovery link that GoTrue found expired lands on the same screen and says so', async ({
    page,
  }) => {
    const t = A('fr');
    await page.goto(
      '/admin?reset=1#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await expect(page.getByRole('heading', { level: 1, name: t.auth.linkDeadTitle })).toBeVisible(SLOW);
    await expect(page.getByText(t.auth.linkExpired)).toBeVisible();
    await expect(page.getByRole('button', { name: t.auth.sendNewLink })).toBeVisible();
  });
});
