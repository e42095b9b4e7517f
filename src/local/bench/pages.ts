// The storefront pages the bars name: home, shop, product and cart in French (unprefixed), English
// and Dutch (Lighthouse and weight), the checkout too for the weight; and the content pages whose
// JavaScript has its own, smaller bar.
import { localizedPath } from '../../i18n/routing.ts';
import { LANGUAGES, type Language } from '../../domain/vocabulary/language.ts';

export interface BenchPage {
  kind: 'home' | 'shop' | 'product' | 'cart' | 'checkout';
  lang: Language;
  path: string;
}

export function storefrontPages(productId: number, languages: readonly Language[] = LANGUAGES): BenchPage[] {
  const routes = [
    ['home', '/'],
    ['shop', '/shop'],
    ['product', `/product/${productId}`],
    ['cart', '/cart'],
  ] as const;
  return languages.flatMap((lang) =>
    routes.map(([kind, route]) => ({ kind, lang, path: withSlash(localizedPath(lang, route)) })),
  );
}

/** The React islands' pages with their own JavaScript bar (src/local/bench/page-rows.ts). */
export function islandPages(languages: readonly Language[] = LANGUAGES): BenchPage[] {
  return languages.flatMap((lang) =>
    (['cart', 'checkout'] as const).map((kind) => ({ kind, lang, path: withSlash(localizedPath(lang, `/${kind}`)) })),
  );
}

/** The content pages of the <= 10 KB bar (about; legal texts and FAQ live on /confidentiality). */
export const CONTENT_PAGES = ['/about', '/confidentiality'].map(withSlash);
/** Content pages with a form (plain script, no React): a bar of their own, <= 15 KB. */
export const FORM_PAGES = ['/contact'].map(withSlash);

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}
