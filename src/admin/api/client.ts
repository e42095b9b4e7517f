// The one door to the shop's API for the back-office: bearer token, timeout, the 401 rule (any 401
// clears the stored session and sends the browser to /auth), every error answer read as an ApiError,
// and every answer that has a contract schema checked against it before a screen sees it.
import type { z } from 'zod';
import { markSessionEnded } from '../auth/session-ended.ts';
import { clearSession, readToken } from '../auth/storage.ts';
import { ApiError, apiErrorFrom } from './api-error.ts';
import { announceChange } from './changes.ts';

const API_BASE = '/api';
const DEFAULT_TIMEOUT_MS = 45_000;
const UPLOAD_TIMEOUT_MS = 120_000;

interface RequestOptions {
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
  // a 401 with a session in hand: it has ended, and the sign-in screen says so
  if (readToken()) markSessionEnded();
  clearSession();
  const path = window.location.pathname.replace(/\/+$/, '');
  if (path !== '/auth' && path !== '/admin') window.location.assign('/auth');
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The answer as the contract's schema reads it; one that does not fit is a bug, reported as such. */
function checkedAnswer<S extends z.ZodType>(schema: S, path: string, status: number, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  console.error(`API answer of ${path} does not match its contract`, parsed.error.issues);
  throw new ApiError(status, 'answer');
}

/**
 * Signing in or out and asking for a reset change no shop data, so nothing is told to look again: a look
 * right after signing out would carry the token just revoked, and its 401 would send the admin to /auth
 * instead of the sign-in form.
 */
const SESSION_PATHS = /^\/(login|logout|password-reset)(\/|$)/;

async function send(path: string, options: RequestOptions): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = {
    accept: options.asText ? 'text/html' : 'application/json',
    ...authHeaders(),
  };
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ApiError(0, timedOut ? 'timeout' : 'network');
  }
}

/** A call whose answer the contract describes: it comes back checked and typed by `answer`. */
export function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions & { answer: S },
): Promise<z.output<S>>;
/** A call whose answer has no contract schema (yet): typed by the caller. */
export function apiRequest<T>(path: string, options?: RequestOptions): Promise<T>;
export async function apiRequest(
  path: string,
  options: RequestOptions & { answer?: z.ZodType } = {},
): Promise<unknown> {
  const response = await send(path, options);
  if (!response.ok) {
    if (response.status === 401) onUnauthorized();
    throw apiErrorFrom(response.status, parseJson(await response.text()));
  }
  if ((options.method ?? 'GET') !== 'GET' && !SESSION_PATHS.test(path)) announceChange();
  const text = await response.text();
  if (options.asText) return text;
  const body = response.status === 204 || response.status === 202 ? parseJson(text) : (JSON.parse(text) as unknown);
  return options.answer ? checkedAnswer(options.answer, path, response.status, body) : body;
}

/** A file the API answers with (the invoice PDF): its bytes and the name the server gave it. */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, {});
  if (!response.ok) {
    if (response.status === 401) onUnauthorized();
    throw apiErrorFrom(response.status, parseJson(await response.text()));
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

/** Multipart upload with progress (fetch has no upload progress): XMLHttpRequest, same rules. */
export function apiUpload<S extends z.ZodType>(
  path: string,
  form: FormData,
  answer: S,
  onProgress?: (percent: number) => void,
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.ontimeout = () => reject(new ApiError(0, 'timeout'));
    xhr.onerror = () => reject(new ApiError(0, 'network'));
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401) onUnauthorized();
        reject(apiErrorFrom(xhr.status, body));
        return;
      }
      announceChange();
      try {
        resolve(checkedAnswer(answer, path, xhr.status, body));
      } catch (error) {
        reject(error);
      }
    };
    xhr.send(form);
  });
}
