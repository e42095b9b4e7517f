// HTTP from many clients on one machine: every request leaves from its own loopback source address
// (127.0.0.0/8 is all loopback on Linux), so the shop sees distinct shoppers, as it does in production,
// and per-address rate limits apply to each. One connection per request (no shared agent), so the
// source address is the one asked for.
import http from 'node:http';

export interface LoopbackResponse {
  status: number;
  body: string;
  ms: number;
  /** The Retry-After header, when the answer has one. */
  retryAfter?: string;
}

export interface LoopbackRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Source address; default 127.0.0.1. */
  from?: string;
  timeoutMs?: number;
}

/** The n-th distinct client address (127.2.0.1, 127.2.0.2, ...): never 127.0.0.1, the browser's. */
export function clientAddress(n: number): string {
  return `127.2.${Math.floor(n / 254) & 255}.${(n % 254) + 1}`;
}

export function send(url: string, init: LoopbackRequest = {}): Promise<LoopbackResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: false,
        localAddress: init.from ?? '127.0.0.1',
        timeout: init.timeoutMs ?? 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        const retryAfter = res.headers['retry-after'];
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
            ...(retryAfter ? { retryAfter } : {}),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`${init.method ?? 'GET'} ${url}: no answer in ${init.timeoutMs ?? 60_000} ms`)),
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Tally of answers by status code, e.g. { 201: 10, 409: 90 }. */
export function countStatuses(responses: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
