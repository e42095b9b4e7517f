// The back-office API reference (docs/admin-api.md) against the code: it names every endpoint
// of the admin contract (src/contract/admin/endpoints.ts) with its method and path, and every endpoint
// it names is one a function serves (its config.path and method). The contract's endpoints are served too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_ENDPOINTS } from '../../src/contract/admin/endpoints.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOC = readFileSync(path.join(ROOT, 'docs/admin-api.md'), 'utf8');
const FUNCTIONS = path.join(ROOT, 'netlify/functions');

/** Every `METHOD /api/...` the reference writes as code. */
function documented(markdown: string): string[] {
  return [...markdown.matchAll(/`(GET|POST|PUT|DELETE|PATCH) (\/api\/[^`\s]*)`/g)].map((m) => `${m[1]} ${m[2]}`);
}

interface Served {
  file: string;
  paths: string[];
  methods: string[] | null;
}

/** Each function's config: its paths (/api/orders/:id) and methods (null: any). */
function servedEndpoints(): Served[] {
  return readdirSync(FUNCTIONS)
    .filter((file) => file.endsWith('.mts'))
    .flatMap((file) => {
      const config = /export const config: Config = (\{[\s\S]*?\});/.exec(
        readFileSync(path.join(FUNCTIONS, file), 'utf8'),
      )?.[1];
      const pathValue = config && /path:\s*(\[[^\]]*\]|'[^']*')/.exec(config)?.[1];
      if (!config || !pathValue) return [];
      const strings = (text: string) => [...text.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '');
      const methods = /method:\s*(\[[^\]]*\])/.exec(config)?.[1];
      return [{ file, paths: strings(pathValue), methods: methods ? strings(methods) : null }];
    });
}

/** Whether a function serves `METHOD /path/{param}`: a config path whose :params stand for the {params}. */
function servedBy(endpoint: string, served: Served[]): string | undefined {
  const [method = '', route = ''] = endpoint.split(' ');
  const segments = route.split('/');
  const matches = (pattern: string) => {
    const parts = pattern.split('/');
    return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
  };
  // a literal segment of the function's path beats a :param of another function's (update-special, reorder)
  return served.find((s) => (s.methods === null || s.methods.includes(method)) && s.paths.some(matches))?.file;
}

describe('the back-office API reference', () => {
  const names = documented(DOC);
  const served = servedEndpoints();

  it('is visible Markdown, not a comment or one block of code', () => {
    expect(DOC).not.toMatch(/<!--/);
    expect(DOC.startsWith('# ')).toBe(true);
    expect(names.length).toBeGreaterThan(40);
  });

  it('documents every endpoint of the admin contract with its method and path', () => {
    const missing = ADMIN_ENDPOINTS.map((e) => `${e.method} ${e.path}`).filter((endpoint) => !names.includes(endpoint));
    expect(missing).toEqual([]);
  });

  it('documents no endpoint that no function serves', () => {
    expect(names.filter((endpoint) => servedBy(endpoint, served) === undefined)).toEqual([]);
  });

  it('has every endpoint of the contract served by a function', () => {
    expect(
      ADMIN_ENDPOINTS.map((e) => `${e.method} ${e.path}`).filter(
        (endpoint) => servedBy(endpoint, served) === undefined,
      ),
    ).toEqual([]);
  });

  it('finds an endpoint that is not there (the check itself can fail)', () => {
    expect(servedBy('GET /api/admin/no-such-thing', served)).toBeUndefined();
    expect(servedBy('PATCH /api/admin/settings', served)).toBeUndefined();
    expect(servedBy('GET /api/orders/{id}', served)).toBe('admin-orders.mts');
  });
});
