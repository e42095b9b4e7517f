// The admin inbox in real Chromium, in the admin's three languages: more contact messages than a page
// (20), newest first; "older messages" walks to the oldest one and stops there, each shown once, and
// "newer messages" comes back. The messages are written into the test shop's own Blobs (its data
// folder) through a second local Blobs server, as older ones than anything the other specs send.
import { getStore } from '@netlify/blobs';
import { expect, test, type Page } from '@playwright/test';
import { openLocalBlobs } from '../../src/local/runner/local-blobs.ts';
import { dataFolder } from '../../src/local/runner/paths.ts';
import { messages } from '../../src/i18n/messages/index.ts';
import type { ContactMessage } from '../../src/contract/admin/inbox.ts';
import { CONTACT_STORE, messageKey } from '../../src/server/contact/inbox-store.ts';
import { adminApiSignIn, E2E_DATA_DIR, expectNoSeriousA11yViolations } from '../support/e2e.ts';
import { LANGS } from '../support/languages.ts';

type Lang = (typeof LANGS)[number];
const SLOW = { timeout: 30_000 };
const COUNT = 27;
const A = (lang: Lang) => messages[lang].admin;
const signIn = adminApiSignIn();

test.beforeAll(async () => {
  const blobs = await openLocalBlobs(dataFolder(E2E_DATA_DIR).blobs);
  try {
    const store = getStore({ name: CONTACT_STORE, ...blobs.client });
    for (let n = 0; n < COUNT; n++) {
      const receivedAt = new Date(Date.UTC(2021, 0, 1 + n, 12)).toISOString();
      const message: ContactMessage = {
        id: `${receivedAt}-${n.toString(16).padStart(12, '0')}`,
        receivedAt,
        name: `Inbox Client ${n}`,
        email: `inbox${n}@example.be`,
        subject: 'press',
        message: `Message ${n}`,
        language: 'fr',
      };
      await store.setJSON(messageKey(message.id), message);
    }
  } finally {
    await blobs.stop();
  }
});

async function shownNames(page: Page): Promise<string[]> {
  return (await page.locator('.message .strong').allInnerTexts()).map((text) => text.split(' · ')[0]!.trim());
}

for (const lang of LANGS) {
  test(`${lang}: older pages reach the oldest message, each message once, and newer comes back`, async ({
    page,
    request,
  }) => {
    const t = A(lang);
    await signIn(page, request);
    await page.addInitScript((l) => localStorage.setItem('admin_language', l), lang);
    await page.goto('/dashboard/inbox');
    await expect(page.getByRole('heading', { level: 1, name: t.titles.inbox })).toBeVisible(SLOW);
    const older = page.getByRole('button', { name: t.inbox.olderMessages });
    const newer = page.getByRole('button', { name: t.inbox.newerMessages });
    await expect(older).toBeEnabled(SLOW);
    await expect(newer).toBeDisabled();

    const seen: string[] = [];
    let pageNumber = 1;
    for (;;) {
      await expect(
        page.getByText(t.inbox.messagesPage.replace('{{page}}', String(pageNumber)), { exact: true }),
      ).toBeVisible(SLOW);
      // the page's own messages, not the previous page's still shown while it loads
      await expect(page.locator('ul.messages[aria-busy]')).toHaveCount(0, SLOW);
      seen.push(...(await shownNames(page)));
      if (await older.isDisabled()) break;
      await older.click();
      pageNumber++;
    }
    const ours = seen.filter((name) => name.startsWith('Inbox Client '));
    // newest first: ours are the oldest of the inbox, 26 down to 0, once each
    expect(ours).toEqual(Array.from({ length: COUNT }, (_, n) => `Inbox Client ${COUNT - 1 - n}`));
    expect(seen.at(-1)).toBe('Inbox Client 0');
    if (lang === 'fr') await expectNoSeriousA11yViolations(page);

    await newer.click();
    await expect(
      page.getByText(t.inbox.messagesPage.replace('{{page}}', String(pageNumber - 1)), { exact: true }),
    ).toBeVisible(SLOW);
    await expect(older).toBeEnabled();
  });
}
