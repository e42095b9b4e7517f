// sitemap.xml: every indexable page in every language, each with its hreflang alternates.
import type { APIRoute } from 'astro';
import { alternates, localizedPath } from '../i18n/routing.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../domain/vocabulary/language.ts';
import { buildProducts } from '../server/storefront/build-data.ts';

/** Public pages worth indexing (cart, checkout and thank-you are private to a shopper). */
const INDEXED_ROUTES = ['/', '/shop', '/about', '/contact', '/confidentiality'];

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('http://localhost:8888');
  const products = await buildProducts(DEFAULT_LANGUAGE);
  const entries = [
    ...INDEXED_ROUTES.map((path) => ({ path, lastmod: null as string | null })),
    ...products.map((p) => ({ path: `/product/${p.id}`, lastmod: p.updated_at.slice(0, 10) })),
  ];
  const urls = entries.flatMap(({ path, lastmod }) =>
    LANGUAGES.map((lang) => {
      const links = alternates(path, base)
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escape(a.href)}"/>`)
        .join('\n');
      const loc = new URL(localizedPath(lang, path), base).href;
      return `  <url>\n    <loc>${escape(loc)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}${links}\n  </url>`;
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
