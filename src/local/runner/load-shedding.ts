// The runner's connections managed like a production server's, so heavy or hostile traffic
// slows the shop down rather than wedging it:
// - time-outs: headers within 10 s, the whole request within 60 s, idle keep-alive connections closed
//   after 5 s (they held file descriptors for 65 s and ran the process out of its 20,000);
// - a hard connection cap far below the file limit (past it Node refuses the connection);
// - load shedding before any resource runs out: past a number of requests in progress or of open
//   connections, a new request is answered at once with 503 and Retry-After (and its connection
//   closed) instead of joining a queue that only grows. Nothing is kept from a shed request, so once
//   the load stops the shop answers at its normal speed within seconds.
import type http from 'node:http';
import type { Socket } from 'node:net';

export const SERVER_LIMITS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  /** Node refuses connections past this (descriptors: PGlite, the database sockets, files need theirs). */
  maxConnections: 2_000,
  /** Open connections past which new requests are shed. */
  shedConnections: 1_500,
  /**
   * Requests in progress past which new ones are shed. Above a flash sale's burst (100 shoppers at once
   * while the pages are read: tests/e2e/runtime.spec.ts wants every one of them answered 201 or 409),
   * far below what exhausts memory or descriptors (the soak: 228 requests/s, 270 open files).
   */
  maxInFlight: 256,
  retryAfterSeconds: 2,
};

export class LoadShedder {
  private inFlight = 0;
  private readonly sockets = new Set<Socket>();
  private readonly limits: typeof SERVER_LIMITS;
  shed = 0;

  constructor(server: http.Server, limits = SERVER_LIMITS) {
    this.limits = limits;
    server.headersTimeout = limits.headersTimeoutMs;
    server.requestTimeout = limits.requestTimeoutMs;
    server.keepAliveTimeout = limits.keepAliveTimeoutMs;
    server.maxConnections = limits.maxConnections;
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
  }

  /** True when the request may run (and is counted until its answer closes); false when it was answered 503. */
  admit(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if (this.inFlight >= this.limits.maxInFlight || this.sockets.size > this.limits.shedConnections) {
      this.shed += 1;
      const body = JSON.stringify({ error: 'The shop is busy: try again in a moment.', code: 'service_unavailable' });
      res.shouldKeepAlive = false;
      res.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': String(this.limits.retryAfterSeconds),
        'x-content-type-options': 'nosniff',
        connection: 'close',
      });
      res.end(body);
      req.resume();
      return false;
    }
    this.inFlight += 1;
    res.once('close', () => (this.inFlight -= 1));
    return true;
  }

  get state(): { inFlight: number; connections: number; shed: number } {
    return { inFlight: this.inFlight, connections: this.sockets.size, shed: this.shed };
  }
}
