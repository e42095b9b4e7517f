// Stripe keeps an Idempotency-Key for 24 hours with the parameters of its first request, and answers
// 400 `idempotency_error` to the same key with other parameters. So the key of a request is made of
// what the request says: a retry of the very same request gets the same answer (no second session),
// and a request that differs (a new expiry after a method switch, a session replacing an expired one)
// gets a key of its own.
import { createHash } from 'node:crypto';

/** Canonical JSON (object keys sorted), so the same parameters always give the same hash. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export function parametersHash(params: unknown): string {
  return createHash('sha256').update(canonical(params)).digest('base64url').slice(0, 32);
}

/** `<prefix>-<hash of the parameters>`: the same for the same request, new for any other. */
export function requestIdempotencyKey(prefix: string, params: unknown): string {
  return `${prefix}-${parametersHash(params)}`;
}
