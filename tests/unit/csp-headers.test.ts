// The build-time CSP: every executable inline script is hashed (data blocks and external scripts are
// not), the policy never allows inline scripts, and the local runner reads `_headers` as Netlify does.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/build/csp-headers.ts';
import { parseHeadersFile } from '../../src/local/runner/site-headers.ts';
import { pagePolicy } from '../../src/server/http/content-security-policy.ts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inline script hashes', () => {
  it('hashes classic and module inline scripts by their exact text, and nothing else', () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/_astro/x.js"></script>
      <script type="application/ld+json">{"@type":"Product"}</script><script type="text/javascript">c( )</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c( )')]);
  });

  it('hashes inline speculation rules, which script-src governs too (a page without their hash gets no prerender)', () => {
    const rules = '{"prerender":[{"where":{"selector_matches":"a[data-astro-prefetch]"},"eagerness":"moderate"}]}';
    expect(inlineScriptHashes(`<script type="speculationrules">${rules}</script>`)).toEqual([sha(rules)]);
  });
});

describe('page policy', () => {
  const policy = pagePolicy({ scriptHashes: [sha('a()'), sha('a()')], supabaseUrl: 'https://abcd.supabase.co/' });

  it('allows scripts from our origin and by hash only', () => {
    const scriptSrc = /script-src ([^;]+)/.exec(policy)![1]!;
    expect(scriptSrc).toBe(`'self' '${sha('a()')}'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('locks down plugins, base, framing and connections; images from and uploads to the Supabase storage host', () => {
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    // the back-office's direct uploads go to the Supabase project's signed upload URLs, nowhere else
    expect(policy).toContain("connect-src 'self' https://abcd.supabase.co;");
    expect(pagePolicy({ scriptHashes: [] })).toContain("connect-src 'self';");
    expect(policy).toContain("img-src 'self' data: https://abcd.supabase.co");
    expect(pagePolicy({ scriptHashes: [] })).toContain("img-src 'self' data:;");
  });
});

describe('_headers', () => {
  it('matches rules by path pattern', () => {
    const rules = parseHeadersFile('/*\n  Content-Security-Policy: a; b\n/admin/*\n  X-Robots-Tag: noindex\n');
    const forPath = (p: string) => rules.flatMap((r) => (r.pattern.test(p) ? r.values : []));
    expect(forPath('/shop/')).toEqual([['Content-Security-Policy', 'a; b']]);
    expect(forPath('/admin/x')).toEqual([
      ['Content-Security-Policy', 'a; b'],
      ['X-Robots-Tag', 'noindex'],
    ]);
  });
});
