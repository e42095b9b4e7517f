// The one place where the local runner reads a request's body, for every route, as Netlify does: the
// whole body is read before the function is called, and one over 6 MB (Netlify's limit) is answered
// 413 without the function ever running, chunked or not, whatever Content-Length claimed, whatever
// the pacing. Reading is a plain listener on Node's request that stops at the cap; no web-stream
// adapter is involved (Node's Readable.toWeb kept pushing chunks into a stream its reader had
// cancelled and threw ERR_INVALID_STATE outside any request, which ended the whole process).
// Bodies being read count against one memory budget for the process: past it a request is shed with
// 503 (Retry-After) instead of the process running out of memory.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Netlify refuses a function body over 6 MB; the runner does the same, so no route can be sent more. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;
/** At most this many bytes of request bodies held at once, all requests together. */
export const BODY_BUDGET_BYTES = 96 * 1024 * 1024;
/** How long an unread rest of a body is still swallowed after the answer, so the client can read it. */
const LINGER_MS = 2000;

/** The bytes of bodies held now, against the process's budget. */
export class BodyBudget {
  private held = 0;
  private readonly limit: number;

  constructor(limit = BODY_BUDGET_BYTES) {
    this.limit = limit;
  }

  take(bytes: number): boolean {
    if (this.held + bytes > this.limit) return false;
    this.held += bytes;
    return true;
  }

  give(bytes: number): void {
    this.held = Math.max(0, this.held - bytes);
  }
}

export type BodyOutcome =
  | { kind: 'read'; body: Buffer; release: () => void }
  | { kind: 'too_large' }
  | { kind: 'over_budget' }
  | { kind: 'gone' };

/** Reads the whole body within `maxBytes` and the budget; stops listening (and reading) the moment it cannot. */
export function readBody(req: IncomingMessage, budget: BodyBudget, maxBytes = MAX_BODY_BYTES): Promise<BodyOutcome> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve({ kind: 'too_large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: BodyOutcome) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      if (outcome.kind !== 'read') {
        req.pause();
        budget.give(size);
      }
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      if (size + chunk.byteLength > maxBytes) return finish({ kind: 'too_large' });
      if (!budget.take(chunk.byteLength)) return finish({ kind: 'over_budget' });
      size += chunk.byteLength;
      chunks.push(chunk);
    };
    const onEnd = () => finish({ kind: 'read', body: Buffer.concat(chunks, size), release: () => budget.give(size) });
    const onClose = () => finish({ kind: 'gone' });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
  });
}

/**
 * For every request, once its answer is out: a body left unread (a 413, a page that reads none) must
 * not keep the connection. The connection is half-closed (FIN) and the rest of the body swallowed for
 * a moment, so that a client still writing reads the answer instead of a reset, then the socket is
 * destroyed whatever the client does. (A `Connection: close` header would make Node destroy the
 * socket at once: with unread bytes pending, the kernel then sends a reset that can wipe the answer
 * before the client reads it.)
 */
export function lingerThenCloseUnreadBodies(req: IncomingMessage, res: ServerResponse): void {
  res.once('finish', () => {
    if (req.complete) return;
    const socket = req.socket;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    req.on('error', () => {});
    req.resume();
    socket.end();
  });
}
