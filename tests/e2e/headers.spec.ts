// The security headers as the served shop sends them: a page, a built asset and an API answer. The
// page's CSP allows scripts only from our origin or by the hash of their exact text, and no page the
// shop serves breaks under it (no CSP violation while it loads and hydrates).
import { createHash } from 'node:crypto';
import { expect, test, type APIResponse } from '@playwright/test';

const YEAR = 31_536_000;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

function expectCommonHeaders(res: APIResponse, what: string): void {
  const h = res.headers();
  expect(
    Number(/max-age=(\d+)/.exec(h['strict-transport-security'] ?? '')?.[1] ?? 0),
    `${what} HSTS`,
  ).toBeGreaterThanOrEqual(YEAR);
  expect(h['x-content-type-options'], `${what} nosniff`).toBe('nosniff');
  expect(h['referrer-policy'], `${what} Referrer-Policy`).toMatch(
    /^(strict-origin-when-cross-origin|strict-origin|no-referrer|same-origin)$/,
  );
  expect(h['permissions-policy'], `${what} Permissions-Policy`).toContain('camera=()');
  expect(h['access-control-allow-origin'], `${what} no open CORS`).toBeUndefined();
}

test('a page: a strict CSP that lists the hash of every inline script, and the other headers', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  expectCommonHeaders(res, 'page');
  const policy = res.headers()['content-security-policy'] ?? '';
  const csp = directives(policy);
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(
    scripts.filter((s) => !/^'(self|sha(256|384|512)-[A-Za-z0-9+/=]+)'$/.test(s)),
    'only self and hashes',
  ).toEqual([]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toBeDefined();
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toContain("'self'");
  const html = await res.text();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/.test(` ${attributes}`) || /type="application\/(ld\+)?json"/.test(attributes!)) continue;
    const hash = `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`;
    expect(scripts, `inline script ${body!.slice(0, 60)}`).toContain(hash);
  }
});

test('a built asset carries the same headers', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
  expect(asset, 'the home page loads a built asset').toBeTruthy();
  const res = await request.get(asset!);
  expect(res.status()).toBe(200);
  expectCommonHeaders(res, 'asset');
});

test('an API answer: its own locked-down CSP, the same headers, no open CORS even when asked', async ({ request }) => {
  const res = await request.get('/api/products', { headers: { origin: 'https://evil.example' } });
  expect(res.status()).toBe(200);
  expectCommonHeaders(res, 'API');
  const csp = directives(res.headers()['content-security-policy'] ?? '');
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  const error = await request.get('/api/products/not-a-number');
  expect(error.status()).toBe(400);
  expectCommonHeaders(error, 'API error');
});

test('the control files of the build are not served', async ({ request }) => {
  expect((await request.get('/_headers')).status()).toBe(404);
});

test('no page breaks under the CSP', async ({ page, request }) => {
  const products = (await (await request.get('/api/products')).json()) as { id: number }[];
  const paths = [
    '/',
    '/shop',
    '/en/',
    '/nl/shop',
    '/cart',
    '/checkout',
    '/about',
    '/contact',
    '/confidentiality',
    '/admin',
  ];
  if (products[0]) paths.push(`/product/${products[0].id}`, `/en/product/${products[0].id}`);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of paths) {
    const res = await page.goto(path, { waitUntil: 'networkidle' });
    expect(res?.status(), path).toBeLessThan(400);
  }
  expect(violations).toEqual([]);
});
