// Debian's Chromium as both Playwright configs launch it (never a downloaded browser): the shop's e2e
// suite (tests/playwright.config.ts) and the production-parity pass (tests/playwright.production.config.ts).
import { devices } from '@playwright/test';

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};

export const chromiumProjects = [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }];
