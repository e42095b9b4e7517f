// Every page of the built site, storefront and back-office, in every language, has 0 errors
// from the Nu Html Checker (the W3C validator: npm `vnu-jar`, run with Java 17+). It checks the very
// files the test shop serves (the site the Playwright web server built into its data folder), so
// `npm test` checks the HTML of the same build its journeys click through. (The checkout's DOM after its
// scripts ran: checkout-live-html.spec.ts.)
import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../support/e2e-env.ts';
import { checkHtml, errorLines } from '../support/nu-checker.ts';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

test('every page of the built site is valid HTML: 0 errors from the Nu Html Checker', async () => {
  test.setTimeout(480_000);
  // the live build (a rebuild swaps the link to a new folder): read one whole folder
  const site = realpathSync(path.join(E2E_DATA_DIR, 'site'));
  const files = htmlFiles(site);
  // 3 languages x (home, shop, 12 products, cart, checkout, thank-you, about, contact, confidentiality, 404) and the back-office
  expect(files.length).toBeGreaterThan(60);
  const messages = await checkHtml(files);
  expect(errorLines(messages, site)).toEqual([]);
});
