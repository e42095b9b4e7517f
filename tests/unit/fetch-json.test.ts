// The storefront's one fetch wrapper (src/stores/fetch-json.ts): what each kind of answer, or its
// absence, becomes; a refusal carries the error body's stable code and fields (src/contract/errors.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchJson, postJson } from '../../src/stores/fetch-json.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );

describe('fetchJson', () => {
  it('reads a 2xx answer', async () => {
    answer(201, { ok: true });
    expect(await fetchJson('/api/x')).toEqual({ kind: 'ok', ok: true, status: 201, data: { ok: true } });
  });

  it('reads a refusal by its code, fields and product, whatever the status', async () => {
    const body = {
      error: 'Not enough stock for Mer du Nord',
      code: 'insufficient_stock',
      errors: { items: ['Not enough stock'] },
      product: { id: 7, name: 'Mer du Nord', stock: 1 },
    };
    answer(409, body);
    expect(await fetchJson('/api/orders')).toEqual({
      kind: 'refused',
      ok: false,
      status: 409,
      data: body,
      code: 'insufficient_stock',
      fields: { items: ['Not enough stock'] },
      product: { id: 7, name: 'Mer du Nord', stock: 1 },
    });
  });

  it('keeps a refusal without a readable body as a refusal with no code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    expect(await fetchJson('/api/x')).toMatchObject({
      kind: 'refused',
      status: 502,
      code: null,
      fields: {},
      product: null,
    });
  });

  it('tells no network from a timeout (status 0 for both)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await fetchJson('/api/x')).toEqual({ kind: 'network', ok: false, status: 0, data: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    expect(await fetchJson('/api/x', {}, 20)).toEqual({ kind: 'timeout', ok: false, status: 0, data: null });
  });

  it('posts JSON with the headers given, asking for JSON back', async () => {
    const fetchMock = vi.fn(async () => Response.json({}, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await postJson('/api/contact', { a: 1 }, { headers: { 'x-order-token': 't' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'x-order-token': 't',
    });
  });
});
