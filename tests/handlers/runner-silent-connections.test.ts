// Silent connections against the shop as `npm start` serves it (the local runner over real HTTP):
// 3,000 sockets opened and left without a byte. A shopper's request still gets its 200 within 2 s
// (silent connections make room before a working one is refused), and within 20 s the shop holds none
// of them (a connection with no complete request is closed at the header time-out).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRunner, type RunningRunner } from '../support/local-runner.ts';
import { openDemoShop } from './demo-shop.ts';

const SILENT = 3_000;
let runner: RunningRunner;
let closeShop: () => Promise<void>;

beforeAll(async () => {
  closeShop = await openDemoShop();
  runner = await startRunner();
});
afterAll(async () => {
  await runner.server.stop();
  await closeShop();
});

/** Opens a socket and sends nothing; resolves once it is connected (or refused). */
function silentSocket(port: number, closed: { count: number }): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.on('error', () => {});
    socket.once('close', () => (closed.count += 1));
    socket.once('connect', () => resolve(socket));
    socket.once('close', () => resolve(socket));
  });
}

describe('silent connections', () => {
  it(`${SILENT} sockets that never send a request: a shopper still gets 200 within 2 s; none held after 20 s`, async () => {
    const closed = { count: 0 };
    const sockets: net.Socket[] = [];
    for (let i = 0; i < SILENT; i += 100)
      sockets.push(...(await Promise.all(Array.from({ length: 100 }, () => silentSocket(runner.port, closed)))));
    try {
      const started = performance.now();
      const res = await fetch(`http://localhost:${runner.port}/api/products`, { signal: AbortSignal.timeout(2_000) });
      const elapsed = performance.now() - started;
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      expect(elapsed).toBeLessThan(2_000);
      await expect
        .poll(() => ({ closedByShop: closed.count, silentHeld: runner.server.connections().silent }), {
          timeout: 20_000,
          interval: 250,
        })
        .toEqual({ closedByShop: SILENT, silentHeld: 0 });
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  }, 60_000);
});
