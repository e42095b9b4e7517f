// What Netlify does for a path it has no file for: the site's 404 page with status 404. @netlify/dev
// answers nothing (the French site) or serves the language 404 rules of netlify.toml with status
// 200, so the local runner settles both here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE } from '../../domain/vocabulary/language.ts';
import { splitLocale } from '../../i18n/routing.ts';

function hasFile(siteDir: string, pathname: string): boolean {
  const relative = decodeURIComponent(pathname).replace(/^\/+/, '');
  const base = path.resolve(siteDir, relative);
  if (!base.startsWith(path.resolve(siteDir))) return false;
  return [base, path.join(base, 'index.html'), `${base}.html`].some(
    (candidate) => existsSync(candidate) && !candidate.endsWith(path.sep),
  );
}

/** The 404 page of the path's language, or null when the site has the path after all. */
export function notFoundPage(siteDir: string, pathname: string): { body: Uint8Array<ArrayBuffer> } | null {
  if (hasFile(siteDir, pathname)) return null;
  const { lang } = splitLocale(pathname);
  const file =
    lang === DEFAULT_LANGUAGE ? path.join(siteDir, '404.html') : path.join(siteDir, lang, '404', 'index.html');
  return existsSync(file) ? { body: new Uint8Array(readFileSync(file)) } : null;
}
