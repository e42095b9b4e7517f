// Every page of the built site, storefront and back-office, in every language, has 0 errors
// from the Nu Html Checker (the W3C validator: npm `vnu-jar`, run with Java 17+). It checks the very
// files the test shop serves (the site the Playwright web server built into its data folder), so
// `npm test` checks the HTML of the same build its journeys click through.
import { execFile } from 'node:child_process';
import { readdirSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../support/e2e-env.ts';

const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The checker's errors (JSON on stderr); it exits 1 when it found any, which is an answer, not a failure. */
function checkHtml(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && 'code' in error && error.code === 'ENOENT')
          return reject(
            new Error(
              'The Nu Html Checker needs Java 17 or newer on PATH (Debian: apt-get install default-jre-headless)',
            ),
          );
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(
            new Error(`The Nu Html Checker did not answer in JSON: ${error?.message ?? ''}\n${stderr.slice(0, 2000)}`),
          );
        }
      },
    );
  });
}

test('every page of the built site is valid HTML: 0 errors from the Nu Html Checker', async () => {
  test.setTimeout(480_000);
  // the live build (a rebuild swaps the link to a new folder): read one whole folder
  const site = realpathSync(path.join(E2E_DATA_DIR, 'site'));
  const files = htmlFiles(site);
  // 3 languages x (home, shop, 12 products, cart, checkout, thank-you, about, contact, confidentiality, 404) and the back-office
  expect(files.length).toBeGreaterThan(60);
  const messages = await checkHtml(files);
  const errors = messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal')
    .map((m) => `${path.relative(site, new URL(m.url).pathname)}:${m.lastLine ?? '?'}: ${m.message}`);
  expect(errors).toEqual([]);
});
