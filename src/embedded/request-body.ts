// The one place where the local runner reads a request's body, for every route: a web stream fed from
// Node's request with backpressure (it asks for more only when the handler reads), capped while it
// streams (chunked or not, whatever Content-Length claimed), and safe when the handler stops early.
// Node's own adapter (Readable.toWeb) keeps pushing chunks into a stream its reader has cancelled and
// throws ERR_INVALID_STATE outside any request, which ended the whole process (issue 21); this one
// stops listening the moment its reader cancels or the cap is passed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../server/http/errors.ts';

/** Netlify refuses a function body over 6 MB; the runner does the same, so no route can be sent more. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;
/** How long an unread rest of a body is still swallowed after the answer, so the client can read it. */
const LINGER_MS = 2000;

export interface CappedBody {
  stream: ReadableStream<Uint8Array>;
  /** Resolves when the body passed its cap (never otherwise): the runner then answers 413 itself. */
  tooLarge: Promise<void>;
}

/** An HttpError, so a handler reading the body answers 413 through withErrors like its own cap does. */
export class BodyTooLargeError extends HttpError {
  constructor(maxBytes: number) {
    super(413, `Request body larger than ${maxBytes} bytes`, { code: 'too_large' });
  }
}

/** Feeds a stream's controller from Node's request until the end, the cap, a hang-up or a cancel. */
class RequestFeed {
  private received = 0;
  private done = false;
  private readonly listeners: [string, (chunk: Buffer) => void][] = [];
  private readonly req: IncomingMessage;
  private readonly maxBytes: number;
  private readonly onTooLarge: () => void;

  constructor(req: IncomingMessage, maxBytes: number, onTooLarge: () => void) {
    this.req = req;
    this.maxBytes = maxBytes;
    this.onTooLarge = onTooLarge;
  }

  start(controller: ReadableStreamDefaultController<Uint8Array>): void {
    const fail = (error: Error) => {
      if (this.stop()) controller.error(error);
    };
    this.listen('data', (chunk) => this.onData(controller, chunk));
    this.listen('end', () => {
      if (this.stop()) controller.close();
    });
    // A client that hangs up mid-body: the handler's read fails, as it would on Netlify.
    const hangUp = () => fail(Object.assign(new Error('The client closed the connection'), { code: 'ECONNRESET' }));
    this.listen('error', hangUp);
    this.listen('close', hangUp);
    if (Number(this.req.headers['content-length'] ?? 0) > this.maxBytes) this.tooLarge(controller);
  }

  private onData(controller: ReadableStreamDefaultController<Uint8Array>, chunk: Buffer): void {
    if (this.done) return;
    this.received += chunk.byteLength;
    if (this.received > this.maxBytes) return this.tooLarge(controller);
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) this.req.pause();
  }

  resume(): void {
    if (!this.done) this.req.resume();
  }

  /** Stops listening (once); true the first time. */
  stop(): boolean {
    if (this.done) return false;
    this.done = true;
    for (const [event, listener] of this.listeners) this.req.off(event, listener);
    this.req.pause();
    return true;
  }

  private tooLarge(controller: ReadableStreamDefaultController<Uint8Array>): void {
    if (!this.stop()) return;
    controller.error(new BodyTooLargeError(this.maxBytes));
    this.onTooLarge();
  }

  private listen(event: 'data' | 'end' | 'error' | 'close', listener: (chunk: Buffer) => void): void {
    this.listeners.push([event, listener]);
    this.req.on(event, listener);
  }
}

/** The request's body as a web stream that errors with BodyTooLargeError past `maxBytes`. */
export function cappedBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): CappedBody {
  let signalTooLarge = () => {};
  const tooLarge = new Promise<void>((resolve) => (signalTooLarge = resolve));
  const feed = new RequestFeed(req, maxBytes, () => signalTooLarge());
  const stream = new ReadableStream<Uint8Array>(
    {
      start: (controller) => feed.start(controller),
      pull: () => feed.resume(),
      cancel: () => void feed.stop(),
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
  return { stream, tooLarge };
}

/**
 * For every request, once its answer is out: a body left unread (a 413, a 401 before reading) must not
 * keep the connection. The connection is half-closed (FIN) and the rest of the body swallowed for a
 * moment, so that a client still writing reads the answer instead of a reset, then the socket is
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
