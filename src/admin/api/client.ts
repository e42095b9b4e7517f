// The one door to the shop's API for the back-office: bearer token, timeout, and the 401 rule
// (any 401 clears the stored session and sends the browser to /auth).
import { clearSession, readToken } from '../auth/storage.ts';
import { announceChange } from './changes.ts';

export const API_BASE = '/api';
const DEFAULT_TIMEOUT_MS = 45_000;
const UPLOAD_TIMEOUT_MS = 120_000;

/** An API failure the screens can show: status 0 means the server was never reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: 'http' | 'timeout' | 'network';
  readonly fields: Record<string, string[]> | undefined;
  readonly serverMessage: string | undefined;
  /** The API's machine-readable reason (e.g. category_name_taken), for a message in the admin's language. */
  readonly code: string | undefined;

  constructor(status: number, kind: ApiError['kind'], message: string, serverMessage?: string, fields?: Record<string, string[]>, code?: string) {
    super(message);
    this.status = status;
    this.kind = kind;
    this.serverMessage = serverMessage;
    this.fields = fields;
    this.code = code;
  }
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  timeoutMs?: number;
  /** Raw text instead of JSON (the invoice). */
  asText?: boolean;
}

function authHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The spec's rule for a 401 on any call, except on the sign-in screens (a wrong password is a 401 too). */
function onUnauthorized(): void {
  clearSession();
  const path = window.location.pathname.replace(/\/+$/, '');
  if (path !== '/auth' && path !== '/admin') window.location.assign('/auth');
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: { error?: unknown; message?: unknown; errors?: unknown; code?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON: keep the status only
  }
  const message = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : undefined;
  const fields = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : undefined;
  const code = typeof body.code === 'string' ? body.code : undefined;
  return new ApiError(response.status, 'http', message ?? `HTTP ${response.status}`, message, fields, code);
}

/**
 * Signing in or out and asking for a reset change no shop data, so nothing is told to look again: a look
 * right after signing out would carry the token just revoked, and its 401 would send the admin to /auth
 * instead of the sign-in form.
 */
const SESSION_PATHS = /^\/(login|logout|password-reset)(\/|$)/;

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = { accept: options.asText ? 'text/html' : 'application/json', ...authHeaders() };
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ApiError(0, timedOut ? 'timeout' : 'network', timedOut ? 'timeout' : 'network');
  }
  if (response.status === 401) {
    onUnauthorized();
    throw await errorFrom(response);
  }
  if (!response.ok) throw await errorFrom(response);
  if ((options.method ?? 'GET') !== 'GET' && !SESSION_PATHS.test(path)) announceChange();
  if (options.asText) return (await response.text()) as T;
  if (response.status === 204 || response.status === 202) {
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
  return (await response.json()) as T;
}

/** Multipart upload with progress (fetch has no upload progress): XMLHttpRequest, same rules. */
export function apiUpload<T>(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.ontimeout = () => reject(new ApiError(0, 'timeout', 'timeout'));
    xhr.onerror = () => reject(new ApiError(0, 'network', 'network'));
    xhr.onload = () => {
      let body: { error?: unknown; errors?: unknown; code?: unknown } | undefined;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as typeof body) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        announceChange();
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) onUnauthorized();
      const message = typeof body?.error === 'string' ? body.error : undefined;
      const fields = body?.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : undefined;
      const code = typeof body?.code === 'string' ? body.code : undefined;
      reject(new ApiError(xhr.status, 'http', message ?? `HTTP ${xhr.status}`, message, fields, code));
    };
    xhr.send(form);
  });
}

/** The i18n key of a failure the sign-in screens word alike (timeout, network, not an admin, too many tries), else `fallback`. */
export function errorKey(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.kind === 'timeout') return 'common.timeout';
    if (error.kind === 'network') return 'common.network';
    if (error.status === 403) return 'common.forbidden';
    if (error.status === 429) return 'common.tooMany';
  }
  return fallback;
}
