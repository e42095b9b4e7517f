// Instant navigation: with Playwright's Chromium against a running shop, open the
// shop (or the home) warm, hover a product card as a shopper would before clicking, click it, and time
// click -> the product page's first contentful paint. The click's time comes from the old page's event,
// the paint's from the new page's performance entries, both on the browser's clock (timeOrigin-based).
// Chromium turns prerendering off while DevTools drives it ("PrerenderingDisabledByDevTools"), so
// these runs measure the hover's prefetch (the document ready in the cache at the click); a shopper's
// Chrome prerenders the page too (src/components/layout/SpeculationRules.astro) and shows it sooner.
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.ts';
import { median } from './stats.ts';
import { ms, row, type BenchRow } from './results.ts';

const INSTANT_NAVIGATION_BAR_MS = 200;
/** How long the pointer rests on the card before the click: a short, human hover. */
const HOVER_MS = 500;

export interface NavigationTiming {
  from: string;
  to: string;
  /** Click -> first contentful paint of the product page. */
  clickToFcpMs: number;
  /** Served from the hover's prefetch (the document was not requested at the click). */
  prefetched: boolean;
  /** Prerendered and activated by the click (never under DevTools, hence never in these runs). */
  prerendered: boolean;
}

interface PaintTimes {
  timeOrigin: number;
  fcp: number | null;
  activationStart: number;
  deliveryType: string;
}

/** The new page's first contentful paint on the absolute clock (waits for it if not painted yet). */
async function paintTimes(page: Page): Promise<PaintTimes> {
  return page.evaluate(
    () =>
      new Promise<PaintTimes>((resolve) => {
        const nav = performance.getEntriesByType('navigation')[0] as
          (PerformanceNavigationTiming & { activationStart?: number; deliveryType?: string }) | undefined;
        const done = (fcp: number | null) =>
          resolve({
            timeOrigin: performance.timeOrigin,
            fcp,
            activationStart: nav?.activationStart ?? 0,
            deliveryType: nav?.deliveryType ?? '',
          });
        const found = performance.getEntriesByName('first-contentful-paint')[0];
        if (found) return done(found.startTime);
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) {
            observer.disconnect();
            done(entry.startTime);
          }
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => done(null), 5000);
      }),
  );
}

/**
 * One navigation: `from` opened warm (a first visit fills the cache, the second is measured), the
 * first product card hovered HOVER_MS, then clicked.
 */
export async function measureOneNavigation(page: Page, baseUrl: string, from: string): Promise<NavigationTiming> {
  await page.goto(`${baseUrl}${from}`, { waitUntil: 'load' });
  await page.goto(`${baseUrl}${from}`, { waitUntil: 'load' });
  const card = page.locator('a.product-card__link').first();
  await card.scrollIntoViewIfNeeded();
  const box = await card.boundingBox();
  if (!box) throw new Error(`No product card on ${from}`);
  const href = await card.getAttribute('href');
  if (!href) throw new Error(`The first product card on ${from} has no href`);
  const to = new URL(href, baseUrl).pathname;
  // The click's time, as the old page saw it (performance.timeOrigin + event.timeStamp), handed to Node
  // before the page goes away.
  let fromPage = 0;
  await page.exposeFunction('__benchClickAt', (t: number) => (fromPage = t));
  await page.evaluate(() => {
    const report = (window as unknown as { __benchClickAt: (t: number) => void }).__benchClickAt;
    document.addEventListener('click', (e) => report(performance.timeOrigin + e.timeStamp), {
      capture: true,
      once: true,
    });
  });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(HOVER_MS);
  const clickedFromNode = Date.now();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForURL((url) => url.pathname === to);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const paint = await paintTimes(page);
  const clickAt = fromPage > 0 ? fromPage : clickedFromNode;
  if (paint.fcp === null) throw new Error(`No first contentful paint on ${to}`);
  // A prerendered page may have painted (off screen) before activation: it shows at activation.
  const shownAt = paint.timeOrigin + Math.max(paint.fcp, paint.activationStart);
  return {
    from,
    to,
    clickToFcpMs: Math.max(0, shownAt - clickAt),
    prefetched: paint.deliveryType === 'navigational-prefetch',
    prerendered: paint.activationStart > 0,
  };
}

/** `runs` navigations from each page, each in a fresh browser context. */
async function measureInstantNavigation(
  baseUrl: string,
  froms: readonly string[] = ['/shop', '/'],
  runs = 3,
): Promise<NavigationTiming[]> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((f) => f !== '--headless'),
  });
  try {
    const timings: NavigationTiming[] = [];
    for (const from of froms) {
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        try {
          timings.push(await measureOneNavigation(await context.newPage(), baseUrl, from));
        } finally {
          await context.close();
        }
      }
    }
    return timings;
  } finally {
    await browser.close();
  }
}

/** One bench row per starting page: the median click -> FCP, held to the 200 ms bar. */
export async function instantNavigationRows(baseUrl: string, quick: boolean): Promise<BenchRow[]> {
  const timings = await measureInstantNavigation(baseUrl, ['/shop', '/'], quick ? 1 : 3);
  return ['/shop', '/'].map((from) => {
    const mine = timings.filter((t) => t.from === from);
    const value = median(mine.map((t) => t.clickToFcpMs));
    const prefetched = mine.filter((t) => t.prefetched).length;
    return row(
      `Product page shown after a click from ${from} (hovered ${HOVER_MS} ms, warm)`,
      `${ms(value)} median, best ${ms(Math.min(...mine.map((t) => t.clickToFcpMs)))} (runs ${mine.map((t) => Math.round(t.clickToFcpMs)).join('/')})`,
      `<= ${INSTANT_NAVIGATION_BAR_MS} ms click -> first contentful paint`,
      value <= INSTANT_NAVIGATION_BAR_MS,
      `${prefetched}/${mine.length} served from the hover's prefetch; Chromium's prerender cannot run under DevTools, so real Chrome shows it sooner`,
    );
  });
}
