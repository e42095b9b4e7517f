// The JSON answers of every function, and the one wrapper that turns what a handler throws into its
// answer: an HttpError into its error body {error, code, errors?, product?} (src/contract/errors.ts),
// anything else into a 500 that leaks nothing.
import { API_SECURITY_HEADERS } from './security-headers.ts';
import { HttpError } from './errors.ts';
import { checkQueryText } from './text-rule.ts';

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...API_SECURITY_HEADERS,
      ...init.headers,
    },
  });
}

/** A PDF download (an invoice, a credit note, a packing slip), with the headers every API answer carries. */
export function pdfDownload(pdf: Uint8Array, fileName: string): Response {
  return new Response(pdf as BodyInit, {
    headers: {
      ...API_SECURITY_HEADERS,
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
  });
}

/** 303 See Other to `location`: the browser follows it with a GET, and carries no referrer along. */
export function redirect(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { ...API_SECURITY_HEADERS, location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}

function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    const retryAfter = error.retryAfterSeconds ?? (error.status === 429 ? 60 : undefined);
    return json(error.body(), {
      status: error.status,
      ...(retryAfter !== undefined ? { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfter))) } } : {}),
    });
  }
  console.error(error);
  return json({ error: 'Internal server error', code: 'internal_error' }, { status: 500 });
}

/**
 * Wraps a handler so that thrown HttpErrors become their JSON answer and nothing else leaks. Every
 * query string is held to the text rule first (422 naming the parameter), so no handler can forget it.
 */
export function withErrors<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      if (args[0] instanceof Request) checkQueryText(args[0].url);
      return await handler(...args);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
