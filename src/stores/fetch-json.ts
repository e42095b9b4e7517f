// Every browser call has a timeout and a clear outcome (product.md: "Every client call has a timeout").
export type FetchOutcome<T> = { ok: true; status: number; data: T } | { ok: false; status: number; data: unknown };

export async function fetchJson<T>(url: string, init: RequestInit = {}, timeoutMs = 15000): Promise<FetchOutcome<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { ...init, signal: controller.signal, headers: { accept: 'application/json', ...init.headers } });
    const data: unknown = await res.json().catch(() => null);
    return res.ok ? { ok: true, status: res.status, data: data as T } : { ok: false, status: res.status, data };
  } catch {
    // Network failure or timeout: status 0.
    return { ok: false, status: 0, data: null };
  } finally {
    clearTimeout(timer);
  }
}
