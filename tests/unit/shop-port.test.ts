// The shop's port: two checkouts started with the defaults serve side by side, even when
// started at the same moment (the port is held from the first step, answering 503 "starting"); the
// second moves to the next free port and says so; a PORT asked for and taken stops the start with one
// sentence.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { reserveShopPort, ShopPortTakenError, type ShopPortReservation } from '../../src/local/runner/shop-port.ts';
import { freePort } from '../support/local-runner.ts';

const held: net.Server[] = [];
const reservations: ShopPortReservation[] = [];

async function occupy(port: number): Promise<void> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  held.push(server);
}

async function reserve(...args: Parameters<typeof reserveShopPort>): Promise<ShopPortReservation> {
  const reservation = await reserveShopPort(...args);
  reservations.push(reservation);
  return reservation;
}

afterEach(async () => {
  for (const server of held.splice(0)) await new Promise((resolve) => server.close(resolve));
  for (const reservation of reservations.splice(0)) await reservation.release();
});

describe('the port npm start serves the shop on', () => {
  it('is the default one when it is free, without a word, and answers 503 "starting" until released', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const reservation = await reserve(undefined, { defaultPort: port, log: (line) => lines.push(line) });
    expect(reservation.port).toBe(port);
    expect(lines).toEqual([]);
    const response = await fetch(`http://127.0.0.1:${port}/en/shop/`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.text()).toBe('The shop is starting: try again in a few seconds.\n');
    await reservation.release();
    await occupy(port); // free again for the shop's own server
  });

  it('moves past a default port another shop holds, and says where it went', async () => {
    const port = await freePort();
    await occupy(port);
    const lines: string[] = [];
    const { port: chosen } = await reserve(undefined, { defaultPort: port, log: (line) => lines.push(line) });
    expect(chosen).toBeGreaterThan(port);
    expect(lines).toEqual([`Port ${port} is taken (another shop?): this shop is served on port ${chosen} instead.`]);
  });

  it('gives two shops started at the same moment two ports', async () => {
    const port = await freePort();
    const [first, second] = await Promise.all([
      reserve(undefined, { defaultPort: port, log: () => {} }),
      reserve(undefined, { defaultPort: port, log: () => {} }),
    ]);
    expect(first?.port).not.toBe(second?.port);
  });

  it('never swaps a port asked for with PORT: a taken one is refused in one sentence naming another', async () => {
    const port = await freePort();
    await occupy(port);
    await expect(reserveShopPort(String(port))).rejects.toThrow(ShopPortTakenError);
    await expect(reserveShopPort(String(port))).rejects.toThrow(
      `Port ${port} is taken (another shop or program uses it): start this shop on another one, e.g. PORT=${port + 1} npm start.`,
    );
  });

  it('takes a free PORT as it is, and refuses one that is not a port number', async () => {
    const port = await freePort();
    expect((await reserve(String(port))).port).toBe(port);
    await expect(reserveShopPort('eighty')).rejects.toThrow('PORT must be a port number (0 to 65535), not "eighty".');
  });
});
