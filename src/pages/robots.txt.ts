// robots.txt: the storefront is open; the back-office, the API and a shopper's own pages are not.
import type { APIRoute } from 'astro';
import { localizedPath } from '../i18n/routing.ts';
import { LANGUAGES } from '../domain/vocabulary/language.ts';

const PRIVATE = ['/cart', '/checkout', '/thank-you'];

export const GET: APIRoute = ({ site }) => {
  const base = site ?? new URL('http://localhost:8888');
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /auth',
    'Disallow: /api/',
    ...LANGUAGES.flatMap((lang) => PRIVATE.map((p) => `Disallow: ${localizedPath(lang, p)}`)),
    '',
    `Sitemap: ${new URL('/sitemap.xml', base).href}`,
    '',
  ];
  return new Response(lines.join('\n'), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
