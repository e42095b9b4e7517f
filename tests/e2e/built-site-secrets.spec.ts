// No secret key anywhere in the built storefront (every file a browser can fetch), including the exact
// values of the secrets the test shop was built with (its secrets.json and any secret in the environment).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../support/e2e.ts';
import { scanDirectory, secretValues } from '../support/secret-scan.ts';

test('the built site holds no secret key', () => {
  const siteDir = path.join(E2E_DATA_DIR, 'site');
  expect(existsSync(siteDir), `${siteDir} (the served build)`).toBe(true);
  const shopSecrets = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'secrets.json'), 'utf8')) as Record<
    string,
    string
  >;
  const known = {
    ...secretValues(process.env),
    ...Object.fromEntries(Object.entries(shopSecrets).map(([k, v]) => [`secrets.json ${k}`, v])),
  };
  const { files, findings } = scanDirectory(siteDir, known);
  expect(files).toBeGreaterThan(10);
  expect(findings).toEqual([]);
});
