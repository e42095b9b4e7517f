// The shop's port (issue 21): two checkouts started with the defaults serve side by side (the second on
// the next free port, said in one line); a PORT asked for and taken stops the start with one sentence.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseShopPort, ShopPortTakenError } from '../../src/embedded/shop-port.ts';
import { freePort } from '../support/local-runner.ts';

const held: net.Server[] = [];

async function hold(port: number): Promise<void> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  held.push(server);
}

afterEach(async () => {
  for (const server of held.splice(0)) await new Promise((resolve) => server.close(resolve));
});

describe('the port npm start serves the shop on', () => {
  it('is the default one when it is free, without a word', async () => {
    const port = await freePort();
    const lines: string[] = [];
    expect(await chooseShopPort(undefined, { defaultPort: port, log: (line) => lines.push(line) })).toBe(port);
    expect(lines).toEqual([]);
  });

  it('moves past a default port another shop holds, and says where it went', async () => {
    const port = await freePort();
    await hold(port);
    const lines: string[] = [];
    const chosen = await chooseShopPort(undefined, { defaultPort: port, log: (line) => lines.push(line) });
    expect(chosen).toBeGreaterThan(port);
    expect(lines).toEqual([`Port ${port} is taken (another shop?): this shop is served on port ${chosen} instead.`]);
  });

  it('never swaps a port asked for with PORT: a taken one is refused in one sentence naming another', async () => {
    const port = await freePort();
    await hold(port);
    await expect(chooseShopPort(String(port))).rejects.toThrow(ShopPortTakenError);
    await expect(chooseShopPort(String(port))).rejects.toThrow(
      `Port ${port} is taken (another shop or program uses it): start this shop on another one, e.g. PORT=${port + 1} npm start.`,
    );
  });

  it('takes a free PORT as it is, and refuses one that is not a port number', async () => {
    const port = await freePort();
    expect(await chooseShopPort(String(port))).toBe(port);
    await expect(chooseShopPort('eighty')).rejects.toThrow('PORT must be a port number (0 to 65535), not "eighty".');
  });
});
