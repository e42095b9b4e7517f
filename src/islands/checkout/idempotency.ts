// One Idempotency-Key per checkout attempt, kept in sessionStorage: a double click, a retry after a
// timeout or a reload re-sends the same key with the same body, so the server answers with the order
// it already made instead of making a second one. A changed body (another field, another method) is
// another attempt and gets a new key (the server refuses a known key with another body).
const STORAGE_KEY = 'checkout_attempt';

interface Attempt {
  key: string;
  body: string;
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; getRandomValues everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function readAttempt(): Attempt | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Attempt> | null;
    return stored && typeof stored.key === 'string' && typeof stored.body === 'string'
      ? { key: stored.key, body: stored.body }
      : null;
  } catch {
    return null;
  }
}

export function idempotencyKeyFor(body: string): string {
  const stored = readAttempt();
  if (stored && stored.body === body) return stored.key;
  const attempt: Attempt = { key: newKey(), body };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // Without storage the key still covers this page's retries (kept in memory by the caller's closure).
  }
  return attempt.key;
}

/** Once the order exists, the next checkout is a new attempt. */
export function forgetAttempt(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}
