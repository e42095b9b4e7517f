// Table rows for the pages: JavaScript weight from the built site, Lighthouse figures from the served shop.
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../domain/vocabulary/language.ts';
import { launchChromium } from './chromium.ts';
import { runLighthouse } from './lighthouse-runs.ts';
import { measurePageWeight } from './page-weight.ts';
import { CONTENT_PAGES, FORM_PAGES, islandPages, storefrontPages } from './pages.ts';
import { kb, row, type BenchRow } from './results.ts';
import { localizedPath } from '../../i18n/routing.ts';

const KB = 1024;
/** The product and shop pages, plain scripts without React (the quality guide's bar is 100 KB). */
const STOREFRONT_JS_BAR_KB = 15;
/**
 * The cart and checkout, React islands mounted by their pages' scripts (no Astro island runtime): the
 * bar is 80 KB. React's runtime is about 66 KB of it, the shared page shell about 6 KB.
 */
const ISLAND_PAGE_JS_BAR_KB = 80;
/** The contact form without the React runtime. */
const FORM_PAGE_JS_BAR_KB = 15;

export function weightRows(siteDir: string, productId: number): BenchRow[] {
  const rows: BenchRow[] = [];
  // the cart once: from the islands' pages, beside the checkout
  const pages = [...storefrontPages(productId).filter((p) => p.kind !== 'cart'), ...islandPages()];
  for (const kind of ['product', 'home', 'shop', 'cart', 'checkout'] as const) {
    const weights = pages.filter((p) => p.kind === kind).map((p) => ({ p, w: measurePageWeight(siteDir, p.path) }));
    const value = weights.map(({ p, w }) => `${p.lang} ${w ? kb(w.jsGz) : 'page missing'}`).join(', ');
    const worst = Math.max(...weights.map(({ w }) => w?.jsGz ?? Number.POSITIVE_INFINITY));
    if (kind === 'product' || kind === 'shop') {
      rows.push(
        row(
          `JavaScript gzipped, ${kind} page`,
          value,
          `<= ${STOREFRONT_JS_BAR_KB} KB`,
          worst <= STOREFRONT_JS_BAR_KB * KB,
        ),
      );
    } else if (kind === 'cart' || kind === 'checkout') {
      rows.push(
        row(
          `JavaScript gzipped, ${kind} page`,
          value,
          `<= ${ISLAND_PAGE_JS_BAR_KB} KB`,
          worst <= ISLAND_PAGE_JS_BAR_KB * KB,
        ),
      );
    } else rows.push(row(`JavaScript gzipped, ${kind} page`, value, 'reported', null));
  }
  for (const page of [...CONTENT_PAGES, ...FORM_PAGES]) {
    const weights = LANGUAGES.map((lang) => ({ lang, w: measurePageWeight(siteDir, localizedPath(lang, page)) }));
    const worst = Math.max(...weights.map(({ w }) => w?.jsGz ?? Number.POSITIVE_INFINITY));
    const value = weights.map(({ lang, w }) => `${lang} ${w ? kb(w.jsGz) : 'page missing'}`).join(', ');
    if (CONTENT_PAGES.includes(page))
      rows.push(row(`JavaScript gzipped, content page ${page}`, value, '<= 10 KB', worst <= 10 * KB));
    else
      rows.push(
        row(
          `JavaScript gzipped, ${page} (form)`,
          value,
          `<= ${FORM_PAGE_JS_BAR_KB} KB`,
          worst <= FORM_PAGE_JS_BAR_KB * KB,
        ),
      );
  }
  return rows;
}

const LH_BAR = 'score >= 98; LCP <= 1.8 s; TBT <= 100 ms; CLS <= 0.05';

export async function lighthouseRows(shopUrl: string, productId: number, quick: boolean): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const chromium = await launchChromium();
  try {
    for (const page of storefrontPages(productId, quick ? [DEFAULT_LANGUAGE] : LANGUAGES)) {
      const r = await runLighthouse(`${shopUrl}${page.path}`, chromium.port, quick ? 1 : 3);
      const misses = [
        r.score < 98 && `score ${98 - r.score} below`,
        r.lcpMs > 1800 && `LCP ${Math.round(r.lcpMs - 1800)} ms over`,
        r.tbtMs > 100 && `TBT ${Math.round(r.tbtMs - 100)} ms over`,
        r.cls > 0.05 && `CLS ${(r.cls - 0.05).toFixed(3)} over`,
      ].filter(Boolean);
      rows.push(
        row(
          `Lighthouse mobile ${page.kind} ${page.path}`,
          `score ${r.score} (runs ${r.scores.join('/')}); LCP ${(r.lcpMs / 1000).toFixed(2)} s; TBT ${Math.round(r.tbtMs)} ms; CLS ${r.cls.toFixed(3)}`,
          LH_BAR,
          misses.length === 0,
          misses.join(', '),
        ),
      );
      if (page.kind === 'product') {
        rows.push(
          row(
            `Product page transferred, images included ${page.path}`,
            kb(r.transferredBytes),
            '<= 500 KB',
            r.transferredBytes <= 500 * KB,
            'as Lighthouse loaded it, text compressed',
          ),
        );
      }
    }
  } finally {
    await chromium.stop();
  }
  return rows;
}
