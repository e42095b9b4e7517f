// A first visit on a slow phone, for the no-dead-click tests: a fresh context (empty cache), the CPU
// slowed 4x, and the page's bundled scripts held back until the test lets them through, so a click made
// "as soon as the page has loaded" is certain to land before they run, whatever the machine's speed.
import type { Page } from '@playwright/test';

export interface ColdPage {
  /** Lets the held scripts through: they may run. */
  release(): void;
}

export async function slowCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Opens `path` (waits for `load`) with every bundled script (/_astro/*.js: the header's and footer's
 * page scripts as well as the islands) held until `release()`: only the page's inline scripts run.
 */
export async function openColdScriptsHeld(page: Page, path: string): Promise<ColdPage> {
  await slowCpu(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/_astro/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  // Module scripts hold back DOMContentLoaded and load: the page is there once its HTML has arrived.
  await page.goto(path, { waitUntil: 'commit' });
  return { release };
}

/**
 * The page's islands not yet hydrated: Astro's (it drops `ssr` once hydrated) and the React roots the
 * storefront's pages mount themselves (src/islands/mount/mount-react-root.ts marks them `data-mounted`).
 */
export function unhydratedIslands(page: Page) {
  return page.locator('astro-island[ssr], [data-react-root]:not([data-mounted])');
}

/** The cart as the page stored it in localStorage (`perfume_cart`). */
export async function storedCart(page: Page): Promise<{ id: number; quantity: number }[]> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('perfume_cart') ?? '[]') as { id: number; quantity: number }[],
  );
}
