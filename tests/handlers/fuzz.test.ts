// Every API endpoint (enumerated from netlify/functions/*.mts and their config paths and methods),
// called in-process with generated malformed input: hostile path parameters and query strings (SQL
// injection, unicode, very long values), bodies of random JSON, wrong types, deep nesting, huge strings,
// invalid UTF-8 and wrong content types, anonymous and with a valid admin session; then oversized
// bodies. Never a 5xx; every 4xx is the one JSON error body {error, code, errors?} with a stable code
// (src/contract/errors.ts); every answer carries the security headers.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/contract/errors.ts';
import { getSql } from '../../src/server/db/client.ts';
import { functionContext } from '../support/function-context.ts';
import { adminToken } from './admin/helpers.ts';
import { openDemoShop } from './demo-shop.ts';
import { acceptsBody, fillPath, listEndpoints, type Endpoint } from './fuzz/endpoints.ts';
import { body as bodyArb, headerValue, paramValue, query as queryArb, type FuzzBody } from './fuzz/inputs.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const endpoints = await listEndpoints();
let token = '';

let closeShop: () => Promise<void>;

beforeAll(async () => {
  closeShop = await openDemoShop();
  token = await adminToken();
});

afterAll(() => closeShop());

function buildRequest(
  endpoint: Endpoint,
  params: Record<string, string>,
  query: Record<string, string>,
  body: FuzzBody | null,
  auth: string | null,
  extra: Record<string, string>,
): Request {
  const url = new URL(`http://localhost${fillPath(endpoint.path, params)}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.append(k, v);
  const headers = new Headers(extra);
  if (auth) headers.set('authorization', auth);
  const init: RequestInit = { method: endpoint.method, headers };
  if (body && acceptsBody(endpoint.method) && body.body !== null) {
    if (body.contentType) headers.set('content-type', body.contentType);
    init.body = body.body as BodyInit;
  }
  return new Request(url, init);
}

/** The contract of every answer, whatever was sent. */
async function checkAnswer(res: Response, what: string): Promise<void> {
  const text = await res.text();
  const where = `${what} -> ${res.status} ${text.slice(0, 200)}`;
  expect(res.status, where).toBeLessThan(500);
  expect(res.headers.get('x-content-type-options'), `nosniff: ${where}`).toBe('nosniff');
  expect(
    Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1] ?? 0),
    `HSTS: ${where}`,
  ).toBeGreaterThanOrEqual(31536000);
  expect(res.headers.get('content-security-policy'), `CSP: ${where}`).toMatch(/frame-ancestors 'none'/);
  expect(res.headers.get('access-control-allow-origin'), `no open CORS: ${where}`).not.toBe('*');
  // Pages a browser opens from a link (an e-mail's confirmation link, the outbox) answer in HTML; every API answer is JSON.
  if (res.status >= 400 && !(res.headers.get('content-type') ?? '').startsWith('text/html')) {
    expect(res.headers.get('content-type') ?? '', `JSON error: ${where}`).toContain('application/json');
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    expect(parsed.error?.issues ?? [], `the one error body {error, code, errors?}: ${where}`).toEqual([]);
  }
}

const describeRequest = (
  e: Endpoint,
  params: Record<string, string>,
  query: Record<string, string>,
  body: FuzzBody | null,
) =>
  `${e.method} ${fillPath(e.path, params)}?${new URLSearchParams(query)} body=${body?.contentType ?? 'none'}:${String(body?.body instanceof FormData ? 'form' : (body?.body ?? '')).slice(0, 80)}`;

describe.each(endpoints.map((e) => [`${e.method} ${e.path} (${e.name})`, e] as const))('%s', (_label, endpoint) => {
  for (const variant of ['anonymous', 'admin'] as const) {
    it(`answers malformed input ${variant === 'admin' ? 'of a signed-in admin' : 'without a session'} with 4xx JSON, never 5xx`, async () => {
      const params = fc.record(
        Object.fromEntries(endpoint.params.map((p) => [p, paramValue])) as Record<string, typeof paramValue>,
      );
      const anonymousAuth = fc.option(
        headerValue.map((v) => `Bearer ${v}`),
        { nil: null },
      );
      await fc.assert(
        fc.asyncProperty(
          params,
          queryArb,
          fc.option(bodyArb, { nil: null }),
          anonymousAuth,
          headerValue,
          async (p, q, b, garbageAuth, key) => {
            const auth = variant === 'admin' ? `Bearer ${token}` : garbageAuth;
            const req = buildRequest(endpoint, p, q, b, auth, {
              'idempotency-key': key,
              'stripe-signature': key,
              'x-test-gateway-signature': key,
            });
            await checkAnswer(await endpoint.handler(req, functionContext(p)), describeRequest(endpoint, p, q, b));
          },
        ),
        { numRuns: RUNS },
      );
    });
  }

  it.runIf(acceptsBody(endpoint.method))(
    'refuses oversized bodies with a 4xx, with and without a declared length',
    async () => {
      const ids = Object.fromEntries(endpoint.params.map((p) => [p, '1']));
      const huge = new Uint8Array(30 * 1024 * 1024).fill(0x61);
      for (const [contentType, declared] of [
        ['application/json', true],
        ['application/json', false],
        ['multipart/form-data; boundary=x', false],
      ] as const) {
        const headers: Record<string, string> = {
          'content-type': contentType,
          authorization: `Bearer ${token}`,
          'idempotency-key': `oversized-${Date.now()}`,
        };
        if (declared) headers['content-length'] = String(huge.byteLength);
        const req = new Request(`http://localhost${fillPath(endpoint.path, ids)}`, {
          method: endpoint.method,
          headers,
          body: huge,
        });
        const res = await endpoint.handler(req, functionContext(ids));
        // An endpoint that reads no body (a DELETE, a logout) may ignore it; one that reads it answers 4xx.
        await checkAnswer(
          res,
          `${endpoint.method} ${endpoint.path} with 30 MB of ${contentType}${declared ? ' (declared)' : ''}`,
        );
      }
    },
  );
});

it('enumerates every HTTP function and leaves the catalog tables in place', async () => {
  expect(endpoints.length).toBeGreaterThanOrEqual(10);
  const [row] = await getSql().unsafe<{ present: boolean }[]>(
    `select to_regclass('public.products') is not null and to_regclass('public.orders') is not null
       and to_regclass('local_auth.users') is not null as present`,
  );
  expect(row?.present).toBe(true);
});
