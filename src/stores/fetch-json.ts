// The storefront's one way to call the shop's API (islands, stores, the footer's newsletter form): a
// timeout on every call (product.md: "Every client call has a timeout"), the JSON body read once, and
// an outcome that says what happened, so each screen can say something clear:
//   ok        a 2xx answer and its body;
//   refused   any other answer, with the error body's stable `code`, field errors and product
//             (src/contract/errors.ts): callers choose their words by code, never by the English text;
//   timeout / network   no answer (status 0).
// Only types come from the contract: zod stays out of the pages' JavaScript.
import type { ErrorBody, ErrorCode, FieldErrors } from '../contract/errors.ts';
import { isObject } from './json-shape.ts';

export const DEFAULT_TIMEOUT_MS = 15_000;

export type RefusedProduct = NonNullable<ErrorBody['product']>;

export type FetchOutcome =
  | { kind: 'ok'; ok: true; status: number; data: unknown }
  | {
      kind: 'refused';
      ok: false;
      status: number;
      data: unknown;
      code: ErrorCode | null;
      fields: FieldErrors;
      product: RefusedProduct | null;
    }
  | { kind: 'timeout'; ok: false; status: 0; data: null }
  | { kind: 'network'; ok: false; status: 0; data: null };

export type Refusal = Extract<FetchOutcome, { kind: 'refused' }>;

function readFields(value: unknown): FieldErrors {
  const fields: FieldErrors = {};
  if (!isObject(value)) return fields;
  for (const [path, messages] of Object.entries(value))
    fields[path] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
  return fields;
}

function readProduct(value: unknown): RefusedProduct | null {
  if (!isObject(value) || typeof value.id !== 'number') return null;
  return {
    id: value.id,
    name: typeof value.name === 'string' ? value.name : null,
    stock: typeof value.stock === 'number' ? value.stock : null,
  };
}

/** The error body of a refusal. The code is the server's own (src/contract/errors.ts): a code this
 *  page does not know falls to each caller's default branch. */
function refusal(status: number, data: unknown): Refusal {
  const body = isObject(data) ? data : {};
  const code = typeof body.code === 'string' ? (body.code as ErrorCode) : null;
  return {
    kind: 'refused',
    ok: false,
    status,
    data,
    code,
    fields: readFields(body.errors),
    product: readProduct(body.product),
  };
}

export async function fetchJson(
  url: string,
  init: RequestInit = {},
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<FetchOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, {
      ...init,
      signal: controller.signal,
      headers: { accept: 'application/json', ...init.headers },
    });
    const data: unknown = await res.json().catch(() => null);
    return res.ok ? { kind: 'ok', ok: true, status: res.status, data } : refusal(res.status, data);
  } catch {
    return controller.signal.aborted
      ? { kind: 'timeout', ok: false, status: 0, data: null }
      : { kind: 'network', ok: false, status: 0, data: null };
  } finally {
    clearTimeout(timer);
  }
}

/** A JSON POST (the body serialised here), with the extra headers given. */
export function postJson(
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<FetchOutcome> {
  return fetchJson(
    url,
    { method: 'POST', headers: { 'content-type': 'application/json', ...options.headers }, body: JSON.stringify(body) },
    options.timeoutMs,
  );
}
