// A first visit on a slow phone, for the no-dead-click tests: a fresh context (empty cache), the CPU
// slowed 4x, and the islands' renderer held back until the test lets it through, so a click made "as
// soon as the page has loaded" is certain to land before hydration, whatever the machine's speed.
import type { Page } from '@playwright/test';

export interface ColdPage {
  /** Lets the held renderer through: hydration may begin. */
  release(): void;
}

export async function slowCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Opens `path` (waits for `load`) with the page's island renderer (its `renderer-url`, the React client
 * every island imports before it hydrates) held until `release()`. A page without islands (the product
 * and shop pages: plain scripts over server HTML) has every bundled script held instead
 * (openColdScriptsHeld): the click lands before its script has wired the button.
 */
export async function openColdHeld(page: Page, path: string): Promise<ColdPage> {
  const html = await (await page.request.get(path)).text();
  const renderer = /\srenderer-url="([^"]+)"/.exec(html)?.[1];
  if (!renderer) return openColdScriptsHeld(page, path);
  await slowCpu(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === renderer,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(path, { waitUntil: 'load' });
  return { release };
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

/** Every island of the page has hydrated (Astro drops `ssr` once it has). */
export function unhydratedIslands(page: Page) {
  return page.locator('astro-island[ssr]');
}

/** The cart as the page stored it in localStorage (`perfume_cart`). */
export async function storedCart(page: Page): Promise<{ id: number; quantity: number }[]> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('perfume_cart') ?? '[]') as { id: number; quantity: number }[],
  );
}
