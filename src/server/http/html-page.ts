// The one way a function answers an HTML page (the newsletter confirmation, the outbox, the test
// payment gateway, the admin's printable invoice): the API's security headers, never cached, no
// referrer, and a Content Security Policy that starts from nothing and allows only what the page
// names. A page cannot be framed by anyone (frame-ancestors 'none'), whatever it allows itself.
import { API_SECURITY_HEADERS } from './security-headers.ts';

/** Sources a page needs beyond nothing, by directive, e.g. { 'style-src': ["'unsafe-inline'"] }. */
export type PageSources = Record<string, readonly string[]>;

const NONE = ["'none'"];
const LOCKED: PageSources = { 'default-src': NONE, 'base-uri': NONE, 'form-action': NONE };

function pageContentSecurityPolicy(sources: PageSources): string {
  const directives = { ...LOCKED, ...sources, 'frame-ancestors': NONE };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export interface PageOptions {
  sources?: PageSources;
  /** Pages search engines must not list (the outbox, the test gateway). */
  noindex?: boolean;
}

function htmlHeaders({ sources = {}, noindex = false }: PageOptions = {}): Record<string, string> {
  return {
    ...API_SECURITY_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'content-security-policy': pageContentSecurityPolicy(sources),
    ...(noindex ? { 'x-robots-tag': 'noindex' } : {}),
  };
}

export function htmlPage(html: string, options: PageOptions & { status?: number } = {}): Response {
  return new Response(html, { status: options.status ?? 200, headers: htmlHeaders(options) });
}
