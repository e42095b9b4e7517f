// Between Node's http server and the fetch API the functions speak: an IncomingMessage becomes a
// Request (its body read whole by the runner first, as Netlify does: request-body.ts), a Response is written back, compressed as Netlify's CDN
// compresses text. A client that goes away mid-answer is a normal event, not an error to report.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { compressorFor } from './compression.ts';

const NO_BODY = new Set(['GET', 'HEAD']);

/** The fetch Request of a Node request, with its body as the runner read it (request-body.ts). */
export function toRequest(
  req: IncomingMessage,
  url: URL,
  body: Buffer | null,
  asMethod = req.method ?? 'GET',
): Request {
  const method = asMethod.toUpperCase();
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  if (NO_BODY.has(method) || body === null) return new Request(url, { method, headers });
  return new Request(url, { method, headers, body: new Uint8Array(body) });
}

/** Codes a socket reports when the other side hung up: expected, never worth a stack trace. */
export function isDisconnect(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'ERR_STREAM_DESTROYED' ||
    code === 'ABORT_ERR'
  );
}

export async function sendResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extraCookies: string[] = [],
): Promise<void> {
  const head = req.method === 'HEAD';
  const compressor = response.body && !head ? compressorFor(req, response.headers) : null;
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = [...response.headers.getSetCookie(), ...extraCookies];
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (compressor) {
    headers['content-encoding'] = compressor.encoding;
    delete headers['content-length'];
    headers['vary'] = headers['vary'] ? `${headers['vary']}, Accept-Encoding` : 'Accept-Encoding';
  }
  res.writeHead(response.status, headers);
  if (!response.body || head) {
    await response.body?.cancel();
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as never);
  try {
    if (compressor) await pipeline(body, compressor.stream, res);
    else await pipeline(body, res);
  } catch (error) {
    if (!isDisconnect(error)) throw error;
  }
}
