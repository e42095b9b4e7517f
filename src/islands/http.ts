// The islands' one way to call the shop's API: a timeout on every call and an outcome that says what
// happened (answer, timeout, no network), so each screen can say something clear.
export type HttpOutcome =
  | { kind: 'answer'; status: number; body: unknown; headers: Headers }
  | { kind: 'timeout' }
  | { kind: 'network' };

export async function callApi(url: string, init: RequestInit = {}, timeoutMs = 15000): Promise<HttpOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { ...init, signal: controller.signal, headers: { accept: 'application/json', ...init.headers } });
    const body: unknown = await res.json().catch(() => null);
    return { kind: 'answer', status: res.status, body, headers: res.headers };
  } catch {
    return controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network' };
  } finally {
    clearTimeout(timer);
  }
}
