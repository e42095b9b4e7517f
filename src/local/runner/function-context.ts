// The `Context` Netlify hands a function (params, ip, requestId, url, waitUntil, cookies, json, log,
// site), made by the local runner for each call. `ip` is the socket's peer address: never a header the
// client sets. Work given to `waitUntil` is tracked so a shutdown waits for it, as Netlify lets it finish.
import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';

/** The cookie shape of Netlify's `context.cookies.set` (its type is not exported). */
interface Cookie {
  name: string;
  value: string;
  expires?: Date | number;
  maxAge?: number;
  domain?: string;
  path?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
  unparsed?: string[];
}

export interface ContextInput {
  request: Request;
  params: Record<string, string>;
  ip: string;
  siteUrl: string;
  background: BackgroundWork;
}

/** Promises handed to context.waitUntil: errors logged, never lost; `settled()` waits for them all. */
export class BackgroundWork {
  private readonly pending = new Set<Promise<unknown>>();

  add(promise: Promise<unknown>, label: string): void {
    const tracked = promise
      .catch((error) => console.error(`Background work of ${label} failed:`, error))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies.set(part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
  }
  return cookies;
}

function serializeCookie(cookie: Cookie): string {
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value)}`];
  if (cookie.expires !== undefined) parts.push(`Expires=${new Date(cookie.expires).toUTCString()}`);
  if (cookie.maxAge !== undefined) parts.push(`Max-Age=${cookie.maxAge}`);
  if (cookie.domain) parts.push(`Domain=${cookie.domain}`);
  parts.push(`Path=${cookie.path ?? '/'}`);
  if (cookie.secure) parts.push('Secure');
  if (cookie.httpOnly) parts.push('HttpOnly');
  if (cookie.sameSite) parts.push(`SameSite=${cookie.sameSite}`);
  return [...parts, ...(cookie.unparsed ?? [])].join('; ');
}

/** A function's context, and the Set-Cookie headers its `cookies.set`/`delete` asked for. */
export function createFunctionContext(
  input: ContextInput,
  functionName: string,
): { context: Context; setCookies: string[] } {
  const requestCookies = parseCookies(input.request.headers.get('cookie'));
  const setCookies: string[] = [];
  const site = new URL(input.siteUrl);
  const edgeOnly = (what: string) => () => Promise.reject(new Error(`context.${what}() exists only in edge functions`));
  const context: Context = {
    account: { id: 'local' },
    cookies: {
      get: (name: string) => requestCookies.get(name) ?? '',
      set: ((nameOrCookie: string | Cookie, value?: string) => {
        const cookie = typeof nameOrCookie === 'string' ? { name: nameOrCookie, value: value ?? '' } : nameOrCookie;
        setCookies.push(serializeCookie(cookie));
      }) as Context['cookies']['set'],
      delete: (input: string | { name: string; path?: string; domain?: string }) => {
        const options = typeof input === 'string' ? { name: input } : input;
        setCookies.push(serializeCookie({ ...options, value: '', expires: 0 }));
      },
    },
    deploy: { context: 'dev', id: 'local', published: false },
    geo: {},
    ip: input.ip,
    json: (body: unknown) => Response.json(body),
    log: (...data: unknown[]) => console.log(`[${functionName}]`, ...data),
    next: edgeOnly('next') as Context['next'],
    params: input.params,
    rewrite: edgeOnly('rewrite'),
    requestId: randomUUID(),
    server: { region: 'local' },
    site: { id: 'local', name: site.hostname, url: site.origin },
    url: new URL(input.request.url),
    waitUntil: (promise: Promise<unknown>) => input.background.add(promise, functionName),
  };
  return { context, setCookies };
}
